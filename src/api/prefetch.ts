/**
 * Requests an island starts before its component has rendered, so a slow phone waits on the network once: the entry starts
 * them next to the island's chunk (see `prefetch` in src/islands/registry.ts), and the component
 * takes the answer instead of asking again. Each is taken once; a later caller asks afresh.
 *
 * ```ts
 * prefetch('countries', getCountries);                    // in src/islands/<name>/prefetch.ts
 * takePrefetched('countries', getCountries, signal);      // in the component's data hook
 * ```
 *
 * A request is abortable like any other: the taker's signal aborts the prefetched request too
 * (e.g. the component unmounted before the answer came).
 */
interface Started {
  pending: Promise<unknown>;
  controller: AbortController;
}

const started = new Map<string, Started>();

/** Starts `request` now unless it is already under way; its failure waits for the taker. */
export function prefetch<T>(key: string, request: (signal: AbortSignal) => Promise<T>): void {
  if (started.has(key)) return;
  const controller = new AbortController();
  const pending = request(controller.signal);
  // Not taken yet: no unhandled rejection; the taker still sees the failure.
  pending.catch(() => undefined);
  started.set(key, { pending, controller });
}

/** The prefetched answer for `key` (once), or a fresh `request(signal)`; `signal` aborts either. */
export function takePrefetched<T>(
  key: string,
  request: (signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const taken = started.get(key);
  started.delete(key);
  if (!taken) return request(signal);
  if (signal?.aborted) taken.controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => taken.controller.abort(signal.reason), { once: true });
  return taken.pending as Promise<T>;
}
