// @ts-check
/** Registering a confirmed intent (shared with the subscription flow) and POST /payment. */
import { Hono } from 'hono';
import { badRequest, changed, readJson, str, HttpError } from '../../lib/http.mjs';
import { cents } from '../../lib/pricing.mjs';
import { clientAddress } from '../../lib/rateLimit.mjs';
import { reservationNo, reservationRef } from '../../db/seed.mjs';
import { changePending, expiredError, parseMeta } from '../store.mjs';
/** @typedef {import('../store.mjs').BookingRow} BookingRow */

/**
 * What happened to the renter's money when an intent was voided. @param {import('../provider.mjs').Intent | undefined} intent
 * @param {'canceled' | 'refunded' | 'none'} done
 */
function moneyNote(intent, done) {
  if (!intent) return '';
  if (intent.kind === 'payment' && (done === 'refunded' || intent.amount_refunded > 0)) {
    return `Your payment of $${intent.amount.toFixed(2)} has been refunded in full.`;
  }
  return 'Nothing has been charged to your card.';
}

/**
 * The body's `stripe_id`: a payment intent (pi_…) or setup intent (seti_…) id, else 400.
 * @param {Record<string, unknown>} body
 */
export function readStripeId(body) {
  const stripeId = str(body, 'stripe_id', { max: 100, label: 'stripe_id' });
  if (!/^(pi|seti)_[A-Za-z0-9]+$/.test(stripeId))
    throw badRequest('stripe_id must be a payment intent (pi_…) or setup intent (seti_…) id.');
  return stripeId;
}

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   provider: import('../provider.mjs').Provider}} deps
 */
export function createRegisterPayment({ db, store, provider }) {
  const pendingChange = db
    .prepare("SELECT 1 FROM manage_changes WHERE booking_id = ? AND status = 'pending' AND hold_expires > ?")
    .pluck();
  const markPaid =
    db.prepare(`UPDATE bookings SET status = 'C', reservation_no = @no, reservation_ref = @ref, stripe_id = @stripe_id,
    hold_expires = 0 WHERE id = @id`);

  /**
   * Registers a confirmed intent (shared with the subscription flow), inside the caller's immediate
   * transaction. Returns `{error}` rather than throwing when it has voided an intent (refunded a
   * payment, canceled a setup), so the caller commits that before answering with the error.
   * @param {string} stripeId @param {BookingRow} booking
   * @param {{kind: 'payment' | 'setup', total: () => number, claim: () => boolean, paid: string}} expect
   *   the kind and total the booking wants now; `claim` renews its hold on the car (false: the car is gone);
   *   `paid`: the 409 message for a booking already paid
   * @returns {{data: {reservation_ref: string, reservation_no: string, booking_id: number}} | {error: HttpError}}
   */
  function registerPayment(stripeId, booking, expect) {
    const intent = provider.get(stripeId);
    // A renter's change pays through its own intent, confirmed only by /manage/change/confirm: never
    // here, and never voided from here (that refunded a change that was then kept).
    if (intent?.purpose === 'change') return { error: badRequest('This payment does not belong to this booking.') };
    const mine = intent && intent.booking_id === booking.id ? intent : undefined;
    if (booking.status === 'C' && pendingChange.get(booking.id, store.clock.now())) return { error: changePending() };
    /**
     * Voids the intent, then the 409, ending with what happened to the money.
     * @param {string} text @param {string} title @param {'changed' | 'sold_out'} [code]
     */
    const undo = (text, title, code) => {
      const done = mine ? provider.voidIntent(mine, 'booking_changed') : 'none';
      return { error: new HttpError(409, { message: `${text} ${moneyNote(mine, done)}`.trim(), title, code }) };
    };
    if (booking.status === 'C') {
      if (booking.stripe_id === stripeId) {
        return {
          data: {
            reservation_ref: booking.reservation_ref,
            reservation_no: booking.reservation_no,
            booking_id: booking.id,
          },
        };
      }
      // Another intent for a booking already paid: never a second charge.
      return undo(expect.paid, 'Already booked');
    }
    if (booking.status === 'R')
      return undo(
        'This booking has been sent to our team as a phone booking. Please start a new search.',
        'Already requested',
      );
    if (store.sessionExpired(booking) && mine?.status !== 'succeeded') return { error: expiredError(booking.type) };
    if (!mine) return { error: badRequest('This payment does not belong to this booking.') };
    if (mine.status === 'canceled' || mine.amount_refunded > 0) {
      return {
        error: changed(
          `This payment was stopped because the booking changed after it started. ${moneyNote(mine, mine.amount_refunded > 0 ? 'refunded' : 'canceled')} Please check your booking and pay again.`,
          'Booking changed',
        ),
      };
    }
    if (mine.kind !== expect.kind) {
      return undo(
        `Your booking is now ${expect.kind === 'payment' ? 'pay now' : 'pay later'}, but this payment was made for ${mine.kind === 'payment' ? 'pay now' : 'pay later'}. Please check your booking and pay again.`,
        'Booking changed',
        'changed',
      );
    }
    if (mine.status !== 'succeeded') {
      return {
        error: new HttpError(402, {
          message: 'The payment has not been completed. Please check your card details and try again.',
          title: 'Payment not completed',
        }),
      };
    }
    const total = expect.total();
    if (cents(mine.amount) !== cents(total)) {
      return undo(
        `The total of your booking is now $${total.toFixed(2)}, not the $${mine.amount.toFixed(2)} of this payment. Please check the new total and pay again.`,
        'Price changed',
      );
    }
    if (!expect.claim())
      return undo(
        'Sorry, your vehicle was booked by someone else before your payment came through. Please start a new search.',
        'Sold out',
        'sold_out',
      );
    const no = reservationNo(booking.id);
    const ref = reservationRef(booking.id);
    markPaid.run({ id: booking.id, no, ref, stripe_id: stripeId });
    return { data: { reservation_ref: ref, reservation_no: no, booking_id: booking.id } };
  }

  return registerPayment;
}

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   holds: import('../holds.mjs').Holds, registerPayment: ReturnType<typeof createRegisterPayment>,
 *   totals: ReturnType<typeof import('./totals.mjs').createTotals>,
 *   onPaid?: (bookingId: number, manageUrl: unknown) => void}} deps
 */
export function paymentRoutes({ db, store, holds, registerPayment, totals: { totalsFor }, onPaid }) {
  const app = new Hono();
  app.post('/payment', async (c) => {
    const body = await readJson(c);
    const stripeId = readStripeId(body);
    const token = str(body, 'booking_token', { max: 100, label: 'booking_token' });
    const client = clientAddress(c);
    const result = db
      .transaction(() => {
        // A payment that went through is registered even after the session expired: the money has moved.
        const booking = store.bookingByToken(token, 'BOOKING', { allowExpired: true });
        return registerPayment(stripeId, booking, {
          kind: booking.payment_type === 'N' ? 'payment' : 'setup',
          total: () => totalsFor(booking, parseMeta(booking.meta)).amounts.total_amount,
          claim: () => holds.renew(booking, client) > 0,
          paid: 'This booking has already been paid.',
        });
      })
      .immediate();
    if ('error' in result) throw result.error;
    // Optional `manage_url`: the site's "Manage my booking" page (its routes.manageBooking) for the email's link.
    onPaid?.(result.data.booking_id, body.manage_url);
    return c.json({ data: result.data });
  });

  return app;
}
