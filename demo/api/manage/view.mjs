// @ts-check
/**
 * The booking as the renter sees it: branches with their hours and zone, the car, cover, extras,
 * masked contact, money from the ledger, the cancellation terms and a change waiting for payment.
 */
import { dateTime, parseDateTime, wallClock, ymd, hm } from '../../lib/dates.mjs';
import { parseMeta } from '../store.mjs';
import { BRANCH_ADDRESSES } from '../../db/catalog-data.mjs';
import { extraUnitTotal } from '../../lib/pricing.mjs';
import { DRIVER_FEE_NAME } from './driverFee.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./changes.mjs').ChangeRow} ChangeRow */
/** @typedef {import('../store.mjs').LocationRow} LocationRow @typedef {import('../store.mjs').ExtraRow} ExtraRow */
/** @typedef {import('../store.mjs').LiabilityRow} LiabilityRow */

const STAFF_COMMENTER = 'Renter (online)';
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The instant of a naive wall-clock date-time in a zone (DST-aware: the offset is read at the
 * instant itself, then checked once more across a change).
 * @param {Date} naive @param {string} zone
 */
export function zonedInstant(naive, zone) {
  const guess = naive.getTime();
  const offset = wallClock(guess, zone).getTime() - guess;
  let at = guess - offset;
  const again = wallClock(at, zone).getTime() - at;
  if (again !== offset) at = guess - again;
  return at;
}

/**
 * The booking as the renter sees it and the branch parts of it: the contract's types (api/openapi.yaml).
 * @typedef {import('../../../src/api/wire.generated.js').ManageBranch} BranchView
 * @typedef {import('../../../src/api/wire.generated.js').ManagedBooking} BookingView
 */

/**
 * What a change changes (api/openapi.yaml ManageChangeLines).
 * @typedef {import('../../../src/api/wire.generated.js').ManageChangeLines} ChangeLines
 */

