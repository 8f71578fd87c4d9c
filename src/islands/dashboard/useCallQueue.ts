import { useEffect, useState } from 'react';
import type { BookingsPage, DashboardBooking } from '../../api/types';
import { staffMessages } from '../../messages/staff';

/** How often the "To call" view fetches itself again. */
export const REFRESH_MS = 30_000;

interface Options {
  /** The "To call" view is on screen. */
  active: boolean;
  /** The page as shown (saved changes applied). */
  page: BookingsPage | null;
  /** The server's answer behind it: a new one is a new arrival. */
  answer: BookingsPage | undefined;
  /** The view the answer is for (a refresh keeps it; another view changes it). */
  pageView: string;
  refresh: () => void;
  /** Keep the rows where they are: the pointer is over the table or a dialog is open. */
  hold: boolean;
  announce: (text: string) => void;
}

interface Seen {
  answer: BookingsPage | undefined;
  view: string;
  /** The order on screen while held: the rows there were, then the ones that came since. */
  order: number[];
  /** Every row seen for this view, so one the server no longer lists can stay until released. */
  rows: Map<number, DashboardBooking>;
  news: number;
  seq: number;
}

const idsOf = (rows: DashboardBooking[]) => rows.map((row) => row.ID);

/**
 * The "To call" view's life: a quiet refresh every 30 s (the waiting times move on with it), new
 * requests announced politely ("2 new requests"), and rows that never move under the pointer or
 * behind an open dialog: held, the rows on screen keep their places (a new one joins at the end) and
 * they settle into the server's order once nothing holds them.
 * @returns the rows to show (null outside the view) and the instant the waiting times count to
 */
export function useCallQueue({ active, page, answer, pageView, refresh, hold, announce }: Options) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    // Counted from when the view opens, then moved on at each refresh.
    const started = window.setTimeout(() => setNow(Date.now()));
    const timer = window.setInterval(() => {
      setNow(Date.now());
      refresh();
    }, REFRESH_MS);
    return () => {
      window.clearTimeout(started);
      window.clearInterval(timer);
    };
  }, [active, refresh]);

  const [seen, setSeen] = useState<Seen>({ answer: undefined, view: '', order: [], rows: new Map(), news: 0, seq: 0 });
  // Adjusted while rendering (React's pattern for state that follows a prop), so a held row never
  // shows a frame out of place.
  if (active && answer && answer !== seen.answer) {
    const refreshed = seen.answer !== undefined && pageView === seen.view;
    const before = new Set(seen.answer ? idsOf(seen.answer.data) : []);
    const news = refreshed ? answer.data.filter((row) => !before.has(row.ID)).length : 0;
    const fresh = idsOf(answer.data);
    const order = hold && refreshed ? [...seen.order, ...fresh.filter((id) => !seen.order.includes(id))] : fresh;
    const rows = new Map(refreshed ? seen.rows : []);
    for (const row of answer.data) rows.set(row.ID, row);
    setSeen({ answer, view: pageView, order, rows, news, seq: news ? seen.seq + 1 : seen.seq });
  } else if (active && answer && !hold && seen.order.join() !== idsOf(answer.data).join()) {
    setSeen({ ...seen, order: idsOf(answer.data) });
  }

  useEffect(() => {
    if (seen.news > 0) announce(staffMessages.newRequests(seen.news));
  }, [seen.seq, seen.news, announce]);

  let rows: DashboardBooking[] | null = null;
  if (active && page && hold) {
    const current = new Map(page.data.map((row) => [row.ID, row]));
    rows = seen.order.flatMap((id) => current.get(id) ?? seen.rows.get(id) ?? []);
  }
  return { rows, now };
}
