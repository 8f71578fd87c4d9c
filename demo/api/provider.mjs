// @ts-check
/**
 * The fake payment provider: payment intents (`pi_…`) and setup intents
 * (`seti_…`) stored in SQLite, confirmed by the Stripe.js test double through
 * POST /stripe-double/confirm. Test cards as in DESIGN.md.
 */
import { randomId } from '../lib/ids.mjs';

/** @typedef {import('better-sqlite3').Database} DB */
/** @typedef {{id: string, kind: 'payment' | 'setup', client_secret: string, booking_id: number, amount: number, status: string, last_error: string, created: number}} Intent */

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

/** @param {DB} db */
export function createProvider(db) {
  const byId = db.prepare('SELECT * FROM intents WHERE id = ?');
  const bySecret = db.prepare('SELECT * FROM intents WHERE client_secret = ?');
  const open = db.prepare("SELECT * FROM intents WHERE booking_id = ? AND kind = ? AND status != 'succeeded' ORDER BY created DESC LIMIT 1");
  const insert = db.prepare('INSERT INTO intents (id, kind, client_secret, booking_id, amount, status, created) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const setAmount = db.prepare("UPDATE intents SET amount = ?, status = 'requires_payment_method', last_error = '' WHERE id = ?");
  const setStatus = db.prepare('UPDATE intents SET status = ?, last_error = ? WHERE id = ?');
  const listSql = `SELECT i.*, b.type AS booking_type FROM intents i LEFT JOIN bookings b ON b.id = i.booking_id
    WHERE i.kind = @kind AND (@booking IS NULL OR i.booking_id = @booking) ORDER BY i.created DESC, i.rowid DESC LIMIT @limit`;
  const list = db.prepare(listSql);

  return {
    /**
     * Returns the booking's open intent of that kind (amount updated) or a new one.
     * @param {number} bookingId @param {'payment' | 'setup'} kind @param {number} amount
     * @returns {Intent}
     */
    intentFor(bookingId, kind, amount) {
      const existing = /** @type {Intent | undefined} */ (open.get(bookingId, kind));
      if (existing) {
        setAmount.run(amount, existing.id);
        return /** @type {Intent} */ (byId.get(existing.id));
      }
      const id = `${kind === 'payment' ? 'pi' : 'seti'}_${randomId(24)}`;
      const secret = `${id}_secret_${randomId(24)}`;
      insert.run(id, kind, secret, bookingId, amount, 'requires_payment_method', Date.now());
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
    list: (kind, { bookingId = null, limit }) => /** @type {any[]} */ (list.all({ kind, booking: bookingId, limit })),
  };
}

/** @typedef {ReturnType<typeof createProvider>} Provider */
