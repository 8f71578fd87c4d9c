// @ts-check
/**
 * Date helpers. Wire dates are `yyyy-mm-dd`, times `HH:mm`, date-times
 * `yyyy-mm-dd HH:mm:ss`, all in the wall-clock time of a branch. Inside the
 * server a wall-clock date-time is a `Date` whose UTC fields hold it ("naive"),
 * so no result depends on the host's zone; `wallClock()` turns an instant into
 * the wall-clock time of a zone (the branch's, or the configured one).
 */
import { badRequest } from './http.mjs';
import { zoneFormat } from '../../src/lib/zoneClock.mjs';

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** @param {Date} d */
export const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** @param {Date} d */
export const hm = (d) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
/** @param {Date} d */
export const dateTime = (d) => `${ymd(d)} ${hm(d)}:${pad(d.getUTCSeconds())}`;

/** The zone used where no branch is involved (dashboard filters, exports). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/**
 * The wall-clock time in `zone` at an instant, as a naive Date (UTC fields = wall clock).
 * @param {number} instant epoch ms @param {string} [zone]
 */
export function wallClock(instant, zone = DEFAULT_TIME_ZONE) {
  /** @type {Record<string, string>} */
  const p = Object.fromEntries(
    zoneFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // Offsets are whole minutes: the wall clock's seconds are the instant's.
  const second = new Date(instant).getUTCSeconds();
  return new Date(
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), second),
  );
}

/** Midnight of a naive date-time's day. @param {Date} d */
export const startOfDay = (d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Today in `zone` at 00:00 (naive). @param {number} instant epoch ms @param {string} [zone] */
export const startOfToday = (instant, zone) => startOfDay(wallClock(instant, zone));

/** @param {Date} d @param {number} days */
export function addDays(d, days) {
  const r = new Date(d);
  r.setUTCDate(r.getUTCDate() + days);
  return r;
}

/**
 * Parses a strict `yyyy-mm-dd` into a naive Date, or null when malformed or not a real date.
 * @param {unknown} text
 */
export function parseYmd(text) {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/** @param {unknown} text @returns {number | null} minutes after midnight */
export function parseHm(text) {
  if (typeof text !== 'string') return null;
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** @param {number} minutes */
export const minutesToHm = (minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Reads a required date field of a body.
 * @param {Record<string, unknown>} body @param {string} key @param {string} label
 */
export function dateField(body, key, label) {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw badRequest(`${label} is required.`);
  const d = parseYmd(value);
  if (!d) throw badRequest(`${label} must be a real date in the form yyyy-mm-dd.`);
  return { date: d, text: /** @type {string} */ (value) };
}

/**
 * Reads a required time field of a body.
 * @param {Record<string, unknown>} body @param {string} key @param {string} label
 */
export function timeField(body, key, label) {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw badRequest(`${label} is required.`);
  const m = parseHm(value);
  if (m === null) throw badRequest(`${label} must be a time in the form HH:mm (24 hour).`);
  return { minutes: m, text: /** @type {string} */ (value) };
}

/** @param {Date} date @param {number} minutes */
export const atMinutes = (date, minutes) =>
  new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), Math.floor(minutes / 60), minutes % 60),
  );

/** Minutes after midnight of a naive date-time. @param {Date} d */
export const minutesOfDay = (d) => d.getUTCHours() * 60 + d.getUTCMinutes();

/** Parses a wire date-time `yyyy-mm-dd HH:mm[:ss]` into a naive Date. @param {string} text */
export const parseDateTime = (text) => new Date(`${text.replace(' ', 'T')}Z`);

/** Age in whole years on `on` (both naive). @param {Date} birth @param {Date} on */
export function ageOn(birth, on) {
  let age = on.getUTCFullYear() - birth.getUTCFullYear();
  const m = on.getUTCMonth() - birth.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < birth.getUTCDate())) age -= 1;
  return age;
}

/** Days of a rental: the span rounded up to whole 24 h periods, at least 1. @param {Date} from @param {Date} to */
export function rentalDays(from, to) {
  const ms = to.getTime() - from.getTime();
  return Math.max(1, Math.ceil(ms / 86_400_000 - 1e-9));
}
