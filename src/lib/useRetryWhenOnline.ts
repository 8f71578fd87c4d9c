import { useEffect, useState } from 'react';
import { useLatest } from './useLatest';

/**
 * While a step's call has failed, waits for the browser to come back online (the `online`
 * event) and runs `retry` by itself. Returns true once it has, so the step can say so.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): boolean {
  const [retried, setRetried] = useState(false);
  // The latest closure, read when the event comes: the failure, not the closure, decides.
  const latest = useLatest(retry);
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => {
      setRetried(true);
      latest.current();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed, latest]);
  return retried;
}
