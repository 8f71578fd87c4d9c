import { useEffect, useState } from 'react';
import { useLatest } from './useLatest';

/** The outcome of the latest request a component made (docs/conventions.md "One HTTP client"). */
export interface RequestState<T> {
  /** The latest successful answer, kept while the next request runs; undefined until one came. */
  data: T | undefined;
  /** True when the latest answered request failed (its error is in `error`). */
  failed: boolean;
  /** What the latest failed request threw. */
  error: unknown;
  /** True while the request for the current key has not answered. */
  loading: boolean;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  failed: boolean;
  error: unknown;
}

/**
 * Runs `load` whenever `key` changes (null: no request), with an AbortSignal to pass to the
 * API call. A new key or unmounting aborts the request before, so a late answer to an older
 * request never lands (the one place that replaces every hand-rolled `let live = true`).
 * The key names everything the request depends on, as in `useSWR(key, fetcher)`.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  // The latest closure, read when the key changes: the key, not the closure's identity, decides.
  const latest = useLatest(load);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    latest.current(signal).then(
      (data) => {
        if (!signal.aborted) setSettled({ key, data, failed: false, error: undefined });
      },
      (error: unknown) => {
        if (!signal.aborted) setSettled((before) => ({ key, data: before?.data, failed: true, error }));
      },
    );
    return () => controller.abort();
  }, [key, latest]);
  return {
    data: settled?.data,
    failed: settled?.failed ?? false,
    error: settled?.error,
    loading: key !== null && settled?.key !== key,
  };
}
