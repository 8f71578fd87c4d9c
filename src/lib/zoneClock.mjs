// @ts-check
/**
 * A zone's wall clock, read the one way for every page (src/lib/dates.ts), Manage my booking
 * (bookingWords.mjs) and the reference server (demo/lib/dates.mjs). A module of its own, since the
 * home page loads it and nothing more of the booking's words (its budget, docs/conventions.md: the
 * bundle splits by module). Plain ES module with JSDoc types: Node (demo/) imports it too.
 */

/** @type {Map<string, Intl.DateTimeFormat>} */
const zoneFormats = new Map();

/**
 * The formatter of an IANA zone's wall clock (cached): its `formatToParts` gives `year`, `month`,
 * `day`, `hour` (00–23) and `minute` as two-digit text. Minutes only: every zone's offset is whole
 * minutes, so its seconds are UTC's. Throws a RangeError for a zone the engine does not know.
 * @param {string} zone
 */
export function zoneFormat(zone) {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}
