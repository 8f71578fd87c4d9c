// @ts-check
/** What every step after /search shares: a booking's pricing context, its totals and the open check. */
import { changed, conflict } from '../../lib/http.mjs';
import { parseDateTime, rentalDays } from '../../lib/dates.mjs';
import { bookingTotals } from '../../lib/pricing.mjs';
import { parseMeta } from '../store.mjs';
/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../store.mjs').PromoRow} PromoRow */
/** @typedef {import('../store.mjs').LiabilityRow} LiabilityRow @typedef {import('../store.mjs').ExtraRow} ExtraRow */
/** @typedef {import('../store.mjs').FeeRow} FeeRow @typedef {import('../store.mjs').Selection} Selection */

export const SOLD_OUT_MESSAGE = 'Sorry, this vehicle has just sold out for your dates. Please choose another vehicle.';
export const AGE_MESSAGE =
  'This vehicle is only available to drivers aged 25 and over, and the birth date entered is under 25. Please choose another vehicle.';

/** An epoch-ms instant as ISO 8601 (UTC). @param {number} ms */
export const instant = (ms) => new Date(ms).toISOString();

/** The liability and extras of a selection, comparable. @param {Selection} meta */
export const selectionKey = (meta) =>
  JSON.stringify([
    meta.insurance_id ?? null,
    [...(meta.extras || [])].sort((a, b) => a.id - b.id).map((e) => [e.id, e.qty]),
  ]);

/** A booking already paid or handed to the team takes no more steps (409). @param {BookingRow} booking */
export function ensureOpen(booking) {
  if (booking.status === 'C')
    throw conflict(
      'This booking has already been paid. Please start a new search for another booking.',
      'Already booked',
    );
  if (booking.status === 'R')
    throw conflict(
      'This booking has been sent to our team as a phone booking. Please start a new search.',
      'Already requested',
    );
}

/** A step that needs the car chosen at /select (409 `changed` otherwise). @param {BookingRow} booking */
export function ensureSelected(booking) {
  ensureOpen(booking);
  if (booking.status !== 'SEL' || !booking.vehicle_id)
    throw changed('Please choose a vehicle first.', 'No vehicle selected');
}

/**
 * A booking's pricing context, its totals, and the statement that stores them.
 * @param {import('better-sqlite3').Database} db @param {import('../store.mjs').Store} store
 */
export function createTotals(db, store) {
  const updateAmounts = db.prepare(`UPDATE bookings SET meta = @meta, total_rate = @total_rate,
    total_rate_after_discount = @total_rate_after_discount, discount_amount = @discount_amount, insurance_amount = @insurance_amount,
    extra_amount = @extra_amount, surcharge_amount = @surcharge_amount, total_amount = @total_amount WHERE id = @id`);

  /** Pricing context of a booking row. @param {BookingRow} booking */
  function contextOf(booking) {
    const meta = parseMeta(booking.meta);
    const pickup = parseDateTime(booking.pickup_dt);
    const dropoff = parseDateTime(booking.dropoff_dt);
    const days = rentalDays(pickup, dropoff);
    const promo = booking.promo_code
      ? (/** @type {PromoRow | undefined} */ (store.q.promo.get(booking.promo_code)) ?? null)
      : null;
    const loc = store.location(booking.pickup_location_id);
    return { meta, days, promo, isAirport: Boolean(loc?.is_airport), isOver25: booking.is_over_25 === 1 };
  }

  /** @param {BookingRow} booking @param {Selection} meta */
  function totalsFor(booking, meta) {
    const ctx = contextOf(booking);
    const vehicle = store.vehicle(booking.vehicle_id);
    if (!vehicle) throw changed('Please choose a vehicle first.', 'No vehicle selected');
    const liability = meta.insurance_id
      ? (/** @type {LiabilityRow | undefined} */ (store.q.liability.get(meta.insurance_id)) ?? null)
      : null;
    const excluded = new Set(liability ? JSON.parse(liability.exclude_extra_ids) : []);
    const extrasById = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e]));
    const extras = (meta.extras || [])
      .filter((e) => !excluded.has(e.id) && extrasById.has(e.id))
      .map((e) => ({ extra: /** @type {ExtraRow} */ (extrasById.get(e.id)), qty: e.qty }));
    return bookingTotals({
      vehicle,
      days: ctx.days,
      promo: ctx.promo,
      // Set at /select, before any total is asked for.
      paymentType: /** @type {'N' | 'L'} */ (booking.payment_type),
      liability,
      extras,
      fees: /** @type {FeeRow[]} */ (store.q.fees.all()),
      isAirport: ctx.isAirport,
      isOver25: ctx.isOver25,
    });
  }

  /**
   * Stores a selection and its amounts.
   * @param {number} id @param {Selection} meta @param {ReturnType<typeof bookingTotals>['amounts']} amounts
   */
  const saveAmounts = (id, meta, amounts) => updateAmounts.run({ id, meta: JSON.stringify(meta), ...amounts });

  return { contextOf, totalsFor, saveAmounts };
}
