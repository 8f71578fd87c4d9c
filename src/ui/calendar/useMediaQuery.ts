import { useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches; re-renders when it starts or stops matching
 * (resize, rotation). Change events are delivered with rendering, so a page in
 * the background gets them late: a change of `recheck` (e.g. the calendar
 * opening) reads the query again.
 */
export function useMediaQuery(query: string, recheck?: unknown): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, recheck]);
  return matches;
}
