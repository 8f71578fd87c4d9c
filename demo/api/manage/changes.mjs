// @ts-check
/**
 * A renter's changes of dates, times and extras, priced and made (the calls: changeRoutes.mjs):
 * re-quoted by the server, one at a time. A cheaper
 * pay-now change is refunded; a dearer pay-later one raises the card's preauthorisation; a dearer
 * pay-now one waits for its own payment, holding its car, until it is confirmed, dropped or lapses.
 */
import { badRequest, conflict, HttpError, int } from '../../lib/http.mjs';
import { dateTime, parseDateTime, ymd, hm } from '../../lib/dates.mjs';
import { cents, round2 } from '../../lib/pricing.mjs';
import { parseMeta } from '../store.mjs';
import { readExtras } from '../booking/extras.mjs';
import { money, changeEmail, calendarOf } from '../../mail/emails.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./index.mjs').ManageCore} ManageCore */
/** @typedef {import('../store.mjs').ExtraRow} ExtraRow @typedef {import('./view.mjs').BookingView} BookingView */
/**
 * A renter's change waiting for (or done with) its payment: a row of `manage_changes`.
 * @typedef {{ id: number, booking_id: number, change_key: string, body: string, old_total: number, new_total: number,
 *   amount: number, intent_id: string, status: string, hold_expires: number, created: number }} ChangeRow
 */

/**
 * Pricing, settling and making changes, and the refunds they (and a cancel) make.
 * @param {ManageContext} ctx
 * @param {Pick<ManageCore, 'bookingById' | 'comment' | 'branchOf' | 'describe' | 'termsNote' | 'managePage' | 'changeLines'>} core
 */
