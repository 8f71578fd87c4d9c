// @ts-check
/**
 * A booking in words, written once for the two places a renter reads it after the sale: Manage my
 * booking in the widget (src/islands/manage-booking/) and the reference server's emails
 * (demo/mail/emails.mjs). Dates as the booking steps write them ("Tue, 08 Dec - 10:00 AM", the
 * spec's Booking Details format) at the branch's wall clock with its zone named, money as every
 * price in the widget, the detail rows in their order, the extras line and the cancellation
 * sentences (docs/conventions.md, "The same words for the same fact").
 *
 * Plain ES module with JSDoc types, so Node (demo/, no TypeScript there) and the bundle import the
 * very same file and `tsc` checks it in tsconfig.json and tsconfig.demo.json. It imports only
 * zoneClock.mjs (a zone's clock) and stepWords.mjs (the steps' date, money and daily rate),
 * modules apart for the pages' budgets, and passes them on, so the server needs this one module. Its words are a catalogue
 * like src/messages/ (test/catalogues.mjs reads it with them).
 */

/**
 * What the words need of a booking: a structural part of the widget's `ManagedBooking`
 * (src/api/manage.ts) and the server's `BookingView` (demo/api/manage/view.mjs).
 * @typedef {{ name: string, address: string, time_zone: string, at: string, date: string, time: string }} WordsBranch
 * @typedef {{ type: string, name: string, total: number, quantity?: number }} WordsTotal
 * @typedef {object} WordsBooking
 * @property {string} reservation_no
 * @property {string} status 'C' confirmed, 'X' cancelled
 * @property {string} payment_type 'N' paid now, 'L' pay later
 * @property {WordsBranch} pickup
 * @property {WordsBranch} dropoff
 * @property {{ name: string, sub_name: string }} vehicle
 * @property {{ name: string } | null} liability
 * @property {{ name: string, qty: number, total: number }[]} extras
 * @property {{ first_name: string, last_name: string }} driver
 * @property {string} flight_no
 * @property {number} total
 * @property {number} paid
 * @property {number} preauthorised
 * @property {number} refunded
 * @property {{ free_until: string, late_fee: number | null, free_period?: 'open' | 'ended' | 'none' }} cancellation
 */

import { dailyRate, formatMoney, formatPickupLong } from './stepWords.mjs';
import { zoneFormat } from './zoneClock.mjs';

export { dailyRate, formatMoney, formatPickupLong, zoneFormat };

