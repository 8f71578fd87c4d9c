// @ts-check
/**
 * Payment integrity at the reference API: never charge twice, never sell a car twice. Money is asserted in
 * the provider's intents (through the Stripe double's list endpoints) and in bookings, not only in
 * the answers.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import {
  serverForTests,
  startTestServer,
  searchBody,
  customerBody,
  card,
  dayFromNow,
  seedBooking,
  subscriptionCustomerBody,
} from './helpers.mjs';

// The per-address ceiling on live holds (default 20) at 2, so a few calls reach it.
const s = serverForTests({ maxHoldsPerClient: 2 });

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
      {
        id: paid.paymentIntent.id,
        amount: Math.round(now.total * 100),
        currency: 'aud',
        status: 'succeeded',
        metadata: { booking_id: String(now.bookingId), booking_type: 'BOOKING' },
      },
    );
    // URL-encoded brackets, as an HTTP client sends them
    const encoded = await listIntents(
      'setup_intents',
      `?${encodeURIComponent('metadata[booking_id]')}=${later.bookingId}`,
    );
    assert.equal(encoded.body.data.length, 1);
    assert.deepEqual(
      (({ object, amount, status, metadata }) => ({ object, amount, status, metadata }))(encoded.body.data[0]),
      {
        object: 'setup_intent',
        amount: Math.round(later.total * 100),
        status: 'requires_payment_method',
        metadata: { booking_id: String(later.bookingId), booking_type: 'BOOKING' },
      },
    );
    assert.equal(
      (await listIntents('payment_intents', `?metadata[booking_id]=${later.bookingId}`)).body.data.length,
      0,
    );

    await readyBooking('N');
    const one = await listIntents('payment_intents', '?limit=1');
    assert.equal(one.body.data.length, 1);
    assert.equal(one.body.has_more, true);
    assert.equal((await listIntents('payment_intents', '?limit=0')).status, 400);
    assert.equal((await listIntents('payment_intents', '?metadata[booking_id]=x')).status, 400);
  });
});

/** Succeeded payment intents of a booking, net of refunds: what the renter was charged, in cents. @param {number} bookingId */
async function chargedCents(bookingId) {
  const { body } = await listIntents('payment_intents', `?metadata[booking_id]=${bookingId}`);
  return body.data
    .filter((/** @type {any} */ i) => i.status === 'succeeded')
    .reduce((/** @type {number} */ sum, /** @type {any} */ i) => sum + i.amount - i.amount_refunded, 0);
}

/** Every intent of a booking (both kinds), newest first. @param {number} bookingId */
async function intentsOf(bookingId) {
  const q = `?metadata[booking_id]=${bookingId}`;
  return [...(await listIntents('payment_intents', q)).body.data, ...(await listIntents('setup_intents', q)).body.data];
}

/** Intents that can still be paid or are paid and kept. @param {number} bookingId */
async function liveIntents(bookingId) {
  return (await intentsOf(bookingId)).filter((i) => i.status !== 'canceled' && !(i.amount_refunded > 0));
}

/** @param {number} id */
const bookingRow = (id) =>
  /** @type {any} */ (
    s.db.prepare('SELECT status, stripe_id, total_amount, is_over_25, hold_expires FROM bookings WHERE id = ?').get(id)
  );

/** The id in a client secret (`pi_…_secret_…`). @param {string} secret */
const intentId = (secret) => secret.split('_secret_')[0];

