import { useEffect } from 'react';

/**
 * A step restored from the back-forward cache (Back after the next page, as phones do) shows what
 * was on screen when the renter left it: a card form "Processing…", a car list since emptied.
 * It is reloaded instead, so it is built from what is true now (the reference once paid, the
 * search page once the flow is over).
 */
export function useReloadWhenRestored(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
