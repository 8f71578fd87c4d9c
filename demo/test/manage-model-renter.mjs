// @ts-check
/**
 * A renter of the model-based test (manage-model.test.mjs): one paid booking of the last Prado at
 * Brisbane City, taken through the public API as the widget takes it, and its Manage my booking
 * session. Each booking gets its own days, after every earlier run's, so runs on one server never
 * share a car.
 */
import assert from 'node:assert/strict';
import { confirmInDouble, customerBody, searchBody } from './helpers.mjs';

/** The pair with a fleet of one (FLEET_EXCEPTIONS in demo/db/catalog-data.mjs): every overlap is a second car. */
export const VEHICLE = 10;
export const LOCATION = 8;
/** Brisbane keeps +10:00 all year, so a branch date and an instant convert without a zone table. */
const OFFSET = '+10:00';
export const BRANCH_OFFSET_MS = 10 * 3_600_000;

/** @typedef {import('./helpers.mjs').TestServer} TestServer */
/** @typedef {{ status: number, body: any, text: string, headers: Headers }} Answer */

/** yyyy-mm-dd plus `n` days. @param {string} day @param {number} n */
export const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A 5xx is never an answer the model accepts. @param {string} what @param {Answer} r */
export function noServerError(what, r) {
  assert.ok(r.status < 500, `${what} answered ${r.status}: ${r.text.slice(0, 300)}`);
  return r;
}

/** Confirms an intent in the Stripe double (helpers.mjs), whatever it answers. */
export const payInDouble = confirmInDouble;

/**
 * Moves the server's clock to 07:00 the day after the last return of any booking of the car (or
 * of now), so this run's days are its own.
 * @param {TestServer} s
 */
export function freshDays(s) {
  const last = /** @type {string | null} */ (
    s.db
      .prepare('SELECT MAX(dropoff_dt) FROM bookings WHERE vehicle_id = ? AND pickup_location_id = ?')
      .pluck()
      .get(VEHICLE, LOCATION)
  );
  const today = s.clock.date().toISOString().slice(0, 10);
  const from = last && last.slice(0, 10) > today ? last.slice(0, 10) : today;
  const day = addDays(from, 1);
  s.clock.set(`${day}T07:00:00${OFFSET}`);
  return day;
}

/**
 * Search, select and (with `pay`) calculate, save the customer, confirm the card in the double and
 * register the payment: the checkout as the widget drives it. Returns every answer on the way; the
 * first one that is not 200 ends it.
 * @param {TestServer} s
 * @param {{ pickup: string, dropoff: string, paymentType: 'N' | 'L', email: string, pay: boolean,
 *   insuranceId?: number, extras?: { id: number, qty: number }[] }} o
 */
export async function checkout(s, o) {
  const found = noServerError(
    'search',
    await s.api(
      'POST',
      '/api/v1/search',
      searchBody({
        pickup_location_id: LOCATION,
        dropoff_location_id: LOCATION,
        pickup_date: o.pickup,
        dropoff_date: o.dropoff,
      }),
    ),
  );
  if (found.status !== 200) return { step: 'search', last: found, token: '' };
  /** @type {string} */
  const token = found.body.data.booking_token;
  /** @type {[string, Record<string, unknown>][]} */
  const steps = [['/api/v1/select', { vehicle_id: VEHICLE, payment_type: o.paymentType, booking_token: token }]];
  if (o.pay)
    steps.push(
      ['/api/v1/calculate', { booking_token: token, insurance_id: o.insuranceId ?? 1, optional_fees: o.extras ?? [] }],
      ['/api/v1/save-customer', customerBody(token, { email: o.email })],
    );
  /** @type {Answer} */
  let last = found;
  for (const [path, body] of steps) {
    last = noServerError(path, await s.api('POST', path, body));
    if (last.status !== 200) return { step: path, last, token };
  }
  if (!o.pay) return { step: 'select', last, token };
  /** @type {string} */
  const secret = last.body.data.results.client_secret;
  last = noServerError('confirm', await payInDouble(s, secret));
  if (last.status !== 200) return { step: 'confirm', last, token };
  last = noServerError(
    'payment',
    await s.api('POST', '/api/v1/payment', { stripe_id: secret.split('_secret_')[0], booking_token: token }),
  );
  return { step: 'payment', last, token };
}

/**
 * A paid booking and an open manage session.
 * @param {TestServer} s
 * @param {{ paymentType: 'N' | 'L', leadDays: number, days: number, insuranceId: number,
 *   extras: { id: number, qty: number }[], serial: number }} sale
 */
