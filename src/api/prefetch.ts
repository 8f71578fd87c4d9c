/**
 * Requests an island starts before its component has rendered (issue 17): the entry starts
 * them next to the island's chunk (see `prefetch` in src/islands/registry.ts), and the component
 * takes the answer instead of asking again. Each is taken once; a later caller asks afresh.
 *
 * ```ts
 * prefetch('countries', getCountries);          // in src/islands/<name>/prefetch.ts
 * takePrefetched('countries', getCountries);    // in the component's data hook
 * ```
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `request` now unless it is already under way; its failure waits for the taker. */
export function prefetch<T>(key: string, request: () => Promise<T>): void {
  if (started.has(key)) return;
  const pending = request();
  // Not taken yet: no unhandled rejection; the taker still sees the failure.
  pending.catch(() => undefined);
  started.set(key, pending);
}

/** The prefetched answer for `key` (once), or a fresh `request()`. */
export function takePrefetched<T>(key: string, request: () => Promise<T>): Promise<T> {
  const pending = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return pending ?? request();
}
