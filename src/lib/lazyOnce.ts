/**
 * The name of the error a loader rejects with when a code file (a chunk of the bundle) did not
 * arrive, even on a second try: a network drop, or a new release replaced the files while the page
 * was open. Not an API failure: src/api/client.ts toApiError gives it the kind 'chunk', whose words
 * say a reload fixes it.
 */
export const CHUNK_FAILED = 'ChunkLoadError';

/**
 * The one loader of every dynamic `import()` (calendar, sanitiser, phone field, the search's code,
 * the islands, the runtime, Stripe.js's loader): runs `load` once and shares its promise with every
 * caller. A failed load is tried once more after `retryMs` (long enough for a dropped connection to
 * come back); if that fails too the promise rejects with a CHUNK_FAILED error and is forgotten, so
 * the next call (the renter's next click) tries again. In the first chunk ('client'): the entry
 * loads the runtime through it.
 */
export function lazyOnce<T>(load: () => Promise<T>, retryMs = 600): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, retryMs)).then(load))
      .catch((error: unknown) => {
        pending = undefined;
        throw Object.assign(new Error(String(error), { cause: error }), { name: CHUNK_FAILED });
      }));
}

/**
 * An optional part (attribution, the help line beside a reload message): its loader, whose failure
 * resolves to `fallback` instead of stopping the step that wanted it.
 */
export function optional<T>(load: () => Promise<T>, fallback: T): () => Promise<T> {
  const once = lazyOnce(load);
  return () => once().catch(() => fallback);
}
