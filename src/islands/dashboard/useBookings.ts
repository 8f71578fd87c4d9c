import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getBookings } from '../../api/staff';
import type { BookingsPage, DashboardBooking } from '../../api/types';
import { useRequest } from '../../lib/useRequest';
import { viewToFilters, type DashboardView } from './dashboardView';
import { endSessionIfUnauthorized, isUnauthorized } from './session';

export interface BookingsState {
  /** The last page that arrived (kept on screen while the next one loads). */
  page: BookingsPage | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Fetches the same view again without the loading veil (the "To call" view's 30 s refresh). */
  refresh: () => void;
  /** The server's answer behind `page` (a new object only when an answer arrives). */
  answer: BookingsPage | undefined;
  /** The view (filters and page) the page on screen answers, to tell a refresh from a new view. */
  pageView: string;
  /** Applies a saved change to a row without refetching. */
  patchRow: (id: number, patch: Partial<DashboardBooking>) => void;
}

/**
 * Loads one page of bookings whenever the view changes (not while `enabled` is
 * false, e.g. invalid dates). A new view aborts the older request (useRequest), so
 * a slow answer to an older view never overwrites a newer one.
 */
export function useBookings(view: DashboardView, enabled: boolean): BookingsState {
  const filters = viewToFilters(view);
  const viewKey = JSON.stringify([filters, view.page]);
  // `quietFor`: the view a refresh asked for; its answer loads without the veil.
  const [attempt, setAttempt] = useState({ n: 0, quietFor: '' });
  const key = JSON.stringify([viewKey, attempt.n]);
  const quiet = attempt.quietFor === viewKey;
  const viewKeyRef = useRef(viewKey);
  useLayoutEffect(() => {
    viewKeyRef.current = viewKey;
  });
  const fetched = useRequest(enabled ? key : null, (signal) =>
    getBookings(filters, view.page, signal).then(
      (result): BookingsPage => ({
        data: Array.isArray(result.data) ? result.data : [],
        PerPage: Number(result.PerPage) || 0,
        RowCount: Number(result.RowCount) || 0,
      }),
      (error: unknown) => {
        if (!signal.aborted) endSessionIfUnauthorized(error);
        throw error;
      },
    ),
  );
  // A 401 ends the session (the page goes to sign-in): it stays busy, with no failure shown.
  const unauthorized = isUnauthorized(fetched.error);
  const loading = enabled && ((fetched.loading && !quiet) || unauthorized);
  // A quiet refresh that fails keeps the rows on screen; the next one tries again.
  const failed = !loading && fetched.failed && !(quiet && fetched.data);

  // Saved changes to rows of the page on screen; a page fetched afresh already holds them.
  const [patches, setPatches] = useState<{
    to: BookingsPage | undefined;
    rows: Map<number, Partial<DashboardBooking>>;
  }>({ to: undefined, rows: new Map() });
  const base = fetched.data;
  const page =
    base && patches.to === base && patches.rows.size
      ? { ...base, data: base.data.map((row) => ({ ...row, ...patches.rows.get(row.ID) })) }
      : (base ?? null);

  const reload = useCallback(() => setAttempt((a) => ({ n: a.n + 1, quietFor: '' })), [setAttempt]);
  const refresh = useCallback(() => setAttempt((a) => ({ n: a.n + 1, quietFor: viewKeyRef.current })), [setAttempt]);
  // The view of the page on screen: the current one once it has answered (a quiet refresh keeps it).
  const [pageView, setPageView] = useState<{ data: BookingsPage | undefined; view: string }>({
    data: undefined,
    view: '',
  });
  if (fetched.data !== pageView.data) setPageView({ data: fetched.data, view: viewKey });
  const patchRow = useCallback(
    (id: number, patch: Partial<DashboardBooking>) =>
      setPatches((current) => {
        const rows = new Map(current.to === base ? current.rows : []);
        rows.set(id, { ...rows.get(id), ...patch });
        return { to: base, rows };
      }),
    [base],
  );

  // A new answer is for the view of now (useRequest drops older ones), before the state above follows.
  const answerView = fetched.data === pageView.data ? pageView.view : viewKey;
  return { page, answer: base, loading, failed, reload, refresh, pageView: answerView, patchRow };
}
