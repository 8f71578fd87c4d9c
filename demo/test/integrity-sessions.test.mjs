// @ts-check
/**
 * Payment integrity at the reference API (see integrity.test.mjs): sessions that expire on the
 * server, the same money rules for subscriptions, and the age re-checked at save-customer.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, searchBody, customerBody, dayFromNow, subscriptionCustomerBody } from './helpers.mjs';
import { integrityKit } from './integrity-kit.mjs';

// The per-address ceiling on live holds (default 20) at 2, so a few calls reach it.
const s = serverForTests({ maxHoldsPerClient: 2 });
const { freshDates, readyBooking, pay, chargedCents, intentsOf, bookingRow, intentId } = integrityKit(s);

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