/** The words. Texts that take values are functions (docs/conventions.md, "Messages"). */
export const bookingWords = {
  manageReference: 'Reservation number',
  manageStatusConfirmed: 'Confirmed',
  manageStatusCancelled: 'Cancelled',
  managePickup: 'Pick-up',
  manageReturn: 'Return',
  manageCar: 'Car',
  manageCover: 'Cover',
  manageExtras: 'Extras',
  manageNoExtras: 'None',
  manageExtraLine: (/** @type {string} */ name, /** @type {number} */ qty, /** @type {string} */ total) =>
    `${name} × ${qty} (${total})`,
  manageDriver: 'Driver',
  manageFlight: 'Flight number',
  manageNoFlight: 'Not given',
  manageTotal: 'Total',
  managePayment: 'Payment',
  managePaid: (/** @type {string} */ amount) => `Paid: ${amount}`,
  managePreauthorised: (/** @type {string} */ amount) => `Pay at the counter. Preauthorised on your card: ${amount}`,
  manageRefunded: (/** @type {string} */ amount) => `Refunded: ${amount}`,
  manageTerms: 'Cancellation',
  manageZoneTime: (/** @type {string} */ zone) => `${zone} time`,
  manageWhenWhere: (/** @type {string} */ when, /** @type {string} */ zone, /** @type {string} */ place) =>
    `${when} (${zone}), ${place}`,
  manageFreeUntil: (/** @type {string} */ when, /** @type {string} */ zone) =>
    `Free cancellation until ${when} (${zone}).`,
  manageFreeEnded: (/** @type {string} */ when, /** @type {string} */ zone) =>
    `Free cancellation ended ${when} (${zone}).`,
  manageNoFreeCancellation: 'No free cancellation: this booking was made after the free cancellation period had ended.',
  manageFeeAfter: (/** @type {string} */ fee) => `After that, until pick-up, a cancellation fee of ${fee} applies.`,
  manageFeeNow: (/** @type {string} */ fee) => `Until pick-up, a cancellation fee of ${fee} applies.`,
  manageCallNow: 'To cancel, please call us.',
  manageNoCancelNow: 'The booking can no longer be cancelled online.',
  manageFeeAfterLater: 'After that, please call us to cancel.',
  manageNoCancelAfter: 'After that the booking can no longer be cancelled online.',
  manageCancelledTerms: 'This booking has been cancelled.',
  manageRefundDays: 'It may take 5 to 10 business days to appear.',
  manageCancelRefundFull: (/** @type {string} */ amount) => `We will refund ${amount} to your card.`,
  manageCancelRefundFee: (/** @type {string} */ amount, /** @type {string} */ paid, /** @type {string} */ fee) =>
    `We will refund ${amount} to your card: the ${paid} you paid less the cancellation fee of ${fee}.`,
  manageCancelRelease: 'The preauthorisation on your card will be released. Nothing will be charged.',
  manageRefundDone: (/** @type {string} */ amount) => `We have refunded ${amount} to your card.`,
  manageRefundDoneFee: (/** @type {string} */ amount, /** @type {string} */ fee) =>
    `We have refunded ${amount} to your card and kept the cancellation fee of ${fee}.`,
  manageReleaseDone: 'The preauthorisation on your card has been released. Nothing has been charged.',
  manageCancelClosed: (/** @type {number} */ hours) =>
    `Free cancellation ended ${hours} hours before pick-up. To cancel now, please call us.`,
  manageCancelNeverFree: (/** @type {number} */ hours) =>
    `This booking was made less than ${hours} hours before pick-up, so it has no free cancellation. To cancel it, please call us.`,
  manageTermsNever: (/** @type {string} */ fee) =>
    `This booking has no free cancellation. Changing it does not change that: ${fee ? `cancelling keeps the ${fee} late cancellation fee.` : 'to cancel it, please call us.'}`,
  manageTermsEnded: (/** @type {string} */ when, /** @type {string} */ fee) =>
    `Free cancellation ended ${when}. Changing your booking does not change that: ${fee ? `cancelling after it keeps the ${fee} late cancellation fee.` : 'to cancel after it, please call us.'}`,
  manageTermsEarlier: (/** @type {string} */ when, /** @type {number} */ hours) =>
    `With the new dates, free cancellation ends ${when}, ${hours} hours before the new pick-up.`,
  manageTermsLater: (/** @type {string} */ when) =>
    `Free cancellation still ends ${when}: a later pick-up does not move it.`,
};

/**
 * An instant at a zone's wall clock, in the steps' words: `Tue, 08 Dec - 10:00 AM`. The browser's
 * own zone plays no part.
 * @param {string | number} instant ISO 8601 or epoch ms @param {string} zone IANA
 */
