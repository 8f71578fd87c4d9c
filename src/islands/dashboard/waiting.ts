import { zonedNow } from '../../lib/dates';
import { staffMessages } from '../../messages/staff';
import type { DashboardBooking } from '../../api/types';

/** The call-centre promise: a phone booking is called back within 5 minutes. */
export const OVERDUE_MINUTES = 5;

const wallMs = (date: string, minutes: number): number => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) + minutes * 60_000;
};

/**
 * The instant of a wall-clock `yyyy-mm-dd HH:mm[:ss]` in `timeZone` (the server writes its times in
 * the configured zone), or null when the text is not one. Two rounds settle a daylight-saving edge.
 */
export function zonedToInstant(text: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, sec] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(sec) ? 0 : sec);
  let instant = asUtc;
  for (let round = 0; round < 2; round++) {
    const minute = Math.floor(instant / 60_000) * 60_000;
    const wall = zonedNow(timeZone, minute);
    instant = asUtc - (wallMs(wall.date, wall.minutes) - minute);
  }
  return instant;
}

/** Milliseconds a booking has waited for its call-back at `now`, or null without a usable time. */
export function waitingMs(row: DashboardBooking, timeZone: string, now: number): number | null {
  const since = zonedToInstant(row.RequestedDateTime || row.TransactionDateTime, timeZone);
  return since === null ? null : Math.max(0, now - since);
}

/** "just now", "4 min ago", "2 h ago", "3 days ago" (whole units, rounded down). */
export function waitingText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return staffMessages.waitingJustNow;
  if (minutes < 60) return staffMessages.waitingMinutes(minutes);
  if (minutes < 24 * 60) return staffMessages.waitingHours(Math.floor(minutes / 60));
  return staffMessages.waitingDays(Math.floor(minutes / (24 * 60)));
}

/** A phone booking past the 5-minute promise (enquiries ask for a time of their own). */
export const isOverdue = (row: DashboardBooking, ms: number): boolean =>
  row.Type === 'BOOKING' && ms > OVERDUE_MINUTES * 60_000;
