import { pad, parseYmd } from './dates';

/**
 * Calendar dates as the browser's local `Date` objects, built at local midnight: only the calendar
 * widget needs them (it loads when first opened, so these stay out of the pages' first load).
 */

/** `yyyy-mm-dd` of a local Date. */
export function toYmd(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local-midnight Date for `yyyy-mm-dd` (for the calendar), or undefined. */
export function ymdToDate(text: string): Date | undefined {
  const parts = parseYmd(text);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2]) : undefined;
}
