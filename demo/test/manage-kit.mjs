// @ts-check
/**
 * Manage my booking's test kit: a paid booking through the public API, the outbox, the manage link,
 * a session, calls with the session's cookie, and the double's payments and refunds of a booking.
 */
import assert from 'node:assert/strict';
import { searchBody, customerBody, card, dayFromNow } from './helpers.mjs';

/** @param {import('./helpers.mjs').TestServer} s the file's server (filled in by its `before` hook) */
export function manageKit(s) {
  let slot = 0;
  /**
   * A paid (N) or preauthorised (L) booking through the public API; returns its ids and the manage link.
   * @param {{ paymentType?: 'N' | 'L', over?: Record<string, unknown>, email?: string, extras?: {id: number, qty: number}[],
   *   vehicleId?: number, manageUrl?: string, customer?: Record<string, unknown> }} [o]
   */
  async function paidBooking(o = {}) {
    const { paymentType = 'N', email = `renter${slot}@example.com`, extras = [], vehicleId = 3 } = o;
    const start = 30 + 5 * slot++;
    const search = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({ pickup_date: dayFromNow(start), dropoff_date: dayFromNow(start + 3), ...o.over }),
    );
    assert.equal(search.status, 200, search.text);
    const token = search.body.data.booking_token;
    const steps = /** @type {[string, Record<string, unknown>][]} */ ([
      ['/api/v1/select', { vehicle_id: vehicleId, payment_type: paymentType, booking_token: token }],
      ['/api/v1/calculate', { booking_token: token, insurance_id: 2, optional_fees: extras }],
    ]);
    for (const [path, body] of steps) {
      const r = await s.api('POST', path, body);
      assert.equal(r.status, 200, `${path} ${r.text}`);
    }
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(token, { email, ...o.customer }));
    assert.equal(saved.status, 200, saved.text);
    const { client_secret: secret, amount } = saved.body.data.results;
    const confirmed = await s.api('POST', '/stripe-double/confirm', { client_secret: secret, card: card() });
    assert.equal(confirmed.status, 200, confirmed.text);
    const stripeId = secret.split('_secret_')[0];
    const paid = await s.api('POST', '/api/v1/payment', {
      stripe_id: stripeId,
      booking_token: token,
      ...(o.manageUrl !== undefined ? { manage_url: o.manageUrl } : {}),
    });
    assert.equal(paid.status, 200, paid.text);
    const bookingId = paid.body.data.booking_id;
    const mail = (await outbox()).find((e) => e.booking_id === bookingId && e.kind === 'confirmation');
    assert.ok(mail, 'a confirmation email');
    return {
      bookingId,
      reservationNo: paid.body.data.reservation_no,
      reservationRef: paid.body.data.reservation_ref,
      amount,
      email,
      stripeId,
      mail,
      link: linkOf(mail),
      token,
      start,
    };
  }

  /** @returns {Promise<any[]>} */
  async function outbox() {
    const r = await s.api('GET', '/demo/outbox.json');
    assert.equal(r.status, 200);
    return r.body.data;
  }
  /** The manage link in an email's text. @param {{ text: string }} mail */
  const linkOf = (mail) => /** @type {string} */ (/https?:\/\/\S+chw_manage=[\w-]+/.exec(mail.text)?.[0]);
  /** @param {string} link */
  const tokenOf = (link) => /** @type {string} */ (new URL(link).searchParams.get('chw_manage'));

  /**
   * One more email than `before`, to `to`, with a manage link that opens a session.
   * @param {number} before @param {string} to
   */
  async function newLinkOpens(before, to) {
    const mails = await outbox();
    assert.equal(mails.length, before + 1);
    assert.equal(mails[0].to, to);
    await session(linkOf(mails[0]));
  }

  /** Exchanges a link for a manage session token. @param {string} link */
  async function session(link) {
    const r = await s.api('POST', '/api/v1/manage/session', { link_token: tokenOf(link) });
    assert.equal(r.status, 200, r.text);
    // The session's cookie (HttpOnly, set by the API), or the token in the body from a server that sent it there.
    const cookie = /chw_manage=([^;]+)/.exec(r.headers.get('set-cookie') ?? '')?.[1];
    return /** @type {string} */ (cookie ?? r.body.data.manage_token);
  }

  /** @param {number} bookingId */
  async function refunds(bookingId) {
    const r = await s.api('GET', `/stripe-double/v1/refunds?metadata[booking_id]=${bookingId}`);
    assert.equal(r.status, 200);
    return /** @type {{ amount: number, payment_intent: string }[]} */ (r.body.data);
  }
  /** @param {number} bookingId */
  async function payments(bookingId) {
    const r = await s.api('GET', `/stripe-double/v1/payment_intents?metadata[booking_id]=${bookingId}`);
    return /** @type {{ id: string, amount: number, status: string, amount_refunded: number }[]} */ (r.body.data);
  }

  /**
   * A new session as a renter gets one later: find (its email is sent just after the answer), then
   * the newest link. @param {{ reservationNo: string, email: string, bookingId: number }} b
   */
  async function freshSession(b) {
    const before = (await outbox()).filter((m) => m.booking_id === b.bookingId).length;
    const r = await s.api('POST', '/api/v1/manage/find', { reservation_no: b.reservationNo, email: b.email });
    assert.equal(r.status, 200, r.text);
    for (let i = 0; i < 50; i++) {
      const mails = (await outbox()).filter((m) => m.booking_id === b.bookingId);
      if (mails.length > before) return session(linkOf(mails[0]));
      await new Promise((done) => setTimeout(done, 10));
    }
    throw new Error('no manage link was emailed');
  }

  /** The day offset of the last paidBooking's pickup. */
  const lastStart = () => 30 + 5 * (slot - 1);

  /**
   * A manage call with its session: the token as the `chw_manage` cookie (and in the body, which a
   * server that reads the cookie ignores).
   * @param {string} path @param {Record<string, unknown>} body @param {{ headers?: Record<string, string> }} [o]
   */
  function mapi(path, body, o = {}) {
    const token = typeof body.manage_token === 'string' ? body.manage_token : '';
    const headers = { ...(token ? { Cookie: `chw_manage=${token}` } : {}), ...o.headers };
    return s.api('POST', path, body, { headers });
  }

  /**
   * What the double holds for a booking and what its ledger says: they must agree with each other
   * and with the view's `paid`, and every refund has its ledger row.
   * @param {number} bookingId
   */
  function books(bookingId) {
    const cent = (/** @type {number} */ n) => Math.round(n * 100);
    const double = /** @type {{ captured: number, refunded: number }} */ (
      s.db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN status = 'succeeded' THEN CAST(round(amount * 100) AS INTEGER) END), 0) AS captured,
          COALESCE(SUM(CAST(round(amount_refunded * 100) AS INTEGER)), 0) AS refunded
          FROM intents WHERE booking_id = ? AND kind = 'payment'`,
        )
        .get(bookingId)
    );
    const ledger = /** @type {{ paid: number, held: number, kept: number }} */ (
      s.db
        .prepare(
          `SELECT COALESCE(SUM(CAST(round(amount * 100) AS INTEGER)), 0) AS paid,
          COALESCE(SUM(CAST(round(held * 100) AS INTEGER)), 0) AS held,
          COALESCE(SUM(CAST(round(kept * 100) AS INTEGER)), 0) AS kept FROM ledger WHERE booking_id = ?`,
        )
        .get(bookingId)
    );
    const unrecorded = s.db
      .prepare(
        'SELECT COUNT(*) FROM refunds r WHERE booking_id = ? AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.refund_id = r.id)',
      )
      .pluck()
      .get(bookingId);
    assert.equal(ledger.paid, double.captured - double.refunded, 'ledger = captured - refunded in the double');
    assert.equal(unrecorded, 0, 'every refund has its ledger row');
    const total = /** @type {number} */ (
      s.db.prepare('SELECT total_amount FROM bookings WHERE id = ?').pluck().get(bookingId)
    );
    return { paid: ledger.paid / 100, held: ledger.held / 100, kept: ledger.kept / 100, total, ...double, cent };
  }

  return {
    paidBooking,
    outbox,
    linkOf,
    tokenOf,
    session,
    freshSession,
    newLinkOpens,
    refunds,
    payments,
    mapi,
    lastStart,
    books,
  };
}
