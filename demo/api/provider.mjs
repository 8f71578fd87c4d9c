// @ts-check
/**
 * The fake payment provider: payment intents (`pi_…`) and setup intents
 * (`seti_…`) stored in SQLite, confirmed by the Stripe.js test double through
 * POST /stripe-double/confirm. Test cards as in DESIGN.md.
 */
import { randomId } from '../lib/ids.mjs';
import { cents } from '../lib/pricing.mjs';

/** @typedef {import('better-sqlite3').Database} DB */
/**
 * @typedef {{id: string, kind: 'payment' | 'setup', client_secret: string, booking_id: number, amount: number, status: string,
 *   last_error: string, created: number, amount_refunded: number, canceled_at: number, cancellation_reason: string}} Intent
 */

export const CARDS = {
  SUCCESS: '4242424242424242',
  DECLINED: '4000000000000002',
  INSUFFICIENT: '4000000000009995',
  THREE_DS: '4000002760003184',
};

export const MESSAGES = {
  declined: 'Your card was declined.',
  insufficient: 'Your card has insufficient funds.',
  auth: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  incomplete: 'Your card number is incomplete.',
  invalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryMonth: "Your card's expiration month is invalid.",
  cvc: "Your card's security code is incomplete.",
  postal: 'Your postal code is incomplete.',
};

/** @param {string} digits */
export function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Statuses in which an intent can still be confirmed (or is being confirmed). */
export const AWAITING = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];

/**
 * @param {DB} db
 * @param {{now: () => number}} clock the server's clock (creation and cancellation stamps)
 */
export function createProvider(db, clock) {
  const byId = db.prepare('SELECT * FROM intents WHERE id = ?');
  const bySecret = db.prepare('SELECT * FROM intents WHERE client_secret = ?');
  // Live: can still be confirmed, or has succeeded and was neither refunded nor voided.
  const live =
    db.prepare(`SELECT * FROM intents WHERE booking_id = ? AND (status IN (${AWAITING.map((st) => `'${st}'`).join(', ')})
    OR (status = 'succeeded' AND amount_refunded = 0)) ORDER BY created DESC, rowid DESC`);
  const insert = db.prepare(
    'INSERT INTO intents (id, kind, client_secret, booking_id, amount, status, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const setStatus = db.prepare('UPDATE intents SET status = ?, last_error = ? WHERE id = ?');
  const cancel = db.prepare(
    "UPDATE intents SET status = 'canceled', canceled_at = ?, cancellation_reason = ? WHERE id = ?",
  );
  const refund = db.prepare('UPDATE intents SET amount_refunded = amount WHERE id = ?');
  const listSql = `SELECT i.*, b.type AS booking_type FROM intents i LEFT JOIN bookings b ON b.id = i.booking_id
    WHERE i.kind = @kind AND (@booking IS NULL OR i.booking_id = @booking) ORDER BY i.created DESC, i.rowid DESC LIMIT @limit`;
  const list = db.prepare(listSql);

  /**
   * Undoes an intent: one still awaiting the card is canceled (it can no longer be confirmed); a
   * succeeded payment intent is refunded in full; a succeeded setup intent is canceled too (the
   * double's liberty: Stripe would detach the saved card; either way nothing is ever charged).
   * @param {Intent} intent @param {string} reason
   * @returns {'canceled' | 'refunded' | 'none'}
   */
  function voidIntent(intent, reason) {
    if (intent.status === 'succeeded') {
      if (intent.kind === 'payment') {
        if (intent.amount_refunded > 0) return 'none';
        refund.run(intent.id);
        return 'refunded';
      }
      cancel.run(clock.now(), reason, intent.id);
      return 'canceled';
    }
    if (!AWAITING.includes(intent.status)) return 'none';
    cancel.run(clock.now(), reason, intent.id);
    return 'canceled';
  }

  /** @param {number} bookingId @returns {Intent[]} */
  const liveFor = (bookingId) => /** @type {Intent[]} */ (live.all(bookingId));

  return {
    /**
     * The booking's one live intent for this kind and amount: the current one when it matches
     * (still awaiting the card, or succeeded and not yet registered), otherwise every live intent
     * of the booking is voided and a new one created. So a booking never has two live intents.
     * @param {number} bookingId @param {'payment' | 'setup'} kind @param {number} amount
     * @returns {Intent}
     */
    intentFor(bookingId, kind, amount) {
      const current = liveFor(bookingId);
      const same = current.find((i) => i.kind === kind && cents(i.amount) === cents(amount));
      if (same && current.length === 1) return same;
      for (const intent of current) voidIntent(intent, 'superseded');
      const id = `${kind === 'payment' ? 'pi' : 'seti'}_${randomId(24)}`;
      const secret = `${id}_secret_${randomId(24)}`;
      insert.run(id, kind, secret, bookingId, amount, 'requires_payment_method', clock.now());
      return /** @type {Intent} */ (byId.get(id));
    },
    /**
     * Voids every live intent of a booking (its car, payment type, liability or extras changed).
     * @param {number} bookingId @param {string} [reason] @returns {number} how many were voided
     */
    voidAll(bookingId, reason = 'booking_changed') {
      let n = 0;
      for (const intent of liveFor(bookingId)) if (voidIntent(intent, reason) !== 'none') n++;
      return n;
    },
    voidIntent,
    /**
     * A new intent beside the booking's others (a renter's change paying a difference): nothing is voided.
     * @param {number} bookingId @param {'payment' | 'setup'} kind @param {number} amount @returns {Intent}
     */
    createIntent(bookingId, kind, amount) {
      const id = `${kind === 'payment' ? 'pi' : 'seti'}_${randomId(24)}`;
      insert.run(id, kind, `${id}_secret_${randomId(24)}`, bookingId, amount, 'requires_payment_method', clock.now());
      return /** @type {Intent} */ (byId.get(id));
    },
    /** @param {string} id @returns {Intent | undefined} */
    get: (id) => /** @type {Intent | undefined} */ (byId.get(id)),
    /** @param {string} secret @returns {Intent | undefined} */
    bySecret: (secret) => /** @type {Intent | undefined} */ (bySecret.get(secret)),
    /** @param {string} id @param {string} status @param {string} [error] */
    setStatus: (id, status, error = '') => setStatus.run(status, error, id),
    /**
     * Intents of one kind, newest first (optionally one booking's), at most `limit`.
     * @param {'payment' | 'setup'} kind @param {{bookingId?: number | null, limit: number}} opts
     * @returns {(Intent & {booking_type: string | null})[]}
     */
    list: (kind, { bookingId = null, limit }) =>
      /** @type {(Intent & {booking_type: string | null})[]} */ (list.all({ kind, booking: bookingId, limit })),
  };
}

/** @typedef {ReturnType<typeof createProvider>} Provider */
