/**
 * A promise and the functions that settle it, to hold a request or a step until the test lets it go
 * (docs/testing.md "Timing"; test/unit/setup.ts has the same for the unit tests).
 *
 *   const gate = deferred();
 *   await page.route('**\/api/v1/search', async (route) => { await gate.promise; await route.continue(); });
 *   …
 *   gate.resolve();
 * @template [T=void]
 * @returns {{ promise: Promise<T>, resolve: (value: T) => void, reject: (reason: unknown) => void }}
 */
export function deferred() {
  /** @type {(value: T) => void} */
  let resolve;
  /** @type {(reason: unknown) => void} */
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
