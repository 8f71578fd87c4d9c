// @ts-check
/** The pickup/return part of a search, checked against the branches, their hours and the clock. */
import { badRequest, reqInt } from '../../lib/http.mjs';
import { atMinutes, dateField, minutesToHm, rentalDays, startOfDay, timeField, ymd } from '../../lib/dates.mjs';
/** @typedef {import('../store.mjs').PromoRow} PromoRow */

const MAX_RENTAL_DAYS = 90;
const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/**
 * The trip reader and promo lookup of a store.
 * @param {import('../store.mjs').Store} store
 */
export function createTrip(store) {
  /** @param {string} code */
  function findPromo(code) {
    if (!code) return { promo: null, reason: '' };
    const row = /** @type {PromoRow | undefined} */ (store.q.promo.get(code));
    if (!row) return { promo: null, reason: 'unknown' };
    const today = ymd(store.todayAt());
    if (today < row.valid_from || today > row.valid_to) return { promo: null, reason: 'expired' };
    return { promo: row, reason: '' };
  }

  /** Reads and checks the pickup/return part of a search. @param {Record<string, unknown>} body */
  function readTrip(body) {
    const pickupId = reqInt(body, 'pickup_location_id', { min: 1, label: 'Pick up location' });
    const dropoffId = reqInt(body, 'dropoff_location_id', { min: 1, label: 'Return location' });
    const pd = dateField(body, 'pickup_date', 'Pick up date');
    const pt = timeField(body, 'pickup_time', 'Pick up time');
    const dd = dateField(body, 'dropoff_date', 'Return date');
    const dt = timeField(body, 'dropoff_time', 'Return time');
    const pickupLoc = store.location(pickupId);
    if (!pickupLoc) throw badRequest(`Unknown pick up location ${pickupId}.`);
    const dropLoc = store.location(dropoffId);
    if (!dropLoc) throw badRequest(`Unknown return location ${dropoffId}.`);
    if (!store.q.dropoffAllowed.get(pickupId, dropoffId)) {
      throw badRequest(
        `Cars picked up at ${pickupLoc.name} cannot be returned to ${dropLoc.name}. Please choose another return location.`,
      );
    }
    const now = store.nowAt(pickupLoc);
    if (pd.date < startOfDay(now)) throw badRequest('The pick up date cannot be in the past.');
    const pickup = atMinutes(pd.date, pt.minutes);
    const dropoff = atMinutes(dd.date, dt.minutes);
    if (pickup <= now) throw badRequest('The pick up time has already passed. Please choose a later time.');
    if (dropoff <= pickup) throw badRequest('The return date and time must be after the pick up date and time.');
    const days = rentalDays(pickup, dropoff);
    if (days > MAX_RENTAL_DAYS) {
      throw badRequest(
        `Online bookings are limited to ${MAX_RENTAL_DAYS} days. For longer rentals please ask about long-term car rental.`,
      );
    }
    for (const [loc, date, minutes, what] of /** @type {const} */ ([
      [pickupLoc, pd.date, pt.minutes, 'pick up'],
      [dropLoc, dd.date, dt.minutes, 'return'],
    ])) {
      const h = /** @type {{ open_min: number, close_min: number } | undefined} */ (
        store.q.hours.get(loc.id, date.getUTCDay())
      );
      const day = WEEKDAYS[date.getUTCDay()];
      // A branch with no hours that day is closed all day (reading h.open_min there threw a TypeError: a 500).
      if (!h) throw badRequest(`${loc.name} is closed on ${day}. Please choose another ${what} date.`, 'Branch closed');
      if (minutes < h.open_min || minutes > h.close_min) {
        throw badRequest(
          `${loc.name} is open ${minutesToHm(h.open_min)}–${minutesToHm(h.close_min)} on ${day}. Please choose another ${what} time.`,
          'Branch closed',
        );
      }
    }
    return {
      pickupLoc,
      dropLoc,
      pickup,
      dropoff,
      days,
      pickupText: `${pd.text} ${pt.text}`,
      dropoffText: `${dd.text} ${dt.text}`,
    };
  }

  return { findPromo, readTrip };
}
