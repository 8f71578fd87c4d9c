import { useCallback, useEffect, useState } from 'react';
import { parseView, sameView, viewToSearch, type DashboardView } from './dashboardView';

/**
 * The dashboard view held in the URL query: read on load and on back/forward,
 * written with pushState (a new history entry per change) so a reload or a
 * shared link shows the same view and the back button steps through changes.
 */
export function useDashboardView(): [DashboardView, (next: DashboardView) => void] {
  const [view, setView] = useState<DashboardView>(() => parseView(window.location.search));

  useEffect(() => {
    // Normalise a hand-made or outdated query without adding a history entry.
    const canonical = viewToSearch(view);
    if (canonical !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${canonical}${window.location.hash}`);
    }
    const onPop = () => setView(parseView(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Only on mount: later changes write the URL in `update`.
  }, []);

  const update = useCallback((next: DashboardView) => {
    setView((current) => {
      if (sameView(current, next)) return current;
      window.history.pushState(window.history.state, '', `${window.location.pathname}${viewToSearch(next)}${window.location.hash}`);
      return next;
    });
  }, []);

  return [view, update];
}