export function createChanges(ctx, { bookingById, comment, branchOf, describe, termsNote, managePage, changeLines }) {
  const { db, store, provider, outbox, q, clock, totalsFor, readTrip, publicOrigin, driverFee } = ctx;
  /**
   * Refunds `amount` from the booking's settled payments, newest first; each refund writes its
   * refund object and ledger row (provider.refund).
   * @param {BookingRow} booking @param {number} amount @param {string} reason @returns {number} refunded
   */
  function refund(booking, amount, reason) {
    let left = cents(amount);
    for (const intent of /** @type {Intent[]} */ (q.settledPayments.all(booking.id))) {
      if (left <= 0) break;
      const done = provider.refund(intent, left / 100, reason);
      if (done) left -= cents(done.amount);
    }
    return round2(amount - left / 100);
  }

  /**
   * Settles the booking's changes waiting for payment whose hold has ended: a change that was paid is
   * made if it still can be at its price, else its payment is refunded in full; an unpaid one is
   * dropped (its intent cancelled). Changes whose hold still runs are left as they are.
   * @param {BookingRow} booking @returns {BookingRow} the booking as it is now
   */
  function settle(booking) {
    let after = booking;
    for (const row of /** @type {ChangeRow[]} */ (q.pending.all(booking.id))) {
      const intent = provider.get(row.intent_id);
      if (row.hold_expires > clock.now() && intent && intent.status !== 'canceled') continue;
      if (intent && intent.status === 'succeeded' && intent.amount_refunded === 0) {
        after = finish(after, row, intent).booking;
        continue;
      }
      if (intent) provider.voidIntent(intent, 'change_lapsed');
      q.setChange.run('lapsed', row.id);
    }
    return after === booking ? booking : bookingById(booking.id);
  }

  /** The change still waiting for its payment, after settling. @param {BookingRow} booking */
  const pendingOf = (booking) => /** @type {ChangeRow | undefined} */ (q.pending.all(booking.id)[0]);

  /**
   * Makes a paid change, or, when it can no longer be made at its price (its hold ended and the car
   * went, prices moved, or pick up has passed), refunds its payment in full.
   * @param {BookingRow} booking @param {ChangeRow} row @param {Intent} intent
   * @returns {{ booking: BookingRow, view?: BookingView, refusal?: HttpError }}
   */
  function finish(booking, row, intent) {
    /** @type {ReturnType<typeof quote> | null} */
    let p = null;
    try {
      p = quote(booking, JSON.parse(row.body));
    } catch (error) {
      // No longer a change that can be made at all (pick up has passed, say): the money goes back.
      if (!(error instanceof HttpError)) throw error;
    }
    if (!p || !p.available || cents(p.new_total) !== cents(row.new_total)) {
      provider.voidIntent(intent, 'change_not_possible');
      q.setChange.run('refunded', row.id);
      comment(booking, `Renter's change could not be made; its payment of ${money(intent.amount)} was refunded`);
      return {
        booking,
        refusal: new HttpError(409, {
          message: `Sorry, the new dates are no longer available at that price. Your payment of ${money(intent.amount)} has been refunded in full and your booking is as it was.`,
          title: 'Change not possible',
          code: p && !p.available ? 'sold_out' : 'changed',
        }),
      };
    }
    q.setChange.run('done', row.id);
    const view = apply(booking, p, { paid: intent.amount });
    return { booking: bookingById(booking.id), view };
  }

  /**
   * An extra the booking's cover already includes is refused, never taken and then dropped from the
   * price without a word (the editor does not offer it: step 2's rule).
   * @param {number | null | undefined} insuranceId @param {{ id: number }[]} extras
   */
  function refuseCovered(insuranceId, extras) {
    const cover = /** @type {import('../store.mjs').LiabilityRow | undefined} */ (
      insuranceId ? store.q.liability.get(insuranceId) : undefined
    );
    const covered = new Set(/** @type {number[]} */ (cover ? JSON.parse(cover.exclude_extra_ids) : []));
    const names = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e.name]));
    const clash = extras.filter((e) => covered.has(e.id)).map((e) => names.get(e.id));
    if (cover && clash.length) throw badRequest(`${cover.name} already includes ${clash.join(' and ')}.`);
  }

  /**
   * The cars offered when the booked one is not free for the new span: free then, allowed for the
   * driver's age, and as good as the one booked — its class, or another class at a daily rate no
   * lower (a Prado is not swapped for a Picanto) — cheapest first, at most four.
   * @param {import('../store.mjs').VehicleRow} booked @param {BookingRow} booking @param {BookingRow} next
   * @param {ReturnType<typeof parseMeta>} nextMeta
   */
  function alternativesTo(booked, booking, next, nextMeta) {
    const cars = /** @type {import('../store.mjs').VehicleRow[]} */ (db.prepare('SELECT * FROM vehicles').all());
    return cars
      .filter((v) => v.id !== booked.id && (booking.is_over_25 || v.min_age < 25))
      .filter((v) => v.category_id === booked.category_id || v.daily_rate >= booked.daily_rate)
      .filter(
        (v) => store.available(v.id, booking.pickup_location_id ?? 0, next.pickup_dt, next.dropoff_dt, booking.id) > 0,
      )
      .map((v) => ({
        id: v.id,
        name: v.name,
        sub_name: v.sub_name,
        image: `${publicOrigin()}/demo-assets/vehicles/${v.slug}.svg`,
        total: totalsFor({ ...next, vehicle_id: v.id }, nextMeta).amounts.total_amount,
      }))
      .sort((a, b) => a.total - b.total || a.id - b.id)
      .slice(0, 4);
  }

  /**
   * Reads and prices a change request: new dates/times and/or extras (and, when the car is gone, an alternative).
   * @param {BookingRow} booking @param {Record<string, unknown>} body
   */
  function quote(booking, body) {
    if (booking.status !== 'C')
      throw conflict('This booking has been cancelled and can no longer be changed.', 'Booking cancelled');
    const pickup = branchOf(booking, 'pickup');
    if (clock.now() >= Date.parse(pickup.at))
      throw new HttpError(409, {
        message: 'The pick up time has passed, so this booking can no longer be changed online.',
        title: 'Too late to change',
        code: 'not_allowed',
      });
    const meta = parseMeta(booking.meta);
    const trip = readTrip({
      pickup_location_id: booking.pickup_location_id,
      dropoff_location_id: booking.dropoff_location_id,
      pickup_date: body.pickup_date ?? pickup.date,
      pickup_time: body.pickup_time ?? pickup.time,
      dropoff_date: body.dropoff_date ?? ymd(parseDateTime(booking.dropoff_dt)),
      dropoff_time: body.dropoff_time ?? hm(parseDateTime(booking.dropoff_dt)),
    });
    const extras = body.extras === undefined ? (meta.extras ?? []) : readExtras(body.extras, store, 'extras');
    if (body.extras !== undefined) refuseCovered(meta.insurance_id, extras);
    const vehicleId = int(body, 'vehicle_id', { required: false, min: 1, label: 'vehicle_id' }) ?? booking.vehicle_id;
    const vehicle = store.vehicle(vehicleId);
    if (!vehicle) throw badRequest(`Unknown vehicle ${vehicleId}.`);
    if (!booking.is_over_25 && vehicle.min_age >= 25)
      throw conflict('This vehicle is only available to drivers aged 25 and over.', 'Drivers 25+ only');
    const from = dateTime(trip.pickup);
    const to = dateTime(trip.dropoff);
    const next = { ...booking, pickup_dt: from, dropoff_dt: to, vehicle_id: vehicle.id };
    const nextMeta = { ...meta, extras };
    const addedDrivers = driverFee.requested(booking, body, nextMeta);
    if (addedDrivers !== driverFee.paidOf(meta)) nextMeta.added_drivers = addedDrivers;
    const { totals, amounts } = totalsFor(next, nextMeta);
    const available = store.available(vehicle.id, booking.pickup_location_id ?? 0, from, to, booking.id) > 0;
    const newTotal = amounts.total_amount;
    const difference = round2(newTotal - booking.total_amount);
    const alternatives = available ? [] : alternativesTo(vehicle, booking, next, nextMeta);
    const request = {
      pickup_date: ymd(trip.pickup),
      pickup_time: hm(trip.pickup),
      dropoff_date: ymd(trip.dropoff),
      dropoff_time: hm(trip.dropoff),
      extras,
      vehicle_id: vehicle.id,
      // Named only when it moves, so a dates or extras change is the same request as before.
      ...(addedDrivers === driverFee.paidOf(meta) ? {} : { added_drivers: addedDrivers }),
    };
    const same =
      from === booking.pickup_dt &&
      to === booking.dropoff_dt &&
      vehicle.id === booking.vehicle_id &&
      JSON.stringify(extras) === JSON.stringify(meta.extras ?? []) &&
      addedDrivers === driverFee.paidOf(meta);
    return {
      request,
      totals,
      amounts,
      next,
      nextMeta,
      vehicle,
      available,
      alternatives,
      old_total: booking.total_amount,
      new_total: newTotal,
      difference,
      same,
      terms_note: same ? '' : termsNote(booking, next),
      changes: changeLines(booking, next, nextMeta),
    };
  }

  /**
   * Words for a change, for the staff comment: what changed, then the money that moved for it (from
   * the ledger's movements of this change, never the quote's difference).
   * @param {BookingRow} before @param {BookingRow} after @param {string} moneyWords
   */
  function changeWords(before, after, moneyWords) {
    const parts = [];
    const span = (/** @type {BookingRow} */ b) => {
      const p = parseDateTime(b.pickup_dt);
      const d = parseDateTime(b.dropoff_dt);
      const fmt = (/** @type {Date} */ x) =>
        `${x.getUTCDate()} ${x.toLocaleString('en-AU', { month: 'short', timeZone: 'UTC' })} ${hm(x)}`;
      return `${fmt(p)}–${fmt(d)}`;
    };
    if (before.pickup_dt !== after.pickup_dt || before.dropoff_dt !== after.dropoff_dt)
      parts.push(`Renter changed dates: ${span(before)} → ${span(after)}`);
    const ex = (/** @type {BookingRow} */ b) => {
      const list = parseMeta(b.meta).extras ?? [];
      const names = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e.name]));
      return list.length
        ? list.map((/** @type {{id: number, qty: number}} */ e) => `${names.get(e.id)} × ${e.qty}`).join(', ')
        : 'none';
    };
    if (ex(before) !== ex(after)) parts.push(`Renter changed extras: ${ex(before)} → ${ex(after)}`);
    const [feeBefore, feeAfter] = [before, after].map((b) => driverFee.paidOf(parseMeta(b.meta)));
    if (feeBefore !== feeAfter)
      parts.push(`Renter's additional drivers charged at check-in: ${feeBefore} → ${feeAfter}`);
    if (before.vehicle_id !== after.vehicle_id)
      parts.push(
        `Renter changed car: ${store.vehicle(before.vehicle_id)?.name} → ${store.vehicle(after.vehicle_id)?.name}`,
      );
    return `${parts.join('; ')}; ${moneyWords}`;
  }

  /**
   * Writes a priced change and tells staff and the renter what moved: `paid` (a change payment
   * captured), `refunded` (a cheaper pay-now change), or for pay later the preauthorisation now held.
   * @param {BookingRow} booking @param {ReturnType<typeof quote>} priced @param {{ paid?: number, refunded?: number }} moved
   */
  function apply(booking, priced, moved) {
    q.applyChange.run({
      id: booking.id,
      pickup_dt: priced.next.pickup_dt,
      dropoff_dt: priced.next.dropoff_dt,
      vehicle_id: priced.vehicle.id,
      code: priced.vehicle.code,
      meta: JSON.stringify(priced.nextMeta),
      ...priced.amounts,
    });
    q.raiseCalendar.run(booking.id);
    const after = bookingById(booking.id);
    const view = describe(after);
    const totalWords = `total ${money(booking.total_amount)} → ${money(after.total_amount)}`;
    const moneyWords =
      booking.payment_type === 'L'
        ? `${totalWords}, card preauthorised for ${money(view.preauthorised)}`
        : moved.paid
          ? `${totalWords}, ${money(moved.paid)} paid`
          : moved.refunded
            ? `${totalWords}, ${money(moved.refunded)} refunded`
            : `${totalWords}, nothing paid or refunded`;
    comment(after, changeWords(booking, after, moneyWords));
    const moneyText =
      booking.payment_type === 'L'
        ? `Your new total is ${money(after.total_amount)}, payable at the counter. Your card is preauthorised for ${money(view.preauthorised)}.`
        : moved.paid
          ? `We have charged the difference of ${money(moved.paid)} to your card.`
          : moved.refunded
            ? `We have refunded ${money(moved.refunded)} to your card.`
            : 'The total is unchanged.';
    outbox.send({
      to: after.email,
      bookingId: after.id,
      kind: 'change',
      ...changeEmail(
        view,
        `Your booking has been changed. ${moneyText}`,
        managePage(after),
        clock.now(),
        calendarOf(after, outbox),
      ),
    });
    return view;
  }

  return { refund, settle, pendingOf, finish, quote, apply };
}
