import { useCallback, useEffect, useRef, useState } from 'react';
import { parseView, sameView, viewToSearch, type DashboardView } from './dashboardView';

/** Changes the view; `replace` rewrites the current history entry instead of adding one. */
export type SetView = (next: DashboardView, options?: { replace?: boolean }) => void;

const writeUrl = (view: DashboardView, replace: boolean) => {
  const url = `${window.location.pathname}${viewToSearch(view)}${window.location.hash}`;
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
};

/**
 * The dashboard view held in the URL query: read on load and on back/forward,
 * written with pushState (a new history entry per change) so a reload or a
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
    if (sameView(current.current, next)) return;
    current.current = next;
    writeUrl(next, options?.replace ?? false);
    setView(next);
  }, []);

  return [view, update];
}