describe('money: intent kind, amount, one live intent', () => {
  test('a pay-now booking cannot be confirmed with a setup intent (no charge); nothing is booked and the intent is voided', async () => {
    const b = await readyBooking('L');
    const setupId = intentId(b.secret);
    // The renter switches to pay now: a new selection and checkout.
    await s.api('POST', '/api/v1/select', { vehicle_id: 3, payment_type: 'N', booking_token: b.token });
    await s.api('POST', '/api/v1/calculate', { booking_token: b.token, insurance_id: 1, optional_fees: [] });
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
    assert.equal(saved.body.data.results.intent_type, 'payment');
    // The old setup intent is canceled: the double refuses to confirm it.
    const refused = await pay(b.secret);
    assert.match(refused.error.message, /status of canceled/);
    // Even if it had gone through (a confirmation racing the change), /payment refuses it.
    s.db
      .prepare("UPDATE intents SET status = 'succeeded', canceled_at = 0, cancellation_reason = '' WHERE id = ?")
      .run(setupId);
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: setupId, booking_token: b.token });
    assert.equal(r.status, 409, r.text);
    assert.equal(r.body.title, 'Booking changed');
    assert.equal(r.body.code, 'changed');
    assert.equal(
      r.body.message,
      'Your booking is now pay now, but this payment was made for pay later. Please check your booking and pay again. Nothing has been charged to your card.',
    );
    assert.equal(bookingRow(b.bookingId).status, 'SEL');
    assert.equal((await intentsOf(b.bookingId)).find((i) => i.id === setupId).status, 'canceled');
    // The payment intent of the current checkout still works.
    const ok = await pay(saved.body.data.results.client_secret);
    const paid = await s.api('POST', '/api/v1/payment', { stripe_id: ok.paymentIntent.id, booking_token: b.token });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(await chargedCents(b.bookingId), Math.round(saved.body.data.results.amount * 100));
  });

  test("an intent whose amount is not the booking's total is refused and refunded", async () => {
    const b = await readyBooking('N');
    const id = intentId(b.secret);
    s.db.prepare('UPDATE intents SET amount = amount - 10 WHERE id = ?').run(id); // a stale, cheaper intent
    assert.equal((await pay(b.secret)).paymentIntent.status, 'succeeded');
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: id, booking_token: b.token });
    assert.equal(r.status, 409, r.text);
    assert.equal(r.body.title, 'Price changed');
    assert.equal(
      r.body.message,
      `The total of your booking is now $${b.total.toFixed(2)}, not the $${(b.total - 10).toFixed(2)} of this payment. Please check the new total and pay again. Your payment of $${(b.total - 10).toFixed(2)} has been refunded in full.`,
    );
    assert.equal(bookingRow(b.bookingId).status, 'SEL');
    assert.equal(await chargedCents(b.bookingId), 0);
    // The next save creates a new intent for the right amount.
    const again = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
    assert.notEqual(intentId(again.body.data.results.client_secret), id);
    assert.equal(again.body.data.results.amount, b.total);
  });

  test('a price that rises after the intent was created is charged in full: the old intent is canceled, the next save makes a new one', async () => {
    const b = await readyBooking('N');
    const calc = await s.api('POST', '/api/v1/calculate', {
      booking_token: b.token,
      insurance_id: 1,
      optional_fees: [{ id: 1, qty: 1 }],
    });
    const higher = calc.body.data.results.totals.at(-1).total;
    assert.ok(higher > b.total);
    assert.match((await pay(b.secret)).error.message, /status of canceled/); // the old, cheaper intent is dead
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
    assert.deepEqual([saved.body.data.results.amount, saved.body.data.results.totals.at(-1).total], [higher, higher]);
    const ok = await pay(saved.body.data.results.client_secret);
    const paid = await s.api('POST', '/api/v1/payment', { stripe_id: ok.paymentIntent.id, booking_token: b.token });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(await chargedCents(b.bookingId), Math.round(higher * 100));
    assert.equal(bookingRow(b.bookingId).total_amount, higher);
  });

  test('a change of car, payment type, liability or extras cancels the intent; the same selection again keeps it', async () => {
    /** @param {{token: string, bookingId: number, secret: string}} b @param {() => Promise<unknown>} change */
    async function changed(b, change) {
      await change();
      const intent = (await intentsOf(b.bookingId)).find((i) => i.id === intentId(b.secret));
      return intent.status;
    }
    /** @type {Array<[what: string, type: 'N' | 'L', path: string, body: Record<string, unknown>, status: string]>} */
    const CHANGES = [
      [
        'the same selection',
        'N',
        '/calculate',
        { insurance_id: 1, optional_fees: [{ id: 1, qty: 0 }] },
        'requires_payment_method',
      ],
      ['another car', 'N', '/select', { vehicle_id: 5, payment_type: 'N' }, 'canceled'],
      ['another payment type', 'N', '/select', { vehicle_id: 3, payment_type: 'L' }, 'canceled'],
      ['another liability', 'L', '/calculate', { insurance_id: 2, optional_fees: [] }, 'canceled'],
      ['other extras', 'L', '/calculate', { insurance_id: 1, optional_fees: [{ id: 1, qty: 1 }] }, 'canceled'],
    ];
    /** The last one, whose extras changed. @type {Awaited<ReturnType<typeof readyBooking>> | undefined} */
    let extras;
    for (const [what, type, path, body, status] of CHANGES) {
      const b = await readyBooking(type);
      assert.equal(
        await changed(b, () => s.api('POST', `/api/v1${path}`, { ...body, booking_token: b.token })),
        status,
        what,
      );
      extras = b;
    }
    assert.ok(extras);
    // The next save-customer makes a new intent, and it is the only live one.
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(extras.token));
    assert.notEqual(saved.body.data.results.client_secret, extras.secret);
    assert.deepEqual(
      (await liveIntents(extras.bookingId)).map((i) => i.id),
      [intentId(saved.body.data.results.client_secret)],
    );
  });

  test('a paid but unregistered intent is refunded when the booking changes, and /payment then refuses it', async () => {
    const b = await readyBooking('N');
    assert.equal((await pay(b.secret)).paymentIntent.status, 'succeeded');
    await s.api('POST', '/api/v1/select', { vehicle_id: 5, payment_type: 'N', booking_token: b.token }); // another tab changes the car
    assert.equal(await chargedCents(b.bookingId), 0);
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: intentId(b.secret), booking_token: b.token });
    assert.equal(r.status, 409, r.text);
    assert.equal(
      r.body.message,
      `This payment was stopped because the booking changed after it started. Your payment of $${b.total.toFixed(2)} has been refunded in full. Please check your booking and pay again.`,
    );
    assert.equal(bookingRow(b.bookingId).status, 'SEL');
  });

  test('one live intent per booking: save-customer again (also after a declined card) reuses the intent awaiting the card', async () => {
    const b = await readyBooking('N');
    const again = await s.api('POST', '/api/v1/save-customer', customerBody(b.token, { first_name: 'Liv' }));
    assert.equal(again.body.data.results.client_secret, b.secret);
    assert.equal((await pay(b.secret, '4000000000000002')).error.code, 'card_declined');
    const third = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
    assert.equal(third.body.data.results.client_secret, b.secret);
    assert.equal(third.body.data.results.intent_status, 'requires_payment_method');
    assert.equal((await intentsOf(b.bookingId)).length, 1);
    // After the card went through (a reload during Processing), save-customer hands back the same, succeeded intent.
    assert.equal((await pay(b.secret)).paymentIntent.status, 'succeeded');
    const after = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
    assert.deepEqual(
      [after.body.data.results.client_secret, after.body.data.results.intent_status],
      [b.secret, 'succeeded'],
    );
    assert.equal((await intentsOf(b.bookingId)).length, 1);
  });

  test('/payment is idempotent: the same succeeded intent again, or several at once, gives one reference, one booking, one charge', async () => {
    for (const type of /** @type {const} */ (['N', 'L'])) {
      const b = await readyBooking(type);
      const ok = await pay(b.secret);
      const id = (ok.paymentIntent ?? ok.setupIntent).id;
      const answers = await Promise.all(
        [1, 2, 3].map(() => s.api('POST', '/api/v1/payment', { stripe_id: id, booking_token: b.token })),
      );
      const again = await s.api('POST', '/api/v1/payment', { stripe_id: id, booking_token: b.token });
      for (const r of [...answers, again]) assert.equal(r.status, 200, r.text);
      assert.equal(new Set([...answers, again].map((r) => r.body.data.reservation_ref)).size, 1);
      assert.equal(bookingRow(b.bookingId).status, 'C');
      assert.equal(bookingRow(b.bookingId).stripe_id, id);
      assert.equal(await chargedCents(b.bookingId), type === 'N' ? Math.round(b.total * 100) : 0);
      assert.equal((await intentsOf(b.bookingId)).filter((i) => i.status === 'succeeded').length, 1);
    }
  });
});

