/**
 * The instant every suite's clocks start at, unless a test moves them: the demo API tests, the e2e
 * and visual suites (server and pages) and the WordPress suites. Tuesday 1 December 2026, 7:00 am
 * in Brisbane (8:00 in Sydney and Melbourne), before any branch's 10:00 slot. One value, so a slot
 * or a date asserted in one suite means the same in every other.
 */
export const TEST_NOW = '2026-12-01T07:00:00+10:00';

/** The zone of the branches the suites book at (Brisbane: no daylight saving). */
export const ZONE = 'Australia/Brisbane';

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');

/**
 * The day `days` after the pinned instant's day in `zone`, as yyyy-mm-dd: the one day helper of
 * every suite.
 * @param {number} days
 * @param {{ at?: string | number, zone?: string }} [options] the instant (default TEST_NOW) and the zone
 */
export function ymdPlus(days, { at = TEST_NOW, zone = ZONE } = {}) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
