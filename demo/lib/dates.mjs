// @ts-check
/**
 * Date helpers. The server works in its own local time zone (the demo runs the
 * browser and the server on one machine); wire dates are `yyyy-mm-dd`, times
 * `HH:mm`, date-times `yyyy-mm-dd HH:mm:ss`.
 */
import { badRequest } from './http.mjs';

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** @param {Date} d */
export const ymd = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** @param {Date} d */
export const hm = (d) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** @param {Date} d */
export const dateTime = (d) => `${ymd(d)} ${hm(d)}:${pad(d.getSeconds())}`;

/** Today's date at 00:00 local. */
export function startOfToday(now = new Date()) {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** @param {Date} d @param {number} days */
export function addDays(d, days) {
  const r = new Date(d);
  r.setDate(r.getDate() + days);
  return r;
}

/**
 * Parses a strict `yyyy-mm-dd` into a local Date, or null when malformed or not a real date.
 * @param {unknown} text
 */
export function parseYmd(text) {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
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
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(minutes / 60), minutes % 60);

/** Age in whole years on `on`. @param {Date} birth @param {Date} on */
export function ageOn(birth, on) {
  let age = on.getFullYear() - birth.getFullYear();
  const m = on.getMonth() - birth.getMonth();
  if (m < 0 || (m === 0 && on.getDate() < birth.getDate())) age -= 1;
  return age;
}

/** Days of a rental: the span rounded up to whole 24 h periods, at least 1. @param {Date} from @param {Date} to */
export function rentalDays(from, to) {
  const ms = to.getTime() - from.getTime();
  return Math.max(1, Math.ceil(ms / 86_400_000 - 1e-9));
}
