// @ts-check
/**
 * The server's clock. `NOW` (an ISO 8601 instant with an offset, e.g.
 * `2026-12-01T23:30:00+10:00`) starts it at that instant and it runs on from
 * there, so tests and demos can pin "today" without touching the machine's
 * clock. Without a start it is the real clock. Tests move it with `set`/`advance`
 * (a hold that lapses, a session that idles out).
 */

/**
 * @typedef {{
 *   now: () => number,
 *   date: () => Date,
 *   set: (start: string | number) => void,
 *   advance: (ms: number) => void,
 * }} Clock
 */

/**
 * Parses a `NOW` value. An instant must say its offset (`Z` or `+10:00`):
 * a bare local time would depend on the host's zone, which is what `NOW` exists to avoid.
 * @param {string} text
 * @returns {number} epoch milliseconds
 */
export function parseInstant(text) {
  const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  const ms = ok ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new Error(`NOW must be an ISO 8601 instant with an offset, e.g. 2026-12-01T23:30:00+10:00 (got "${text}").`);
  }
  return ms;
}

/**
 * @param {string | number | undefined} [start] an ISO instant or epoch ms; undefined = the real clock
 * @returns {Clock}
 */
export function createClock(start) {
  let offset = 0;
  const set = (/** @type {string | number} */ at) => {
    offset = (typeof at === 'number' ? at : parseInstant(at)) - Date.now();
  };
  if (start !== undefined && start !== '') set(start);
  const now = () => Date.now() + offset;
  return {
    now,
    date: () => new Date(now()),
    set,
    advance: (ms) => {
      offset += ms;
    },
  };
}
