// @ts-check
/** Data access shared by the route modules. */
import { sha256 } from '../lib/ids.mjs';
import { HttpError, notFound } from '../lib/http.mjs';
import { DEFAULT_TIME_ZONE, startOfToday, wallClock } from '../lib/dates.mjs';

/** @typedef {import('better-sqlite3').Database} DB */

/**
 * A row of `locations` (demo/db/migrations.mjs).
 * @typedef {{ id: number, code: string, name: string, state: string, is_airport: number,
 *   allows_subscription: number, sort: number, time_zone: string }} LocationRow
 */
/**
 * A row of `vehicles`.
 * @typedef {{ id: number, code: string, name: string, sub_name: string, slug: string, description: string,
 *   category_id: number, seats: number, large_bags: number, small_bags: number, manual: number,
 *   features: string, min_age: number, daily_rate: number, sort: number }} VehicleRow
 */
/**
 * A row of `bookings`: a booking or a subscription, from its search on.
 * @typedef {{ id: number, type: string, token_hash: string | null, status: string, reservation_no: string,
 *   reservation_ref: string, res_team_no: string, first_name: string, last_name: string, phone: string,
 *   call_time: string, email: string, renter_age: number | null, is_over_25: number, vehicle_id: number | null,
 *   vehicle_type_code: string, payment_type: string, total_amount: number, website: string,
 *   note_id: number | null, user_id: number | null, transaction_dt: string, pickup_location_id: number | null,
 *   pickup_location_name: string, pickup_dt: string, dropoff_location_id: number | null,
 *   dropoff_location_name: string, dropoff_dt: string, promo_code: string, total_rate: number,
 *   total_rate_after_discount: number, discount_amount: number, insurance_amount: number,
 *   extra_amount: number, surcharge_amount: number, hear_about_us: string, stripe_customer_id: string,
 *   stripe_id: string, hold_expires: number, meta: string, session_expires: number,
 *   client_addr: string, requested_dt: string, calendar_sequence: number }} BookingRow
 */
/**
 * A row of `promo_codes`.
 * @typedef {{ code: string, name: string, label: string, percent: number, valid_from: string, valid_to: string,
 *   category_id: number | null }} PromoRow
 */
/**
 * A row of `liability_options`.
 * @typedef {{ id: number, name: string, label: string, description: string, daily_rate: number,
 *   exclude_extra_ids: string, discount_rate: number, sort: number }} LiabilityRow
 */
/**
 * A row of `extras`.
 * @typedef {{ id: number, name: string, description: string, icon: string, label: string, rate: number,
 *   charge: string, max_total: number, form_type: number, increment: number, max_qty: number, sort: number }} ExtraRow
 */
/**
 * A row of `mandatory_fees`.
 * @typedef {{ id: number, name: string, rate: number, charge: string, applies_to: string }} FeeRow
 */
/**
 * A row of `subscription_vehicles`.
 * @typedef {{ id: number, name: string, slug: string, description: string, features: string, lite_rate: number,
 *   extra_rate: number, max_rate: number, fleet: number, sort: number }} SubscriptionVehicleRow
 */
/**
 * A row of `users`.
 * @typedef {{ id: number, email: string, first_name: string, last_name: string, password_hash: string | null,
 *   is_agent: number }} UserRow
 */
/**
 * A row of `note_options`.
 * @typedef {{ id: number, description: string, requires_res_team: number, handled: number }} NoteRow
 */
/** What a visitor chose at /select and /calculate (in a booking's `meta`). @typedef {{ insurance_id?: number | null, extras?: { id: number, qty: number }[] }} Selection */

/**
 * Minutes a booking or subscription session lives after its last step (the widgets' token cookie
 * lasts 60 minutes too). An expired session answers 404 "…session has expired…".
 */
export const SESSION_MINUTES = 60;
/** Statuses of a journey still in progress: its session can expire. */
const OPEN = ['S', 'SEL'];

