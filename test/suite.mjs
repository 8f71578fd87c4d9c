/**
 * What a suite starts once for its tests (a server, a browser): started by a `before` hook and
 * closed by an `after` hook of the file, or of the `describe` that calls it, so a suite writes one
 * line instead of the two hooks and a `let`.
 */
import { after, before } from 'node:test';

/**
 * Registers the hooks and returns a stand-in for what `start` resolves to: every property is read
 * from the started value (reading one before `before` has run throws).
 * @template {{ close(): Promise<unknown> }} T
 * @param {() => Promise<T>} start
 * @returns {T}
 */
export function startedForSuite(start) {
  /** @type {T | undefined} */
  let started;
  before(async () => {
    started = await start();
  });
  after(async () => {
    await started?.close();
  });
  return /** @type {T} */ (
    new Proxy(
      {},
      {
        get(_target, key) {
          if (!started) throw new Error(`${String(key)} read before the suite's before() started it`);
          return started[/** @type {keyof T} */ (key)];
        },
      },
    )
  );
}
