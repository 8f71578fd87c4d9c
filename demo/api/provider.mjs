// @ts-check
/**
 * The fake payment provider: payment intents (`pi_…`) and setup intents
 * (`seti_…`) stored in SQLite, confirmed by the Stripe.js test double through
 * POST /stripe-double/confirm. Test cards as in docs/conventions.md.
 */
import { randomId } from '../lib/ids.mjs';
import { cents } from '../lib/pricing.mjs';
import { createLedger } from './ledger.mjs';

/** @typedef {import('better-sqlite3').Database} DB */
/**
 * @typedef {{id: string, kind: 'payment' | 'setup', client_secret: string, booking_id: number, amount: number, status: string,
 *   last_error: string, created: number, amount_refunded: number, canceled_at: number, cancellation_reason: string,
 *   purpose: 'booking' | 'change', change_id: number | null}} Intent
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
  const ledger = createLedger(db, clock);
  const byId = db.prepare('SELECT * FROM intents WHERE id = ?');
  const bySecret = db.prepare('SELECT * FROM intents WHERE client_secret = ?');
  // Live: can still be confirmed, or has succeeded and was neither refunded nor voided.
  const live =
    db.prepare(`SELECT * FROM intents WHERE booking_id = ? AND (status IN (${AWAITING.map((st) => `'${st}'`).join(', ')})
    OR (status = 'succeeded' AND amount_refunded = 0)) ORDER BY created DESC, rowid DESC`);
  const insert =
    db.prepare(`INSERT INTO intents (id, kind, client_secret, booking_id, amount, status, created, purpose, change_id)
    VALUES (?, ?, ?, ?, ?, 'requires_payment_method', ?, ?, ?)`);
  const setStatus = db.prepare('UPDATE intents SET status = ?, last_error = ? WHERE id = ?');
  const cancel = db.prepare(
    "UPDATE intents SET status = 'canceled', canceled_at = ?, cancellation_reason = ? WHERE id = ?",
  );
  const addRefund = db.prepare(
    'INSERT INTO refunds (id, intent_id, booking_id, amount, reason, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const refunded = db.prepare('UPDATE intents SET amount_refunded = round(amount_refunded + ?, 2) WHERE id = ?');
  const setChange = db.prepare('UPDATE intents SET change_id = ? WHERE id = ?');
  const setAmount = db.prepare('UPDATE intents SET amount = ? WHERE id = ?');
  const listSql = `SELECT i.*, b.type AS booking_type FROM intents i LEFT JOIN bookings b ON b.id = i.booking_id
    WHERE i.kind = @kind AND (@booking IS NULL OR i.booking_id = @booking) ORDER BY i.created DESC, i.rowid DESC LIMIT @limit`;
  const list = db.prepare(listSql);
  const get = (/** @type {string} */ id) => /** @type {Intent | undefined} */ (byId.get(id));

  /**
   * Refunds part or all of a succeeded payment intent: a refund object (`re_…`), the intent's
   * `amount_refunded`, and the ledger row, together. Never more than is left on the intent.
   * @param {Intent} intent @param {number} amount @param {string} reason
   * @returns {{ id: string, amount: number } | null} null when nothing was left to refund
   */
  const refund = db.transaction(
    (/** @type {Intent} */ intent, /** @type {number} */ amount, /** @type {string} */ reason) => {
      const fresh = get(intent.id);
      if (!fresh || fresh.kind !== 'payment' || fresh.status !== 'succeeded') return null;
      const take = Math.min(cents(amount), cents(fresh.amount) - cents(fresh.amount_refunded));
      if (take <= 0) return null;
      const id = `re_${randomId(24)}`;
      addRefund.run(id, fresh.id, fresh.booking_id, take / 100, reason, clock.now());
      refunded.run(take / 100, fresh.id);
      ledger.add({
        bookingId: fresh.booking_id,
        kind: 'refund',
        amount: -take / 100,
        intentId: fresh.id,
        refundId: id,
        changeId: fresh.change_id,
        note: reason,
      });
      return { id, amount: take / 100 };
    },
  );

  /**
   * Undoes an intent: one still awaiting the card is canceled (it can no longer be confirmed); a
   * succeeded payment intent is refunded in full (what is left of it); a succeeded setup intent is
   * canceled too and its preauthorisation released (the double's liberty: Stripe would detach the
   * saved card; either way nothing is ever charged). Each money movement has its ledger row.
   * @param {Intent} intent @param {string} reason
   * @returns {'canceled' | 'refunded' | 'none'}
   */
  const voidIntent = db.transaction((/** @type {Intent} */ intent, /** @type {string} */ reason) => {
    const fresh = get(intent.id);
    if (!fresh) return 'none';
    if (fresh.status === 'succeeded') {
      if (fresh.kind === 'payment') return refund(fresh, fresh.amount, reason) ? 'refunded' : 'none';
      cancel.run(clock.now(), reason, fresh.id);
      const held = ledger.heldBy(fresh.id);
      if (held > 0)
        ledger.add({
          bookingId: fresh.booking_id,
          kind: 'preauth_release',
          held: -held,
          intentId: fresh.id,
          note: reason,
        });
      return 'canceled';
    }
    if (!AWAITING.includes(fresh.status)) return 'none';
    cancel.run(clock.now(), reason, fresh.id);
    return 'canceled';
  });

  /** @param {number} bookingId @returns {Intent[]} */
  const liveFor = (bookingId) => /** @type {Intent[]} */ (live.all(bookingId));

  /**
   * A new intent.
   * @param {number} bookingId @param {'payment' | 'setup'} kind @param {number} amount
   * @param {{ purpose?: 'booking' | 'change', changeId?: number | null }} [o]
   */
  function create(bookingId, kind, amount, o = {}) {
    const id = `${kind === 'payment' ? 'pi' : 'seti'}_${randomId(24)}`;
    const secret = `${id}_secret_${randomId(24)}`;
    insert.run(id, kind, secret, bookingId, amount, clock.now(), o.purpose ?? 'booking', o.changeId ?? null);
    return /** @type {Intent} */ (get(id));
  }

  return {
    ledger,
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
      return create(bookingId, kind, amount);
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
    refund,
    /**
     * A new payment intent for a renter's change (`purpose: 'change'`) beside the booking's others:
     * nothing is voided. Name its change with `forChange` once the change row exists.
     * @param {number} bookingId @param {number} amount @returns {Intent}
     */
    changeIntent: (bookingId, amount) => create(bookingId, 'payment', amount, { purpose: 'change' }),
    /** @param {string} intentId @param {number} changeId */
    forChange: (intentId, changeId) => setChange.run(changeId, intentId),
    /**
     * Raises a succeeded setup intent's preauthorisation to `amount` (an incremental authorisation
     * on the saved card, off-session), with its ledger row. Never lowers it.
     * @param {Intent} intent @param {number} amount @param {number | null} changeId
     */
    raiseHold: db.transaction(
      (/** @type {Intent} */ intent, /** @type {number} */ amount, /** @type {number | null} */ changeId) => {
        const held = ledger.heldBy(intent.id);
        if (cents(amount) <= cents(held)) return;
        setAmount.run(amount, intent.id);
        ledger.add({
          bookingId: intent.booking_id,
          kind: 'preauth_increase',
          held: (cents(amount) - cents(held)) / 100,
          intentId: intent.id,
          changeId,
        });
      },
    ),
    get,
    /** @param {string} secret @returns {Intent | undefined} */
    bySecret: (secret) => /** @type {Intent | undefined} */ (bySecret.get(secret)),
    /**
     * The double's confirmation moves an intent on. Only an intent still awaiting its card moves; the
     * step to `succeeded` writes its ledger row (captured, or the card preauthorised) at once.
     * @param {string} id @param {string} status @param {string} [error]
     */
    setStatus: db.transaction((/** @type {string} */ id, /** @type {string} */ status, error = '') => {
      const intent = get(id);
      if (!intent || !AWAITING.includes(intent.status)) return;
      setStatus.run(status, error, id);
      if (status !== 'succeeded') return;
      if (intent.kind === 'setup')
        ledger.add({ bookingId: intent.booking_id, kind: 'preauth', held: intent.amount, intentId: id });
      else
        ledger.add({
          bookingId: intent.booking_id,
          kind: intent.purpose === 'change' ? 'change_payment' : 'payment',
          amount: intent.amount,
          intentId: id,
          changeId: intent.change_id,
        });
    }),
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