/**
 * Which bookings take a unit of their car for their span: a paid one (C); a selection (SEL) or a
 * phone booking (R) while its hold lasts; and a phone booking the team booked ("Booked by Res Team",
 * a note that needs a Res Team No). A phone booking's hold ends at PHONE_HOLD_MINUTES, or when staff
 * give it a handled note that ends the request (PATCH /booking-status sets `hold_expires` to 0).
 */
const BLOCKS_STOCK = `(status = 'C' OR (status IN ('SEL', 'R') AND hold_expires > @now)
  OR (status = 'R' AND note_id IN (SELECT id FROM note_options WHERE requires_res_team = 1)))`;

/**
 * A renter's change waiting for its payment holds a unit of its car for its new span (the booking's
 * own span stays taken too) until the change's hold ends (MANAGE_CHANGE_HOLD_MINUTES, src/rules.json).
 */
const CHANGE_HOLDS = `status = 'pending' AND hold_expires > @now AND location_id = @loc AND dropoff_dt > @from
  AND pickup_dt < @to`;

/** The 404 of an unknown or expired token. @param {string} type BOOKING or SUBSCRIPTION */
export const expiredError = (type) =>
  notFound(
    type === 'SUBSCRIPTION'
      ? 'Your subscription session has expired. Please start a new search.'
      : 'Your booking session has expired. Please start a new search.',
    'Session expired',
  );

/** The 410 of a cancelled booking's token: cancelled is final (it never selects, pays or holds again). */
export const cancelledError = () =>
  new HttpError(410, {
    message: 'This booking has been cancelled. Please start a new search.',
    title: 'Booking cancelled',
    code: 'cancelled',
  });

/** The 409 while a renter's change waits for its payment: one change at a time. */
export const changePending = () =>
  new HttpError(409, {
    message:
      'A change to this booking is waiting for its payment. Please pay for that change or drop it, then try again.',
    title: 'Change in progress',
    code: 'change_pending',
  });

/**
 * @param {DB} db
 * @param {import('../lib/clock.mjs').Clock} clock the server's clock
 * @param {string} [timeZone] the zone where no branch is involved (and for a branch without one)
 */
