import { pad, parseYmd, timeToMinutes } from './dates';

/** Dates written out in words for the booking details panels (not needed on the home page). */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-01-05`, `09:30` → `Mon, 05 Jan - 09:30 AM` (subscription Booking Details). */
export function formatPickupLong(dateText: string, time: string): string {
  const parts = parseYmd(dateText);
  if (!parts) return '';
  const weekday = WEEKDAYS[new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).getUTCDay()];
  const minutes = timeToMinutes(time);
  let clock = '';
  if (!Number.isNaN(minutes)) {
    const h = Math.floor(minutes / 60);
    clock = ` - ${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`;
  }
  return `${weekday}, ${pad(parts[2])} ${MONTHS[parts[1] - 1]}${clock}`;
}
