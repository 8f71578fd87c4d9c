import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { isRecord } from '../../lib/isRecord';
import { parseView, sameView, searchText, viewToSearch, type DashboardView } from './dashboardView';

/**
 * Changes the view (to `next`, or to what `next` makes of the current view, which lets a caller
 * keep a stable callback); `replace` rewrites the current history entry instead of adding one.
 */
export type SetView = (
  next: DashboardView | ((current: DashboardView) => DashboardView),
  options?: { replace?: boolean },
) => void;

/** Where the history entry keeps the search text: never in the URL (emails, phone numbers). */
const Q_STATE = 'chwDashboardQ';

const writeUrl = (view: DashboardView, replace: boolean) => {
  const url = `${window.location.pathname}${viewToSearch(view)}${window.location.hash}`;
  const current: unknown = window.history.state;
  const state = { ...(isRecord(current) ? current : {}), [Q_STATE]: view.q };
  if (replace) window.history.replaceState(state, '', url);
  else window.history.pushState(state, '', url);
};

/** The view of the address and of a history entry's state (its search text). */
const readView = (state: unknown): DashboardView => {
  const view = parseView(window.location.search);
  const saved = isRecord(state) ? state[Q_STATE] : undefined;
  // A link that still carries q (an old bookmark) wins; the normalising write then moves it to the state.
  return view.q || typeof saved !== 'string' ? view : { ...view, q: searchText(saved).trim() };
};

/**
 * The dashboard view held in the URL query (the search text in the history entry's state, out of
 * the address and the browser's history): read on load and on back/forward,
 * written with pushState (a new history entry per change, once the change is painted) so a reload or a
 * shared link shows the same view and the back button steps through changes.
 */
export function useDashboardView(): [DashboardView, SetView] {
  const [view, setView] = useState<DashboardView>(() => readView(window.history.state));
  const current = useRef(view);

  useEffect(() => {
    // Normalise a hand-made or outdated query without adding a history entry.
    const saved: unknown = window.history.state;
    if (
      viewToSearch(current.current) !== window.location.search ||
      !isRecord(saved) ||
      saved[Q_STATE] !== current.current.q
    )
      writeUrl(current.current, true);
    const onPop = (event: PopStateEvent) => {
      current.current = readView(event.state);
      setView(current.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const update = useCallback<SetView>((next, options) => {
    const value = typeof next === 'function' ? next(current.current) : next;
    if (sameView(current.current, value)) return;
    current.current = value;
    setView(value);
    // After the next paint: pushState takes a phone several ms, and the frame that shows the change
    // (the sort arrow, the loading veil) need not wait for it (INP of sorting the table).
    afterNextPaint(() => writeUrl(value, options?.replace ?? false));
  }, []);

  return [view, update];
}