describe('sessions expire on the server', () => {
  const EXPIRED = { title: 'Session expired', message: 'Your booking session has expired. Please start a new search.' };

  test('60 minutes after the last step the booking token answers 404; each step keeps it alive', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody(freshDates()));
    const token = r.body.data.booking_token;
    s.clock.advance(50 * 60_000);
    assert.equal(
      (await s.api('POST', '/api/v1/select', { vehicle_id: 3, payment_type: 'N', booking_token: token })).status,
      200,
    );
    s.clock.advance(50 * 60_000);
    assert.equal(
      (await s.api('POST', '/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] })).status,
      200,
    );
    s.clock.advance(60 * 60_000);
    for (const [path, body] of /** @type {const} */ ([
      ['/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] }],
      ['/api/v1/save-customer', customerBody(token)],
      ['/api/v1/select', { vehicle_id: 3, payment_type: 'N', booking_token: token }],
      ['/api/v1/payment', { stripe_id: 'pi_unknown', booking_token: token }],
    ])) {
      const x = await s.api('POST', path, body);
      assert.equal(x.status, 404, `${path}: ${x.text}`);
      assert.deepEqual(x.body, EXPIRED, path);
    }
  });

  test('a payment that went through is registered even after the session expired (the money has moved)', async () => {
    const b = await readyBooking('N');
    assert.equal((await pay(b.secret)).paymentIntent.status, 'succeeded');
    s.clock.advance(3 * 60 * 60_000);
    assert.deepEqual(
      (await s.api('POST', '/api/v1/calculate', { booking_token: b.token, insurance_id: 1, optional_fees: [] })).body,
      EXPIRED,
    );
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: intentId(b.secret), booking_token: b.token });
    assert.equal(r.status, 200, r.text);
    assert.equal(bookingRow(b.bookingId).status, 'C');
    assert.equal(await chargedCents(b.bookingId), Math.round(b.total * 100));
  });

  test('subscription tokens expire too', async () => {
    const body = {
      first_name: 'Sam',
      last_name: 'Lee',
      mobile_number: '61412345678',
      email: 'sam@example.com',
      payment_frequency: 'weekly',
      pickup_location_id: 'BNEA',
      pickup_date: dayFromNow(10),
      pickup_time: '10:00',
    };
    const store = await s.api('POST', '/rental-api/v1/subscription/store', body);
    assert.equal(store.status, 200, store.text);
    const token = store.body.data.subscription_token;
    s.clock.advance(61 * 60_000);
    const r = await s.api('POST', '/rental-api/v1/subscription/select', {
      subscription_token: token,
      vehicle_id: 1,
      subscription_type: 'lite',
    });
    assert.equal(r.status, 404, r.text);
    assert.deepEqual(r.body, {
      title: 'Session expired',
      message: 'Your subscription session has expired. Please start a new search.',
    });
  });
});