export function wallText(instant, zone) {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return '';
  const p = Object.fromEntries(
    zoneFormat(zone)
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return formatPickupLong(`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`);
}

/** "Brisbane time" from Australia/Brisbane, "Los Angeles time" from America/Los_Angeles. @param {string} zone */
export const zoneLabel = (zone) => bookingWords.manageZoneTime((zone.split('/').pop() ?? zone).replace(/_/g, ' '));

/**
 * A moment at a zone's wall clock with its zone, as the manage page and its emails say one:
 * `Sun, 31 Jan - 10:00 AM (Brisbane time)`; '' for an instant that is not a date.
 * @param {string | number} instant @param {string} zone IANA
 */
export function wallTextZoned(instant, zone) {
  const text = wallText(instant, zone);
  return text && `${text} (${zoneLabel(zone)})`;
}

/**
 * A branch at its time, date first: "Tue, 08 Dec - 10:00 AM (Brisbane time), Brisbane Airport".
 * @param {WordsBranch} branch @param {boolean} [withAddress]
 */
export const branchText = (branch, withAddress = false) =>
  bookingWords.manageWhenWhere(
    formatPickupLong(branch.date, branch.time),
    zoneLabel(branch.time_zone),
    withAddress && branch.address ? `${branch.name}, ${branch.address}` : branch.name,
  );

/** "GPS × 1 ($30.00), Child seat × 2 ($40.00)", or "None". @param {WordsBooking['extras']} extras */
export const extrasLine = (extras) =>
  extras.length
    ? extras.map((e) => bookingWords.manageExtraLine(e.name, e.qty, formatMoney(e.total))).join(', ')
    : bookingWords.manageNoExtras;

/**
 * What was paid or is held, and refunded: "Paid: $177.90", "Pay at the counter. …"; a cancelled pay
 * later booking holds nothing: "released", never "Preauthorised on your card: $0.00".
 * @param {WordsBooking} b
 */
export function paymentText(b) {
  if (b.status === 'X' && b.payment_type === 'L') return bookingWords.manageReleaseDone;
  const parts = [
    b.payment_type === 'L'
      ? bookingWords.managePreauthorised(formatMoney(b.preauthorised))
      : // `paid` is net of refunds (the ledger's captured less refunded): the card paid both.
        bookingWords.managePaid(formatMoney(Math.round((b.paid + b.refunded) * 100) / 100)),
  ];
  if (b.refunded > 0) parts.push(bookingWords.manageRefunded(formatMoney(b.refunded)));
  return parts.join('. ');
}

/**
 * The cancellation terms as sold, in words: the free cut-off at the pick-up branch's clock, then
 * the fee (paid now), a call (pay later) or no online cancel at all.
 * @param {WordsBooking} b
 */
export function cancellationTerms(b) {
  if (b.status === 'X') return bookingWords.manageCancelledTerms;
  const zone = b.pickup.time_zone;
  const { free_period: period = 'open', free_until: until } = b.cancellation;
  if (period !== 'open') {
    // Past the free period (or never in one): what applies now, not "after that".
    const said =
      period === 'none'
        ? bookingWords.manageNoFreeCancellation
        : bookingWords.manageFreeEnded(wallText(until, zone), zoneLabel(zone));
    const now = feeTerms(b, bookingWords.manageNoCancelNow, bookingWords.manageCallNow, bookingWords.manageFeeNow);
    return `${said} ${now}`;
  }
  const free = bookingWords.manageFreeUntil(wallText(until, zone), zoneLabel(zone));
  const after = feeTerms(
    b,
    bookingWords.manageNoCancelAfter,
    bookingWords.manageFeeAfterLater,
    bookingWords.manageFeeAfter,
  );
  return `${free} ${after}`;
}

/**
 * The late-cancellation sentence of cancellationTerms, now or after the free period: no online
 * cancel at all (no fee), a call (pay later) or the fee (paid now).
 * @param {WordsBooking} b @param {string} none @param {string} call @param {(fee: string) => string} fee
 */
function feeTerms(b, none, call, fee) {
  const lateFee = b.cancellation.late_fee;
  return lateFee === null ? none : b.payment_type === 'L' ? call : fee(formatMoney(lateFee));
}

/**
 * What cancelling will do to the money (before), or did (after `refund` and `fee` are known).
 * @param {WordsBooking} b @param {{ refund: number, fee: number }} money @param {'will' | 'done'} when
 */
export function refundText(b, { refund, fee }, when) {
  if (b.payment_type === 'L')
    return when === 'will' ? bookingWords.manageCancelRelease : bookingWords.manageReleaseDone;
  const sentence =
    when === 'will'
      ? fee > 0
        ? bookingWords.manageCancelRefundFee(formatMoney(refund), formatMoney(b.paid), formatMoney(fee))
        : bookingWords.manageCancelRefundFull(formatMoney(refund))
      : fee > 0
        ? bookingWords.manageRefundDoneFee(formatMoney(refund), formatMoney(fee))
        : bookingWords.manageRefundDone(formatMoney(refund));
  return `${sentence} ${bookingWords.manageRefundDays}`;
}

/** @typedef {'pickup' | 'return' | 'car' | 'cover' | 'extras' | 'driver' | 'flight' | 'total' | 'payment' | 'terms'} RowId */

/**
 * The booking's detail rows in their one order, as label and words: the email's table and the
 * widget's details list. Dates first; the pick-up branch's zone named.
 * @param {WordsBooking} b @param {{ addresses?: boolean }} [options] with the branches' addresses
 * @returns {{ id: RowId, label: string, value: string }[]}
 */
export function bookingRows(b, { addresses = false } = {}) {
  return [
    { id: 'pickup', label: bookingWords.managePickup, value: branchText(b.pickup, addresses) },
    { id: 'return', label: bookingWords.manageReturn, value: branchText(b.dropoff, addresses) },
    { id: 'car', label: bookingWords.manageCar, value: `${b.vehicle.name} ${b.vehicle.sub_name}`.trim() },
    { id: 'cover', label: bookingWords.manageCover, value: b.liability?.name ?? bookingWords.manageNoExtras },
    { id: 'extras', label: bookingWords.manageExtras, value: extrasLine(b.extras) },
    { id: 'driver', label: bookingWords.manageDriver, value: `${b.driver.first_name} ${b.driver.last_name}` },
    { id: 'flight', label: bookingWords.manageFlight, value: b.flight_no || bookingWords.manageNoFlight },
    { id: 'total', label: bookingWords.manageTotal, value: formatMoney(b.total) },
    { id: 'payment', label: bookingWords.managePayment, value: paymentText(b) },
    { id: 'terms', label: bookingWords.manageTerms, value: cancellationTerms(b) },
  ];
}

/**
 * The cost breakdown as /complete shows it (src/flows/CostBreakdown.tsx), from the server's totals
 * in their order: the daily rate "price per day × days", every other line, the total last.
 * @param {WordsTotal[]} totals
 * @returns {{ name: string, amount: string, grand: boolean }[]}
 */
export function costLines(totals) {
  return totals.map((t) => ({
    name: t.name,
    amount: t.type === 'daily_rate' ? dailyRate(formatMoney(t.total), t.quantity ?? 1) : formatMoney(t.total),
    grand: t.type === 'total',
  }));
}

/**
 * What a change does to the cancellation terms, said before the renter commits: `ended` (the free
 * cut-off has passed; `fee` kept after it, or null: call us), `earlier` (new dates bring the cut-off
 * forward) or `later` (a later pick-up does not move it).
 * @param {{ kind: 'ended', fee: number | null, never?: boolean } | { kind: 'earlier', hours: number } | { kind: 'later' }} note
 *   (`never`: the booking never had a free period)
 * @param {string | number} freeUntil the cut-off that applies @param {string} zone the pick-up branch's
 */
export function termsNoteText(note, freeUntil, zone) {
  const when = `${wallText(freeUntil, zone)} (${zoneLabel(zone)})`;
  if (note.kind === 'ended') {
    const fee = note.fee === null ? '' : formatMoney(note.fee);
    return note.never ? bookingWords.manageTermsNever(fee) : bookingWords.manageTermsEnded(when, fee);
  }
  if (note.kind === 'earlier') return bookingWords.manageTermsEarlier(when, note.hours);
  return bookingWords.manageTermsLater(when);
}

/**
 * Why the booking can no longer be cancelled online. @param {number} hours the cut-off before pick-up
 * @param {boolean} [never] the booking was made inside the cut-off: it never had free cancellation
 */
export const cancelClosedText = (hours, never = false) =>
  never ? bookingWords.manageCancelNeverFree(hours) : bookingWords.manageCancelClosed(hours);
