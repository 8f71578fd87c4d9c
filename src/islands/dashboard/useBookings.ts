import { useCallback, useEffect, useRef, useState } from 'react';
import { getBookings } from '../../api/staff';
import type { BookingsPage, DashboardBooking } from '../../api/types';
import { viewToFilters, type DashboardView } from './dashboardView';
import { endSessionIfUnauthorized } from './session';

export interface BookingsState {
  /** The last page that arrived (kept on screen while the next one loads). */
  page: BookingsPage | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Applies a saved change to a row without refetching. */
  patchRow: (id: number, patch: Partial<DashboardBooking>) => void;
}

/**
 * Loads one page of bookings whenever the view changes (not while `enabled` is
 * false, e.g. invalid dates). Only the latest request's answer is used, so a
 * slow answer to an older view never overwrites a newer one.
 */
export function useBookings(view: DashboardView, enabled: boolean): BookingsState {
  const [page, setPage] = useState<BookingsPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify([viewToFilters(view), view.page, attempt]);
  // Derived, not set in the effect: the very render that asks for new rows is already busy.
  const [doneKey, setDoneKey] = useState('');
  const loading = enabled && doneKey !== key;

  useEffect(() => {
    if (!enabled) {
      latest.current += 1;
      return;
    }
    const id = ++latest.current;
    setFailed(false);
    getBookings(viewToFilters(view), view.page).then(
      (result) => {
        if (id !== latest.current) return;
        setPage({ data: Array.isArray(result.data) ? result.data : [], PerPage: Number(result.PerPage) || 0, RowCount: Number(result.RowCount) || 0 });
        setDoneKey(key);
      },
      (error: unknown) => {
        if (id !== latest.current || endSessionIfUnauthorized(error)) return;
        setFailed(true);
        setDoneKey(key);
      },
    );
    // `key` stands for the view's request (and the retry count).
  }, [key, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const patchRow = useCallback((id: number, patch: Partial<DashboardBooking>) => {
    setPage((current) => current && { ...current, data: current.data.map((row) => (row.ID === id ? { ...row, ...patch } : row)) });
  }, []);

  return { page, loading, failed, reload, patchRow };
}
