// @ts-check
/**
 * Making a priced change (POST /change, and check-in's drivers: its fee added or refunded): one
 * change at a time, at the total the renter saw. A cheaper pay-now change is refunded at once; a
 * pay-later one raises the card's preauthorisation to the new total (never lowers it); a dearer
 * pay-now one waits for its own payment (changeRoutes.mjs `/change/confirm`), holding its car.
 */
import { badRequest, changed, HttpError } from '../../lib/http.mjs';
import { sha256 } from '../../lib/ids.mjs';
import { cents } from '../../lib/pricing.mjs';
import { changePending } from '../store.mjs';
import { money } from '../../mail/emails.mjs';
import { MANAGE_CHANGE_HOLD_MINUTES } from '../../lib/rules.generated.mjs';
/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./changes.mjs').ChangeRow} ChangeRow */

/**
 * @param {ManageContext} ctx
 * @param {Pick<import('./index.mjs').ManageCore, 'quote' | 'pendingOf' | 'refund' | 'apply'>} core
 */
export function createCommit(ctx, { quote, pendingOf, refund, apply }) {
  const { provider, q, clock } = ctx;

  /** The answer of a change waiting for its payment. @param {ChangeRow} row @param {Intent} intent */
  const awaitingPayment = (row, intent) => ({
    status: /** @type {const} */ ('requires_payment'),
    change_id: row.id,
    client_secret: intent.client_secret,
    amount: intent.amount,
    intent_status: intent.status,
    expires_at: new Date(row.hold_expires).toISOString(),
  });

  /**
   * Makes the change `body` asks for, or starts its payment.
   * @param {BookingRow} booking @param {Record<string, unknown>} body
   * @param {number | null} expected the new total the renter saw (409 `changed` when it is not so); null only
   *   for a change the server makes itself (a removed driver's fee), which is never dearer
   */
  function commit(booking, body, expected) {
    const p = quote(booking, body);
    const key = sha256(JSON.stringify(p.request));
    // One change at a time: the same change again (a reload, a second tab, a double click) gets its
    // own intent back; any other waits until that one is paid and confirmed, or dropped.
    const waiting = pendingOf(booking);
    if (waiting) {
      const intent = provider.get(waiting.intent_id);
      if (waiting.change_key === key && intent) return awaitingPayment(waiting, intent);
      throw changePending();
    }
    if (p.same) throw badRequest('Nothing has changed.');
    if (!p.available)
      throw new HttpError(409, {
        message:
          'Sorry, your car is not available for the new dates. Please choose another car or keep your booking as it is.',
        title: 'Sold out',
        code: 'sold_out',
      });
    if (expected === null) {
      if (p.difference > 0) throw new Error(`a change made by the server would cost ${p.difference}`);
    } else if (cents(expected) !== cents(p.new_total)) {
      throw changed(`The new total is now ${money(p.new_total)}. Please check it and confirm again.`, 'Price changed');
    }
    if (booking.payment_type === 'L') {
      // Pay later: the preauthorisation must cover the new total (raised on the saved card; never lowered).
      const setup = /** @type {Intent | undefined} */ (q.setups.all(booking.id)[0]);
      if (setup) provider.raiseHold(setup, p.new_total, null);
      return {
        status: /** @type {const} */ ('done'),
        booking: apply(booking, p, {}),
        difference: p.difference,
        refund: 0,
      };
    }
    if (p.difference <= 0) {
      const refunded = p.difference < 0 ? refund(booking, -p.difference, 'booking_changed') : 0;
      return {
        status: /** @type {const} */ ('done'),
        booking: apply(booking, p, { refunded }),
        difference: p.difference,
        refund: refunded,
      };
    }
    // Pay now and dearer: one intent for this change, and the car held for the new span meanwhile.
    const id = Number(
      q.insertChange.run({
        booking_id: booking.id,
        change_key: key,
        body: JSON.stringify(p.request),
        old_total: p.old_total,
        new_total: p.new_total,
        amount: p.difference,
        vehicle_id: p.vehicle.id,
        location_id: booking.pickup_location_id,
        pickup_dt: p.next.pickup_dt,
        dropoff_dt: p.next.dropoff_dt,
        hold_expires: clock.now() + MANAGE_CHANGE_HOLD_MINUTES * 60_000,
        created: clock.now(),
      }).lastInsertRowid,
    );
    const intent = provider.changeIntent(booking.id, p.difference);
    provider.forChange(intent.id, id);
    q.setChangeIntent.run(intent.id, id);
    return awaitingPayment(/** @type {ChangeRow} */ (q.change.get(id)), intent);
  }

  return { commit };
}
