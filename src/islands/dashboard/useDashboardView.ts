import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { parseView, sameView, viewToSearch, type DashboardView } from './dashboardView';

/**
 * Changes the view (to `next`, or to what `next` makes of the current view, which lets a caller
 * keep a stable callback); `replace` rewrites the current history entry instead of adding one.
 */
export type SetView = (
  next: DashboardView | ((current: DashboardView) => DashboardView),
  options?: { replace?: boolean },
) => void;

const writeUrl = (view: DashboardView, replace: boolean) => {
  const url = `${window.location.pathname}${viewToSearch(view)}${window.location.hash}`;
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
};

/**
 * The dashboard view held in the URL query: read on load and on back/forward,
 * written with pushState (a new history entry per change, once the change is painted) so a reload or a
 * shared link shows the same view and the back button steps through changes.
 */
export function useDashboardView(): [DashboardView, SetView] {
  const [view, setView] = useState<DashboardView>(() => parseView(window.location.search));
  const current = useRef(view);

  useEffect(() => {
    // Normalise a hand-made or outdated query without adding a history entry.
    if (viewToSearch(current.current) !== window.location.search) writeUrl(current.current, true);
    const onPop = () => {
      current.current = parseView(window.location.search);
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