/** o****@example.com @param {string} address */
export const maskEmail = (address) => {
  const [user, domain] = address.split('@');
  if (!domain) return '';
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(3, user.length - 1))}@${domain}`;
};
/** +61 *** *** 678 @param {string} phone */
export const maskPhone = (phone) => (phone ? `+${phone.slice(0, 2)} *** *** ${phone.slice(-3)}` : '');

/**
 * The parts of the view every other part uses: bookings, branches, comments and money.
 * @param {ManageContext} ctx
 */
export function createViewParts(ctx) {
  const { store, q, ledger } = ctx;
  /** @param {number} id */
  const bookingById = (id) => /** @type {BookingRow} */ (store.q.bookingById.get(id));

  /** A staff comment for a renter's action. @param {BookingRow} booking @param {string} text */
  const comment = (booking, text) => q.comment.run(booking.id, STAFF_COMMENTER, text, dateTime(store.nowAt()));

  /** @param {BookingRow} booking */
  const branchOf = (booking, /** @type {'pickup' | 'dropoff'} */ which) => {
    const loc = /** @type {LocationRow} */ (
      store.location(which === 'pickup' ? booking.pickup_location_id : booking.dropoff_location_id)
    );
    const naive = parseDateTime(which === 'pickup' ? booking.pickup_dt : booking.dropoff_dt);
    const zone = store.zoneOf(loc);
    /** @type {BranchView['hours']} */
    const hours = [];
    for (const day of [1, 2, 3, 4, 5, 6, 0]) {
      const h = /** @type {{ open_min: number, close_min: number } | undefined} */ (store.q.hours.get(loc.id, day));
      if (h)
        hours.push({
          day: WEEKDAY_NAMES[day],
          open: hm(new Date(h.open_min * 60_000)),
          close: hm(new Date(h.close_min * 60_000)),
        });
    }
    return {
      id: loc.id,
      code: loc.code,
      name: loc.name,
      address: BRANCH_ADDRESSES[loc.code] ?? '',
      time_zone: zone,
      at: new Date(zonedInstant(naive, zone)).toISOString(),
      date: ymd(naive),
      time: hm(naive),
      hours,
    };
  };

  /**
   * Money of a booking, read from its ledger. `preauth_released`: the preauthorisation released
   * (after a cancel, say), so words about the card can say "released", never "held for $0.00".
   * @param {BookingRow} booking
   */
  function moneyOf(booking) {
    const t = ledger.totals(booking.id);
    const released = ledger
      .rows(booking.id)
      .filter((row) => row.kind === 'preauth_release')
      .reduce((sum, row) => sum - row.held, 0);
    return {
      paid: t.paid,
      refunded: t.refunded,
      preauthorised: t.held,
      preauth_released: Math.round(released * 100) / 100,
      kept: t.kept,
    };
  }

  /** The days of a booking's priced trip. @param {{ type: string, quantity?: number }[]} totals */
  const daysOf = (totals) => Number(totals.find((t) => t.type === 'daily_rate')?.quantity ?? 1);

  /**
   * What a change changes, each part before and after (null when it stays): the pick up and return
   * (instants, ISO 8601), the days, the extras (name × qty) and the car. The quote and a change
   * waiting for its payment say the same.
   * @param {BookingRow} before @param {BookingRow} after @param {import('../store.mjs').Selection} afterMeta
   * @returns {ChangeLines}
   */
  function changeLines(before, after, afterMeta) {
    const beforeMeta = parseMeta(before.meta);
    const span = (/** @type {BookingRow} */ b) => ({
      pickup: branchOf(b, 'pickup').at,
      dropoff: branchOf(b, 'dropoff').at,
    });
    const names = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e.name]));
    // The extras, and the additional-driver fee beside them when the booking pays it.
    const extras = (/** @type {import('./driverFee.mjs').FeeSelection} */ meta) => {
      const fee = ctx.driverFee.paidOf(meta);
      return [
        ...(meta.extras ?? []).map((e) => ({ name: names.get(e.id) ?? '', qty: e.qty })),
        ...(fee ? [{ name: DRIVER_FEE_NAME, qty: fee }] : []),
      ];
    };
    const daysBefore = daysOf(ctx.totalsFor(before, beforeMeta).totals);
    const daysAfter = daysOf(ctx.totalsFor(after, afterMeta).totals);
    const [exBefore, exAfter] = [extras(beforeMeta), extras(afterMeta)];
    const carName = (/** @type {number | null} */ id) => store.vehicle(id ?? 0)?.name ?? '';
    return {
      dates:
        before.pickup_dt !== after.pickup_dt || before.dropoff_dt !== after.dropoff_dt
          ? { before: span(before), after: span(after) }
          : null,
      days: daysBefore !== daysAfter ? { before: daysBefore, after: daysAfter } : null,
      extras: JSON.stringify(exBefore) !== JSON.stringify(exAfter) ? { before: exBefore, after: exAfter } : null,
      car:
        before.vehicle_id !== after.vehicle_id
          ? { before: carName(before.vehicle_id), after: carName(after.vehicle_id) }
          : null,
    };
  }

  return { bookingById, comment, branchOf, moneyOf, changeLines };
}

/**
 * The whole view of a booking.
 * @param {ManageContext} ctx @param {ReturnType<typeof createViewParts>} parts
 * @param {Pick<ReturnType<typeof import('./policy.mjs').createPolicy>, 'cancellation'>} policy
 */
export function createDescribe(ctx, { branchOf, moneyOf, changeLines }, { cancellation }) {
  const { store, q, provider, totalsFor, publicOrigin, clock } = ctx;
  /**
   * What a waiting change (its stored request: dates, times, extras and car) changes.
   * @param {BookingRow} booking @param {{ pickup_date: string, pickup_time: string, dropoff_date: string,
   *   dropoff_time: string, extras: { id: number, qty: number }[], vehicle_id: number, added_drivers?: number }} request
   */
  function pendingLines(booking, request) {
    const after = {
      ...booking,
      pickup_dt: `${request.pickup_date} ${request.pickup_time}:00`,
      dropoff_dt: `${request.dropoff_date} ${request.dropoff_time}:00`,
      vehicle_id: request.vehicle_id,
    };
    const meta = parseMeta(booking.meta);
    const drivers = request.added_drivers ?? meta.added_drivers;
    return changeLines(booking, after, { ...meta, extras: request.extras, added_drivers: drivers });
  }

  /** The booking as the renter sees it. @param {BookingRow} booking @returns {BookingView} */
  function describe(booking) {
    const meta = parseMeta(booking.meta);
    const vehicle = /** @type {import('../store.mjs').VehicleRow} */ (store.vehicle(booking.vehicle_id));
    const liability = meta.insurance_id
      ? /** @type {LiabilityRow | undefined} */ (store.q.liability.get(meta.insurance_id))
      : undefined;
    const { totals } = totalsFor(booking, meta);
    const extrasRows = /** @type {ExtraRow[]} */ (store.q.extras.all());
    const extras = totals
      .filter((t) => t.type === 'optional')
      .map((t) => {
        const entry = /** @type {{ id: number, name: string, total: number, quantity: number }} */ (
          /** @type {unknown} */ (t)
        );
        return { id: entry.id, name: entry.name, qty: entry.quantity, total: entry.total };
      });
    const pickup = branchOf(booking, 'pickup');
    const dropoff = branchOf(booking, 'dropoff');
    const days = totals.find((t) => t.type === 'daily_rate');
    const dayCount = Number(/** @type {{ quantity?: number }} */ (days ?? {}).quantity ?? 1);
    const { paid, refunded, preauthorised, preauth_released: released, kept } = moneyOf(booking);
    const cancel = cancellation(booking, paid);
    const customer = meta.customer ?? {};
    const pending = /** @type {ChangeRow[]} */ (q.pending.all(booking.id))[0];
    const pendingIntent = pending ? provider.get(pending.intent_id) : undefined;
    return {
      reservation_no: booking.reservation_no,
      reservation_ref: booking.reservation_ref,
      status: booking.status,
      payment_type: /** @type {'N' | 'L'} */ (booking.payment_type),
      pickup,
      dropoff,
      days: dayCount,
      vehicle: {
        id: vehicle.id,
        name: vehicle.name,
        sub_name: vehicle.sub_name,
        image: `${publicOrigin()}/demo-assets/vehicles/${vehicle.slug}.svg`,
      },
      // What the cover already includes: the editor offers none of those (as step 2 does).
      liability: liability
        ? { id: liability.id, name: liability.name, exclude_extra_ids: JSON.parse(liability.exclude_extra_ids) }
        : null,
      extras,
      extra_options: extrasRows.map((e) => ({
        id: e.id,
        name: e.name,
        description: e.description,
        // As /select gives them (a root-relative icon, the price's note, the price at quantity 1
        // for the booking's days), so the editor shows each extra as step 2 does.
        icon: e.icon,
        label: e.label,
        total: extraUnitTotal(e, dayCount),
        form_type: e.form_type,
        increment: e.increment,
        max_qty: e.max_qty,
      })),
      driver: { first_name: booking.first_name, last_name: booking.last_name },
      email_masked: maskEmail(booking.email),
      phone_masked: maskPhone(booking.phone),
      flight_no: customer.flight_no ?? '',
      license_no: customer.license_no ?? '',
      license_state: customer.license_state ?? '',
      totals,
      total: booking.total_amount,
      paid,
      preauthorised,
      refunded,
      fee_kept: kept,
      preauth_released: released,
      refundable_now: cancel.allowed ? cancel.refund : 0,
      cancellation: cancel,
      can_change: booking.status === 'C' && clock.now() < Date.parse(pickup.at),
      pending_change:
        pending && pendingIntent
          ? {
              change_id: pending.id,
              client_secret: pendingIntent.client_secret,
              amount: pendingIntent.amount,
              intent_status: pendingIntent.status,
              request: JSON.parse(pending.body),
              expires_at: new Date(pending.hold_expires).toISOString(),
              old_total: pending.old_total,
              new_total: pending.new_total,
              changes: pendingLines(booking, JSON.parse(pending.body)),
            }
          : null,
    };
  }

  return describe;
}
