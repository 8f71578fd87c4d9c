/**
 * Calendar dates as plain text (`yyyy-mm-dd`), so nothing drifts with the time
 * zone: a date is never turned into a UTC instant. Local `Date` objects are
 * only built at local midnight (for the calendar widget). "Today" and "now"
 * are always read in a named IANA zone (the pickup branch's, or the configured
 * one), never the browser's: a renter in Los Angeles booking Brisbane sees
 * Brisbane's today.
 */

import { zoneFormat } from './zoneClock.mjs';

/** `5` → `05`. */
export const pad = (n: number): string => String(n).padStart(2, '0');

/** True when `timeZone` is an IANA zone this browser knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at an instant: its `yyyy-mm-dd` and minutes after midnight. */
export function zonedNow(timeZone: string, now: number = Date.now()): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Today's `yyyy-mm-dd` in `timeZone` (the pickup branch's, or the configured zone). */
export function todayYmd(timeZone: string, now: number = Date.now()): string {
  return zonedNow(timeZone, now).date;
}

/** Parses `yyyy-mm-dd` into `[year, month, day]` when it is a real calendar date. */
export function parseYmd(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(y, m, d) ? [y, m, d] : null;
}

/** True when day `d` exists in month `m` (1-12) of year `y`. */
export function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

/** Number of days in month `m` (1-12). */
export function daysInMonth(y: number, m: number): number {
  return new Date(y, m, 0).getDate();
}

/** `yyyy-mm-dd` → `dd/mm/yyyy`; '' when not a date. */
export function ymdToDisplay(text: string): string {
  const parts = parseYmd(text);
  return parts ? `${pad(parts[2])}/${pad(parts[1])}/${parts[0]}` : '';
}

/** `yyyy-mm-dd` → `dd/mm/yy` (the date picker fields, spec §9). */
export function ymdToShortDisplay(text: string): string {
  const parts = parseYmd(text);
  return parts ? `${pad(parts[2])}/${pad(parts[1])}/${String(parts[0]).slice(-2)}` : '';
}

/** `dd/mm/yyyy` → `yyyy-mm-dd`; '' when the text is not a real date in that format. */
export function displayToYmd(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return '';
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : '';
}

/** Adds whole calendar days to `yyyy-mm-dd` (month and year roll over). */
export function addDays(text: string, days: number): string {
  const parts = parseYmd(text);
  if (!parts) return '';
  // Date.UTC arithmetic: no daylight-saving hour can move the day.
  const ms = Date.UTC(parts[0], parts[1] - 1, parts[2]) + days * 86_400_000;
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Minutes since midnight of `HH:mm`; NaN when malformed. */
export function timeToMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** `HH:mm` → `9:30 AM`. */
export function formatTime12(time: string): string {
  const minutes = timeToMinutes(time);
  if (Number.isNaN(minutes)) return time;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${suffix}`;
}
