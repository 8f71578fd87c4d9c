// @ts-check
/**
 * The payment-integrity suites' setup (integrity*.test.mjs): fresh dates per booking, bookings
 * ready for the card, the Stripe double's intents of a booking, the only Prado at Brisbane City, and
 * calls from other client addresses.
 */
import { request } from 'node:http';
import { card, dayFromNow, searchBody, seedBooking } from './helpers.mjs';
import { urlsOf } from '../../test/kit/api.mjs';
import { intentsOf as intentsOfBooking } from '../../test/kit/stripe.mjs';

export const BRISBANE_CITY = 8;
export const PRADO = 10; // the only one at Brisbane City
export const HOLD_MS = 30 * 60_000;
export const GONE = {
  title: 'Sold out',
  message: 'Sorry, your vehicle is no longer available for these dates. Please start a new search.',
  code: 'sold_out',
};

/**
 * The helpers bound to the file's server (filled in by its `before` hook, so call them only in tests).
 * @param {import('./helpers.mjs').TestServer} s
 */
export function integrityKit(s) {
  let slot = 0;
  /** Dates no other test of this file uses (a selection holds a car). @param {number} [days] */
  function freshDates(days = 3) {
    const start = 30 + 6 * slot++;
    return { pickup_date: dayFromNow(start), dropoff_date: dayFromNow(start + days) };
  }

  /** A booking with a car, a liability and the renter's details: ready for the card. @param {'N' | 'L'} paymentType */
  async function readyBooking(paymentType = 'N', vehicleId = 3, over = {}) {
    return seedBooking(s, { dates: freshDates(), vehicleId, paymentType, search: over, ready: true });
  }

  /** Confirms an intent with a test card through the double. @param {string} secret */
  async function pay(secret, number = '4242424242424242') {
    const r = await fetch(`${s.url}/stripe-double/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, card: card(number) }),
    });
    return /** @type {any} */ (await r.json());
  }

  /** The double's intent list, as Stripe's API shows it. @param {'payment_intents' | 'setup_intents'} kind @param {string} [query] */
  async function listIntents(kind, query = '') {
    const r = await fetch(`${s.url}/stripe-double/v1/${kind}${query}`);
    return { status: r.status, body: /** @type {any} */ (await r.json()) };
  }

  /** Succeeded payment intents of a booking, net of refunds: what the renter was charged, in cents. @param {number} bookingId */
  async function chargedCents(bookingId) {
    const { body } = await listIntents('payment_intents', `?metadata[booking_id]=${bookingId}`);
    return body.data
      .filter((/** @type {any} */ i) => i.status === 'succeeded')
      .reduce((/** @type {number} */ sum, /** @type {any} */ i) => sum + i.amount - i.amount_refunded, 0);
  }

  /** Every intent of a booking (both kinds), newest first. @param {number} bookingId */
  async function intentsOf(bookingId) {
    const { payment, setup } = await intentsOfBooking(urlsOf(s), bookingId);
    return /** @type {any[]} */ ([...payment, ...setup]);
  }

  /** Intents that can still be paid or are paid and kept. @param {number} bookingId */
  async function liveIntents(bookingId) {
    return (await intentsOf(bookingId)).filter((i) => i.status !== 'canceled' && !(i.amount_refunded > 0));
  }

  /** @param {number} id */
  const bookingRow = (id) =>
    /** @type {any} */ (
      s.db
        .prepare('SELECT status, stripe_id, total_amount, is_over_25, hold_expires FROM bookings WHERE id = ?')
        .get(id)
    );

  /** The id in a client secret (`pi_…_secret_…`). @param {string} secret */
  const intentId = (secret) => secret.split('_secret_')[0];

  /**
   * A call from another client address (127.0.0.x is all this machine), for the holds-per-client limit.
   * @param {string} from @param {string} path @param {unknown} body
   * @returns {Promise<{status: number, body: any}>}
   */
  function apiFrom(from, path, body) {
    return new Promise((resolve, reject) => {
      const url = new URL(s.url + path);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: from,
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }

  /** A search at Brisbane City on the given dates, the Prado selected. @param {{pickup_date: string, dropoff_date: string}} dates */
  async function pradoBooking(dates, paymentType = 'N') {
    const r = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({ ...dates, pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY }),
    );
    const token = r.body.data.booking_token;
    const bookingId = /** @type {any} */ (s.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').get()).id;
    const sel = await s.api('POST', '/api/v1/select', {
      vehicle_id: PRADO,
      payment_type: paymentType,
      booking_token: token,
    });
    return { token, bookingId, select: sel };
  }

  /** Confirmed bookings of the Prado overlapping these dates. @param {{pickup_date: string}} dates */
  const confirmedPrados = (dates) =>
    /** @type {number} */ (
      s.db
        .prepare(
          `SELECT COUNT(*) FROM bookings WHERE vehicle_id = ? AND pickup_location_id = ?
    AND status = 'C' AND substr(pickup_dt, 1, 10) = ?`,
        )
        .pluck()
        .get(PRADO, BRISBANE_CITY, dates.pickup_date)
    );

  return {
    freshDates,
    readyBooking,
    pay,
    listIntents,
    chargedCents,
    intentsOf,
    liveIntents,
    bookingRow,
    intentId,
    apiFrom,
    pradoBooking,
    confirmedPrados,
  };
}