describe('subscriptions: the same money rules', () => {
  test('a change of cover voids the intent (refunded when paid); the next /customer makes a new one; /payment is idempotent', async () => {
    const store = await s.api('POST', '/rental-api/v1/subscription/store', {
      first_name: 'Sam',
      last_name: 'Lee',
      mobile_number: '61412345678',
      email: 'sam@example.com',
      payment_frequency: 'weekly',
      pickup_location_id: 'BNEC',
      pickup_date: dayFromNow(12),
      pickup_time: '10:00',
    });
    const token = store.body.data.subscription_token;
    const bookingId = /** @type {any} */ (s.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').get()).id;
    assert.equal(
      (
        await s.api('POST', '/rental-api/v1/subscription/select', {
          subscription_token: token,
          vehicle_id: 1,
          vehicle_image: '',
          subscription_type: 'lite',
        })
      ).status,
      200,
    );
    await s.api('POST', '/api/v1/subscription/calculate', { subscription_token: token, has_insurance: false });
    const customer = subscriptionCustomerBody(token, { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' });
    const first = await s.api('POST', '/api/v1/subscription/customer', customer);
    assert.equal(first.status, 200, first.text);
    assert.equal(
      (await s.api('POST', '/api/v1/subscription/customer', customer)).body.data.results.client_secret,
      first.body.data.results.client_secret,
    );
    assert.equal((await pay(first.body.data.results.client_secret)).paymentIntent.status, 'succeeded');
    // The cover changes after the card went through: that payment is refunded and cannot be registered.
    await s.api('POST', '/api/v1/subscription/calculate', { subscription_token: token, has_insurance: true });
    assert.equal(await chargedCents(bookingId), 0);
    const stale = await s.api('POST', '/api/v1/subscription/payment', {
      stripe_id: intentId(first.body.data.results.client_secret),
      subscription_token: token,
    });
    assert.equal(stale.status, 409, stale.text);
    const second = await s.api('POST', '/api/v1/subscription/customer', customer);
    assert.notEqual(second.body.data.results.client_secret, first.body.data.results.client_secret);
    const ok = await pay(second.body.data.results.client_secret);
    const answers = await Promise.all(
      [1, 2].map(() =>
        s.api('POST', '/api/v1/subscription/payment', { stripe_id: ok.paymentIntent.id, subscription_token: token }),
      ),
    );
    assert.deepEqual(
      answers.map((r) => r.status),
      [200, 200],
    );
    assert.equal(answers[0].body.data.reservation_ref, answers[1].body.data.reservation_ref);
    assert.equal(await chargedCents(bookingId), ok.paymentIntent.amount);
  });
});

describe('age from the birth date, re-checked at save-customer', () => {
  const twentyTwo = '2004-06-01'; // 22 on TEST_NOW (1 December 2026)

  test('a 22-year-old is refused a 25+-only car even when the search said 25 or over', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody({ ...freshDates(), is_over_25: true }));
    const token = r.body.data.booking_token;
    assert.equal(
      (await s.api('POST', '/api/v1/select', { vehicle_id: 11, payment_type: 'N', booking_token: token })).status,
      200,
    );
    await s.api('POST', '/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] });
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(token, { birthday: twentyTwo }));
    assert.equal(saved.status, 409, saved.text);
    assert.deepEqual(saved.body, {
      title: 'Drivers 25+ only',
      message:
        'This vehicle is only available to drivers aged 25 and over, and the birth date entered is under 25. Please choose another vehicle.',
    });
    const bookingId = /** @type {any} */ (s.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').get()).id;
    assert.equal((await intentsOf(bookingId)).length, 0);
  });

  test('on a normal car the young-driver fee is added and charged', async () => {
    const b = await readyBooking('N', 3, { is_over_25: true });
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(b.token, { birthday: twentyTwo }));
    assert.equal(saved.status, 200, saved.text);
    const { totals, amount } = saved.body.data.results;
    const fee = totals.find((/** @type {any} */ t) => t.name === 'Young Driver Surcharge (under 25)');
    assert.equal(fee.total, 75); // $25 a day × 3 days
    assert.equal(amount, b.total + 75);
    assert.equal(totals.at(-1).total, b.total + 75);
    assert.equal(bookingRow(b.bookingId).is_over_25, 0);
    const ok = await pay(saved.body.data.results.client_secret);
    assert.equal(
      (await s.api('POST', '/api/v1/payment', { stripe_id: ok.paymentIntent.id, booking_token: b.token })).status,
      200,
    );
    assert.equal(await chargedCents(b.bookingId), Math.round((b.total + 75) * 100));
  });
});

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

const BRISBANE_CITY = 8;
const PRADO = 10; // the only one at Brisbane City
const HOLD_MS = 30 * 60_000;
const GONE = {
  title: 'Sold out',
  message: 'Sorry, your vehicle is no longer available for these dates. Please start a new search.',
  code: 'sold_out',
};

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

describe('stock: a lapsed hold is renewed only while a unit is free', () => {
  test('the hold lapses and another buyer takes the car before /calculate: 409; nobody took it: renewed', async () => {
    const dates = freshDates();
    const a = await pradoBooking(dates);
    assert.equal(a.select.status, 200, JSON.stringify(a.select.body));
    assert.equal((await pradoBooking(dates)).select.status, 409); // held: sold out for others
    s.clock.advance(HOLD_MS + 60_000);
    const b = await pradoBooking(dates);
    assert.equal(b.select.status, 200, 'the lapsed hold frees the car');
    const r = await s.api('POST', '/api/v1/calculate', { booking_token: a.token, insurance_id: 1, optional_fees: [] });
    assert.equal(r.status, 409, r.text);
    assert.deepEqual(r.body, GONE);
    // B's hold lapses too and nobody takes the car: B's next step renews it.
    s.clock.advance(HOLD_MS + 60_000);
    const renewed = await s.api('POST', '/api/v1/calculate', {
      booking_token: b.token,
      insurance_id: 1,
      optional_fees: [],
    });
    assert.equal(renewed.status, 200, renewed.text);
    // (the clock runs on from its pinned start: allow the milliseconds of the call)
    assert.ok(Math.abs(Date.parse(renewed.body.data.results.hold_expires_at) - (s.clock.now() + HOLD_MS)) < 5000);
    assert.equal((await pradoBooking(dates)).select.status, 409, 'renewed: held again');
  });

  test('… before /save-customer: 409, no intent', async () => {
    const dates = freshDates();
    const a = await pradoBooking(dates);
    await s.api('POST', '/api/v1/calculate', { booking_token: a.token, insurance_id: 1, optional_fees: [] });
    s.clock.advance(HOLD_MS + 60_000);
    assert.equal((await pradoBooking(dates)).select.status, 200);
    const r = await s.api('POST', '/api/v1/save-customer', customerBody(a.token));
    assert.equal(r.status, 409, r.text);
    assert.deepEqual(r.body, GONE);
    assert.equal((await intentsOf(a.bookingId)).length, 0);
  });

  test('… before /payment after the card went through: 409, the payment refunded, no booking (the buyer who holds the car pays fine)', async () => {
    const dates = freshDates();
    const a = await pradoBooking(dates);
    await s.api('POST', '/api/v1/calculate', { booking_token: a.token, insurance_id: 1, optional_fees: [] });
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(a.token));
    const ok = await pay(saved.body.data.results.client_secret);
    assert.equal(ok.paymentIntent.status, 'succeeded');
    s.clock.advance(HOLD_MS + 60_000);
    const b = await pradoBooking(dates);
    assert.equal(b.select.status, 200);
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: ok.paymentIntent.id, booking_token: a.token });
    assert.equal(r.status, 409, r.text);
    assert.deepEqual(r.body, {
      title: 'Sold out',
      message: `Sorry, your vehicle was booked by someone else before your payment came through. Please start a new search. Your payment of $${saved.body.data.results.amount.toFixed(2)} has been refunded in full.`,
      code: 'sold_out',
    });
    assert.equal(await chargedCents(a.bookingId), 0);
    assert.equal(bookingRow(a.bookingId).status, 'SEL');
    // Asking again gives the same answer and charges nothing.
    const again = await s.api('POST', '/api/v1/payment', { stripe_id: ok.paymentIntent.id, booking_token: a.token });
    assert.equal(again.status, 409);
    assert.equal(await chargedCents(a.bookingId), 0);
    await s.api('POST', '/api/v1/calculate', { booking_token: b.token, insurance_id: 1, optional_fees: [] });
    const bSaved = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
    const bOk = await pay(bSaved.body.data.results.client_secret);
    assert.equal(
      (await s.api('POST', '/api/v1/payment', { stripe_id: bOk.paymentIntent.id, booking_token: b.token })).status,
      200,
    );
    assert.equal(confirmedPrados(dates), 1);
  });

  test('a lapsed hold with the car still free: /payment renews it and confirms', async () => {
    const dates = freshDates();
    const a = await pradoBooking(dates, 'L');
    await s.api('POST', '/api/v1/calculate', { booking_token: a.token, insurance_id: 1, optional_fees: [] });
    const saved = await s.api('POST', '/api/v1/save-customer', customerBody(a.token));
    const ok = await pay(saved.body.data.results.client_secret);
    s.clock.advance(HOLD_MS + 60_000);
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: ok.setupIntent.id, booking_token: a.token });
    assert.equal(r.status, 200, r.text);
    assert.equal(confirmedPrados(dates), 1);
  });
});

