// @ts-check
/**
 * iCalendar (RFC 5545) files: a booking's pickup and return as two events, times in UTC (`…Z`) so
 * every calendar shows them in its own zone at the right instant; the branch's address as LOCATION.
 * Every file of a booking keeps its events' UIDs and carries the booking's SEQUENCE, raised by each
 * change and by the cancellation, whose file (METHOD:CANCEL, STATUS:CANCELLED) takes the events out
 * of the calendar they were added to (RFC 5546: the same UID with a higher SEQUENCE wins).
 */

/** @typedef {{ uid: string, start: number, end: number, summary: string, location: string, description: string, url?: string }} IcsEvent */
/** @typedef {{ name: string, address: string }} IcsOrganizer the company, as its emails' From */

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
/** An instant as an iCalendar UTC date-time. @param {number} ms */
export const icsDate = (ms) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
};
/** Escapes a TEXT value. @param {string} text */
const escapeText = (text) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space). @param {string} line */
function fold(line) {
  const out = [];
  let rest = Buffer.from(line, 'utf8');
  let limit = 75;
  while (rest.length > limit) {
    let cut = limit;
    // never split a UTF-8 sequence
    while (cut > 0 && (rest[cut] & 0xc0) === 0x80) cut--;
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    limit = 74;
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n ');
}

/** A quoted parameter value (RFC 5545 §3.2: no double quotes or control characters inside). @param {string} text */
const paramText = (text) => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

/**
 * @param {{ events: IcsEvent[], stamp: number, sequence?: number, cancel?: boolean, organizer?: IcsOrganizer }} input
 *   `sequence`: the booking's (0 as sold); `cancel`: the file that cancels the events
 * @returns {string}
 */
export function buildIcs({ events, stamp, sequence = 0, cancel = false, organizer }) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Car Hire Widgets//Manage my booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancel ? 'CANCEL' : 'PUBLISH'}`,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `SEQUENCE:${sequence}`,
      `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
      `DTSTAMP:${icsDate(stamp)}`,
      ...(organizer ? [`ORGANIZER;CN=${paramText(organizer.name)}:mailto:${organizer.address}`] : []),
      `DTSTART:${icsDate(e.start)}`,
      `DTEND:${icsDate(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `LOCATION:${escapeText(e.location)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
