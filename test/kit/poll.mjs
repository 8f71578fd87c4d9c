// @ts-check
/**
 * Polls `read` every 50 ms (for 10 s unless told) until it returns something truthy; throws
 * "Timed out waiting for <what>" after that. For conditions no page event announces.
 * @param {() => unknown} read
 * @param {{ timeout?: number, what?: string }} [options]
 */
export async function poll(read, { timeout = 10_000, what = 'condition' } = {}) {
  const start = Date.now();
  for (;;) {
    if (await read()) return;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
