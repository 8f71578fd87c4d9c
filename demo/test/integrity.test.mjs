// @ts-check
/**
 * Issue 12 at the reference API: never charge twice, never sell a car twice. Money is asserted in
 * the provider's intents (through the Stripe double's list endpoints) and in bookings, not only in
 * the answers.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, searchBody, customerBody, card, dayFromNow } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let s;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.stop(); });

let slot = 0;
/** Dates no other test of this file uses (a selection holds a car). @param {number} [days] */
function freshDates(days = 3) {
  const start = 30 + 6 * slot++;
  return { pickup_date: dayFromNow(start), dropoff_date: dayFromNow(start + days) };
}

/** A booking with a car, a liability and the renter's details: ready for the card. @param {'N' | 'L'} paymentType */
async function readyBooking(paymentType = 'N', vehicleId = 3, over = {}) {
  const r = await s.api('POST', '/api/v1/search', searchBody({ ...freshDates(), ...over }));
  assert.equal(r.status, 200, r.text);
  const token = r.body.data.booking_token;
  const sel = await s.api('POST', '/api/v1/select', { vehicle_id: vehicleId, payment_type: paymentType, booking_token: token });
  assert.equal(sel.status, 200, sel.text);
  const calc = await s.api('POST', '/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] });
  assert.equal(calc.status, 200, calc.text);
  const saved = await s.api('POST', '/api/v1/save-customer', customerBody(token));
  assert.equal(saved.status, 200, saved.text);
  const bookingId = /** @type {{id: number}} */ (s.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').get()).id;
  return { token, bookingId, secret: /** @type {string} */ (saved.body.data.results.client_secret), total: calc.body.data.results.totals.at(-1).total };
}

/** Confirms an intent with a test card through the double. @param {string} secret */
async function pay(secret, number = '4242424242424242') {
  const r = await fetch(`${s.url}/stripe-double/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_secret: secret, card: card(number) }) });
  return /** @type {any} */ (await r.json());
}

/** The double's intent list, as Stripe's API shows it. @param {'payment_intents' | 'setup_intents'} kind @param {string} [query] */
async function listIntents(kind, query = '') {
  const r = await fetch(`${s.url}/stripe-double/v1/${kind}${query}`);
  return { status: r.status, body: /** @type {any} */ (await r.json()) };
}

describe('the Stripe double lists intents like Stripe', () => {
  test('GET /v1/payment_intents and /v1/setup_intents: id, amount in cents, status, metadata.booking_id; filter and limit', async () => {
    const now = await readyBooking('N');
    const later = await readyBooking('L');
    const paid = await pay(now.secret);
    assert.equal(paid.paymentIntent.status, 'succeeded');

    const all = await listIntents('payment_intents');
    assert.equal(all.status, 200);
    assert.equal(all.body.object, 'list');
    assert.equal(all.body.has_more, false);
    assert.ok(all.body.data.every((/** @type {any} */ i) => i.object === 'payment_intent' && i.id.startsWith('pi_')));
    const mine = await listIntents('payment_intents', `?metadata[booking_id]=${now.bookingId}`);
    assert.equal(mine.body.data.length, 1);
    assert.deepEqual(
      (({ id, amount, currency, status, metadata }) => ({ id, amount, currency, status, metadata }))(mine.body.data[0]),
      { id: paid.paymentIntent.id, amount: Math.round(now.total * 100), currency: 'aud', status: 'succeeded', metadata: { booking_id: String(now.bookingId), booking_type: 'BOOKING' } },
    );
    // URL-encoded brackets, as an HTTP client sends them
    const encoded = await listIntents('setup_intents', `?${encodeURIComponent('metadata[booking_id]')}=${later.bookingId}`);
    assert.equal(encoded.body.data.length, 1);
    assert.deepEqual(
      (({ object, amount, status, metadata }) => ({ object, amount, status, metadata }))(encoded.body.data[0]),
      { object: 'setup_intent', amount: Math.round(later.total * 100), status: 'requires_payment_method', metadata: { booking_id: String(later.bookingId), booking_type: 'BOOKING' } },
    );
    assert.equal((await listIntents('payment_intents', `?metadata[booking_id]=${later.bookingId}`)).body.data.length, 0);

    await readyBooking('N');
    const one = await listIntents('payment_intents', '?limit=1');
    assert.equal(one.body.data.length, 1);
    assert.equal(one.body.has_more, true);
    assert.equal((await listIntents('payment_intents', '?limit=0')).status, 400);
    assert.equal((await listIntents('payment_intents', '?metadata[booking_id]=x')).status, 400);
  });
});