describe('stock: the only unit is never confirmed twice', () => {
  test('racing /payment: several paid bookings for the only Prado, holds lapsed → exactly one booking, the others refunded with 409', async () => {
    const dates = freshDates();
    /** @type {{token: string, bookingId: number, stripeId: string, amount: number}[]} */
    const buyers = [];
    for (let i = 0; i < 3; i++) {
      const b = await pradoBooking(dates);
      assert.equal(b.select.status, 200, JSON.stringify(b.select.body));
      await s.api('POST', '/api/v1/calculate', { booking_token: b.token, insurance_id: 1, optional_fees: [] });
      const saved = await s.api('POST', '/api/v1/save-customer', customerBody(b.token));
      const ok = await pay(saved.body.data.results.client_secret);
      buyers.push({
        token: b.token,
        bookingId: b.bookingId,
        stripeId: ok.paymentIntent.id,
        amount: saved.body.data.results.amount,
      });
      s.clock.advance(HOLD_MS + 60_000); // this buyer's hold lapses before the next one selects
    }
    const answers = await Promise.all(
      buyers.map((b) => s.api('POST', '/api/v1/payment', { stripe_id: b.stripeId, booking_token: b.token })),
    );
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409)) assert.equal(r.body.title, 'Sold out');
    assert.equal(confirmedPrados(dates), 1);
    const charged = await Promise.all(buyers.map((b) => chargedCents(b.bookingId)));
    assert.equal(charged.filter((c) => c > 0).length, 1);
    const winner = buyers[answers.findIndex((r) => r.status === 200)];
    assert.equal(await chargedCents(winner.bookingId), Math.round(winner.amount * 100));
  });

  test('racing /save-customer with released holds: exactly one gets the car (and an intent), the others 409', async () => {
    const dates = freshDates();
    const buyers = [];
    for (const address of ['127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      const search = await apiFrom(
        address,
        '/api/v1/search',
        searchBody({ ...dates, pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY }),
      );
      const token = search.body.data.booking_token;
      const bookingId = /** @type {any} */ (s.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').get()).id;
      assert.equal(
        (await apiFrom(address, '/api/v1/select', { vehicle_id: PRADO, payment_type: 'N', booking_token: token }))
          .status,
        200,
      );
      assert.equal(
        (await apiFrom(address, '/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] }))
          .status,
        200,
      );
      // The same buyer holds two more cars: the Prado's hold, their oldest, is released (sessions stay fresh).
      for (let i = 0; i < 2; i++) {
        const other = await apiFrom(address, '/api/v1/search', searchBody(freshDates()));
        assert.equal(
          (
            await apiFrom(address, '/api/v1/select', {
              vehicle_id: 3,
              payment_type: 'N',
              booking_token: other.body.data.booking_token,
            })
          ).status,
          200,
        );
      }
      assert.equal(bookingRow(bookingId).hold_expires, 0);
      buyers.push({ token, bookingId, address });
    }
    const answers = await Promise.all(
      buyers.map((b) => apiFrom(b.address, '/api/v1/save-customer', customerBody(b.token))),
    );
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409)) assert.deepEqual(r.body, GONE);
    const withIntent = await Promise.all(buyers.map(async (b) => (await intentsOf(b.bookingId)).length));
    assert.deepEqual(withIntent.sort(), [0, 0, 1]);
  });
});

