/**
 * A loader that runs `load` once and shares its promise with every caller; a failed load
 * (offline, a deploy replaced the chunk) is forgotten, so the next call tries again.
 * The one shape of every retryable dynamic `import()` (calendar, sanitiser, phone field).
 */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
