// @ts-check
/**
 * The booking steps' ways of writing a date, money and the daily rate (spec §2), which Manage my
 * booking and the reference server's emails write the same way (through bookingWords.mjs). A
 * module of its own so the home page, which shows none of them, does not load it (its budget,
 * docs/conventions.md: the bundle splits by module). Plain ES module with JSDoc types: Node (demo/) imports it too.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `5` → `05`. @param {number} n */
const pad2 = (n) => String(n).padStart(2, '0');

/**
 * A wall-clock date and time as the booking steps write them (spec §2, Booking Details):
 * `2026-01-05`, `09:30` → `Mon, 05 Jan - 09:30 AM`. '' for a date that does not exist; no time
 * part for a time that is not `HH:MM`.
 * @param {string} dateText yyyy-mm-dd @param {string} time HH:MM
 */
export function formatPickupLong(dateText, time) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText);
  if (!match) return '';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return '';
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  let text = `${WEEKDAYS[day.getUTCDay()]}, ${pad2(d)} ${MONTHS[m - 1]}`;
  if (clock) {
    const h = Number(clock[1]);
    text += ` - ${pad2(h % 12 === 0 ? 12 : h % 12)}:${clock[2]} ${h < 12 ? 'AM' : 'PM'}`;
  }
  return text;
}

/**
 * The daily-rate line of the cost breakdown (spec §2): "$59.30 per day × 3 days".
 * @param {string} price @param {number} days
 */
export const dailyRate = (price, days) => `${price} per day × ${days === 1 ? '1 day' : `${days} days`}`;

const moneyFormat = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `1234.5` → `$1,234.50`; negatives `-$12.00` (spec §2 Cost Breakdown). Rounded to whole cents
 * first, so -0.004 is `$0.00`, never `-$0.00`; anything not a number is `$0.00`.
 * @param {number} amount
 */
export function formatMoney(amount) {
  if (!Number.isFinite(amount)) return '$0.00';
  const cents = Math.round(Math.abs(amount) * 100);
  const text = `$${moneyFormat.format(cents / 100)}`;
  return amount < 0 && cents > 0 ? `-${text}` : text;
}