describe('the ceiling on live holds per client address (here 2)', () => {
  test('a third hold releases the oldest; another client can then take that car; other clients keep theirs', async () => {
    const [d1, d2, d3] = [freshDates(), freshDates(), freshDates()];
    const first = await pradoBooking(d1);
    assert.equal(first.select.status, 200);
    s.clock.advance(60_000);
    const second = await pradoBooking(d2);
    s.clock.advance(60_000);
    // Another client's hold is not counted against this one.
    const otherSearch = await apiFrom(
      '127.0.0.2',
      '/api/v1/search',
      searchBody({ ...d3, pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY }),
    );
    const other = await apiFrom('127.0.0.2', '/api/v1/select', {
      vehicle_id: PRADO,
      payment_type: 'N',
      booking_token: otherSearch.body.data.booking_token,
    });
    assert.equal(other.status, 200);
    assert.ok(bookingRow(first.bookingId).hold_expires > s.clock.now(), 'two holds: both live');
    const third = await s.api('POST', '/api/v1/search', searchBody({ ...freshDates() }));
    assert.equal(
      (
        await s.api('POST', '/api/v1/select', {
          vehicle_id: 3,
          payment_type: 'N',
          booking_token: third.body.data.booking_token,
        })
      ).status,
      200,
    );
    assert.equal(bookingRow(first.bookingId).hold_expires, 0, 'the oldest hold is released');
    assert.ok(bookingRow(second.bookingId).hold_expires > s.clock.now());
    // The other client's Prado (d3) is still held: sold out for this client.
    assert.equal((await pradoBooking(d3)).select.status, 409);
    // The released Prado (d1) is free for someone else …
    const taker = await apiFrom(
      '127.0.0.3',
      '/api/v1/search',
      searchBody({ ...d1, pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY }),
    );
    assert.equal(
      (
        await apiFrom('127.0.0.3', '/api/v1/select', {
          vehicle_id: PRADO,
          payment_type: 'N',
          booking_token: taker.body.data.booking_token,
        })
      ).status,
      200,
    );
    // … so the first booking's next step says it has gone.
    const r = await s.api('POST', '/api/v1/calculate', {
      booking_token: first.token,
      insurance_id: 1,
      optional_fees: [],
    });
    assert.deepEqual([r.status, r.body], [409, GONE]);
    // Had nobody taken it, the next step renews it (the second booking's hold was released by now: renewed).
    const second2 = await s.api('POST', '/api/v1/calculate', {
      booking_token: second.token,
      insurance_id: 1,
      optional_fees: [],
    });
    assert.equal(second2.status, 200, second2.text);
  });

  test('MAX_HOLDS_PER_CLIENT / maxHoldsPerClient: 0 turns the limit off', async () => {
    const open = await startTestServer({ maxHoldsPerClient: 0 });
    try {
      const ids = [];
      for (let i = 0; i < 4; i++) {
        const r = await open.api(
          'POST',
          '/api/v1/search',
          searchBody({ pickup_date: dayFromNow(200 + 5 * i), dropoff_date: dayFromNow(202 + 5 * i) }),
        );
        assert.equal(
          (
            await open.api('POST', '/api/v1/select', {
              vehicle_id: 3,
              payment_type: 'N',
              booking_token: r.body.data.booking_token,
            })
          ).status,
          200,
        );
        ids.push(/** @type {any} */ (open.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').get()).id);
      }
      const live = open.db
        .prepare(`SELECT COUNT(*) FROM bookings WHERE id IN (${ids.join(',')}) AND hold_expires > ?`)
        .pluck()
        .get(open.clock.now());
      assert.equal(live, 4);
    } finally {
      await open.stop();
    }
  });
});
