import { parseYmd, timeToMinutes } from './dates';

/**
 * Rental day count: the pickup-to-return span in days, rounded up (spec §9),
 * at least 1. Computed on calendar text, so no time-zone drift.
 */
export function dayCount(pickupDate: string, pickupTime: string, returnDate: string, returnTime: string): number {
  const a = parseYmd(pickupDate);
  const b = parseYmd(returnDate);
  if (!a || !b) return 0;
  const dayDiff = (Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86_400_000;
  const minuteDiff = (timeToMinutes(returnTime) || 0) - (timeToMinutes(pickupTime) || 0);
  const spanMinutes = dayDiff * 1440 + minuteDiff;
  return Math.max(1, Math.ceil(spanMinutes / 1440));
}