export function createStore(db, clock, timeZone = DEFAULT_TIME_ZONE) {
  const q = {
    locationById: db.prepare('SELECT * FROM locations WHERE id = ?'),
    locationByCode: db.prepare('SELECT * FROM locations WHERE code = ? COLLATE NOCASE'),
    hours: db.prepare('SELECT open_min, close_min FROM opening_hours WHERE location_id = ? AND weekday = ?'),
    dropoffAllowed: db.prepare('SELECT 1 FROM location_dropoffs WHERE location_id = ? AND dropoff_id = ?'),
    vehicle: db.prepare('SELECT * FROM vehicles WHERE id = ?'),
    promo: db.prepare('SELECT * FROM promo_codes WHERE code = ? COLLATE NOCASE'),
    fleet: db.prepare('SELECT count FROM fleet WHERE vehicle_id = ? AND location_id = ?'),
    booked: db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM bookings WHERE pickup_location_id = @loc AND dropoff_dt > @from
      AND pickup_dt < @to AND vehicle_id = @vehicle AND type = 'BOOKING' AND id != @self
      AND ${BLOCKS_STOCK}) + (SELECT COUNT(*) FROM manage_changes WHERE ${CHANGE_HOLDS}
      AND vehicle_id = @vehicle AND booking_id != @self)`,
      )
      .pluck(),
    bookedAll: db.prepare(`SELECT vehicle_id, SUM(n) AS n FROM (
      SELECT vehicle_id, COUNT(*) AS n FROM bookings WHERE pickup_location_id = @loc AND dropoff_dt > @from
      AND pickup_dt < @to AND type = 'BOOKING' AND ${BLOCKS_STOCK} GROUP BY vehicle_id
      UNION ALL SELECT vehicle_id, COUNT(*) AS n FROM manage_changes WHERE ${CHANGE_HOLDS} GROUP BY vehicle_id)
      GROUP BY vehicle_id`),
    bookingByToken: db.prepare('SELECT * FROM bookings WHERE token_hash = ?'),
    touchSession: db.prepare('UPDATE bookings SET session_expires = ? WHERE id = ?'),
    bookingById: db.prepare('SELECT * FROM bookings WHERE id = ?'),
    liabilities: db.prepare('SELECT * FROM liability_options ORDER BY sort'),
    liability: db.prepare('SELECT * FROM liability_options WHERE id = ?'),
    extras: db.prepare('SELECT * FROM extras ORDER BY sort'),
    fees: db.prepare('SELECT * FROM mandatory_fees ORDER BY id'),
  };

  /** Whether an open booking's session has run out. @param {{status: string, session_expires: number}} row */
  const sessionExpired = (row) =>
    OPEN.includes(row.status) && row.session_expires > 0 && row.session_expires <= clock.now();
  /** A branch's IANA zone. @param {{time_zone?: string} | undefined} location */
  const zoneOf = (location) => location?.time_zone || timeZone;
  return {
    q,
    clock,
    timeZone,
    zoneOf,
    /** The wall-clock time now at a branch (or in the configured zone), naive. @param {{time_zone?: string}} [location] */
    nowAt: (location) => wallClock(clock.now(), zoneOf(location)),
    /** Today at a branch (or in the configured zone), naive midnight. @param {{time_zone?: string}} [location] */
    todayAt: (location) => startOfToday(clock.now(), zoneOf(location)),
    /** @param {number | null} id */
    location: (id) => /** @type {LocationRow | undefined} */ (q.locationById.get(id)),
    /** @param {string} code */
    locationByCode: (code) => /** @type {LocationRow | undefined} */ (q.locationByCode.get(code)),
    /** @param {number | null} id */
    vehicle: (id) => /** @type {VehicleRow | undefined} */ (q.vehicle.get(id)),
    /**
     * Cars still free at a location between two date-times.
     * @param {number} vehicleId @param {number} locationId @param {string} from @param {string} to @param {number} [selfId]
     */
    available(vehicleId, locationId, from, to, selfId = 0) {
      const fleet = /** @type {{count: number} | undefined} */ (q.fleet.get(vehicleId, locationId))?.count ?? 0;
      const booked = /** @type {number} */ (
        q.booked.get({ loc: locationId, from, to, vehicle: vehicleId, self: selfId, now: clock.now() })
      );
      return fleet - booked;
    },
    /** @param {number} locationId @param {string} from @param {string} to @returns {Map<number, number>} */
    bookedCounts(locationId, from, to) {
      const rows = /** @type {{vehicle_id: number, n: number}[]} */ (
        q.bookedAll.all({ loc: locationId, from, to, now: clock.now() })
      );
      return new Map(rows.map((r) => [r.vehicle_id, r.n]));
    },
    /** When a new booking session ends if nothing happens: SESSION_MINUTES from now. */
    sessionEnd: () => clock.now() + SESSION_MINUTES * 60_000,
    sessionExpired,
    /**
     * The booking a visitor's token refers to: 404 when unknown, or when the booking is still open
     * (S, SEL) and its session has expired (`allowExpired` lets `/payment` register a payment that
     * went through anyway). Each call is a step of the journey, so it keeps an open session alive
     * for another SESSION_MINUTES.
     * @param {string} token @param {string} [type] @param {{allowExpired?: boolean}} [opts]
     */
    bookingByToken(token, type = 'BOOKING', { allowExpired = false } = {}) {
      const row = /** @type {BookingRow | undefined} */ (q.bookingByToken.get(sha256(token)));
      if (!row || row.type !== type || (!allowExpired && sessionExpired(row))) throw expiredError(type);
      if (row.status === 'X') throw cancelledError();
      if (OPEN.includes(row.status) && !sessionExpired(row)) {
        row.session_expires = clock.now() + SESSION_MINUTES * 60_000;
        q.touchSession.run(row.session_expires, row.id);
      }
      return row;
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */

/** @param {string} json */
export const parseMeta = (json) => {
  try {
    return JSON.parse(json || '{}');
  } catch {
    return {};
  }
};