export async function newRenter(s, sale) {
  const start = freshDays(s);
  const pickup = addDays(start, sale.leadDays);
  const email = `model${sale.serial}@example.com`;
  const done = await checkout(s, { ...sale, pickup, dropoff: addDays(pickup, sale.days), email, pay: true });
  assert.equal(done.last.status, 200, `the sale stopped at ${done.step}: ${done.last.text}`);
  /** @type {{ booking_id: number, reservation_no: string }} */
  const paid = done.last.body.data;
  const renter = new Renter(s, {
    bookingId: paid.booking_id,
    reservationNo: paid.reservation_no,
    email,
    token: done.token,
    paymentType: sale.paymentType,
  });
  await renter.openSession('confirmation');
  return renter;
}

/** A renter with a paid booking: its checkout token and a manage session, reopened when it lapses. */
export class Renter {
  /**
   * @param {TestServer} s
   * @param {{ bookingId: number, reservationNo: string, email: string, token: string, paymentType: 'N' | 'L' }} b
   */
  constructor(s, b) {
    this.s = s;
    this.bookingId = b.bookingId;
    this.reservationNo = b.reservationNo;
    this.email = b.email;
    /** The checkout's booking token. */
    this.token = b.token;
    this.paymentType = b.paymentType;
    this.session = '';
  }

  /**
   * Trades the newest emailed link (of the confirmation, or of a new one asked for with /find) for
   * a session. The outbox is read from its table: `/demo/outbox.json` lists every run's emails.
   * @param {'confirmation' | 'manage_link'} kind
   */
  async openSession(kind) {
    if (kind === 'manage_link') {
      const asked = await this.s.api('POST', '/api/v1/manage/find', {
        reservation_no: this.reservationNo,
        email: this.email,
      });
      assert.equal(asked.status, 200, `find: ${asked.text}`);
    }
    const text = /** @type {string | undefined} */ (
      this.s.db
        .prepare('SELECT text FROM emails WHERE booking_id = ? AND kind = ? ORDER BY id DESC LIMIT 1')
        .pluck()
        .get(this.bookingId, kind)
    );
    const link = /chw_manage=([\w-]+)/.exec(text ?? '')?.[1];
    assert.ok(link, `a manage link in the ${kind} email`);
    const r = await this.s.api('POST', '/api/v1/manage/session', { link_token: link });
    assert.equal(r.status, 200, `session: ${r.text}`);
    // The session is the chw_manage cookie (HttpOnly); a server from before that change answers it in the body.
    const cookie = r.headers
      .getSetCookie()
      .map((c) => /^chw_manage=([^;]*)/.exec(c)?.[1])
      .find(Boolean);
    this.session = cookie ?? r.body.data.manage_token;
    assert.ok(this.session, 'a manage session');
  }

  /**
   * A manage call with the session as the cookie and as `manage_token` (either server reads one);
   * a lapsed session (the clock moved on) is reopened from a new link once.
   * @param {string} path @param {Record<string, unknown>} [body] @returns {Promise<Answer>}
   */
  async manage(path, body = {}) {
    for (let attempt = 0; ; attempt++) {
      const r = await this.s.api(
        'POST',
        `/api/v1/manage${path}`,
        { ...body, manage_token: this.session },
        { headers: { Cookie: `chw_manage=${this.session}` } },
      );
      if (r.status === 401 && attempt === 0) {
        await this.openSession('manage_link');
        continue;
      }
      return noServerError(`/manage${path}`, r);
    }
  }

  /** The booking as the renter sees it. */
  async view() {
    const r = await this.manage('/booking');
    assert.equal(r.status, 200, `the renter's view (POST /manage/booking) answered ${r.status}: ${r.text}`);
    return /** @type {import('../api/manage.mjs').BookingView} */ (r.body.data);
  }

  /** The booking's row. */
  row() {
    return /** @type {import('../api/store.mjs').BookingRow} */ (
      this.s.db.prepare('SELECT * FROM bookings WHERE id = ?').get(this.bookingId)
    );
  }

  /** Every intent of the booking in the double, oldest first, with the change it pays (if any). */
  intents() {
    return /** @type {(import('../api/provider.mjs').Intent & { change_id: number | null })[]} */ (
      this.s.db
        .prepare(
          `SELECT i.*, (SELECT id FROM manage_changes m WHERE m.intent_id = i.id) AS change_id
           FROM intents i WHERE i.booking_id = ? ORDER BY i.created, i.rowid`,
        )
        .all(this.bookingId)
    );
  }

  /** The booking's changes that waited (or wait) for a payment, oldest first. */
  changes() {
    return /** @type {{ id: number, intent_id: string, status: string, new_total: number }[]} */ (
      this.s.db.prepare('SELECT * FROM manage_changes WHERE booking_id = ? ORDER BY id').all(this.bookingId)
    );
  }
}
