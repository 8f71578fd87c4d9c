// @ts-check
/**
 * Manage my booking's test kit: a paid booking through the public API, the outbox, the manage link,
 * a session, calls with the session's cookie, and the double's payments and refunds of a booking.
 */
import assert from 'node:assert/strict';
import { searchBody, customerBody, card, dayFromNow } from './helpers.mjs';
import { urlsOf } from '../../test/kit/api.mjs';
import { payBooking, priceAndSave, searchAndSelect } from '../../test/kit/booking.mjs';
import { manageLinkIn, manageTokenOf, outboxOf } from '../../test/kit/outbox.mjs';
import { poll } from '../../test/kit/poll.mjs';
import { intentsOf, refundsOf } from '../../test/kit/stripe.mjs';

/** @param {import('./helpers.mjs').TestServer} s the file's server (filled in by its `before` hook) */
export function manageKit(s) {
  const env = urlsOf(s);
  let slot = 0;
  /**
   * A paid (N) or preauthorised (L) booking through the public API; returns its ids and the manage link.
   * @param {{ paymentType?: 'N' | 'L', over?: Record<string, unknown>, email?: string, extras?: {id: number, qty: number}[],
   *   vehicleId?: number, manageUrl?: string, customer?: Record<string, unknown> }} [o]
   */
  async function paidBooking(o = {}) {
    const { paymentType = 'N', email = `renter${slot}@example.com`, extras = [], vehicleId = 3 } = o;
    const start = 30 + 5 * slot++;
    const body = searchBody({ pickup_date: dayFromNow(start), dropoff_date: dayFromNow(start + 3), ...o.over });
    const { token } = await searchAndSelect(env, body, { vehicleId, paymentType });
    const customer = customerBody(token, { email, ...o.customer });
    const { secret, amount } = await priceAndSave(env, token, { insuranceId: 2, extras, customer });
    const paid = await payBooking(
      env,
      token,
      secret,
      card(),
      o.manageUrl === undefined ? {} : { manage_url: o.manageUrl },
    );
    const mail = (await outbox()).find((e) => e.booking_id === paid.booking_id && e.kind === 'confirmation');
    assert.ok(mail, 'a confirmation email');
    return {
      bookingId: /** @type {number} */ (paid.booking_id),
      reservationNo: /** @type {string} */ (paid.reservation_no),
      reservationRef: /** @type {string} */ (paid.reservation_ref),
      amount,
      email,
      stripeId: secret.split('_secret_')[0],
      mail,
      link: linkOf(mail),
      token,
      start,
    };
  }

  /** The outbox, newest first (loosely typed: the tests look mails up by kind and booking). */
  const outbox = async () => /** @type {any[]} */ (await outboxOf(env));
  /** The manage link in an email's text. @param {{ text: string }} mail */
  const linkOf = (mail) => /** @type {string} */ (manageLinkIn(mail));
  const tokenOf = manageTokenOf;

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
  const refunds = (bookingId) => refundsOf(env, bookingId);
  /** @param {number} bookingId */
  const payments = async (bookingId) => (await intentsOf(env, bookingId)).payment;

  /**
   * A new session as a renter gets one later: find (its email is sent just after the answer), then
   * the newest link. @param {{ reservationNo: string, email: string, bookingId: number }} b
   */
  async function freshSession(b) {
    const mine = async () => (await outbox()).filter((m) => m.booking_id === b.bookingId);
    const before = (await mine()).length;
    const r = await s.api('POST', '/api/v1/manage/find', { reservation_no: b.reservationNo, email: b.email });
    assert.equal(r.status, 200, r.text);
    await poll(async () => (await mine()).length > before, { what: 'a manage link emailed' });
    return session(linkOf((await mine())[0]));
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
