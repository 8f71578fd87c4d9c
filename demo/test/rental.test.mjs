// @ts-check
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, dayFromNow, card, subscriptionCustomerBody } from './helpers.mjs';

const s = serverForTests();

const subBody = (over = {}) => ({
  first_name: 'Priya',
  last_name: 'Sharma',
  mobile_number: '61412345678',
  email: 'priya@example.com',
  payment_frequency: 'weekly',
  pickup_location_id: 'BNEC',
  pickup_date: dayFromNow(5),
  pickup_time: '10:00',
  ...over,
});

describe('catalogue', () => {
  test('locations with drop-offs; subscription filter', async () => {
    const all = await s.api('GET', '/api/v1/locations');
    assert.equal(all.status, 200);
    const names = all.body.data.map((/** @type {any} */ l) => l.LocationName);
    for (const n of [
      'Brisbane Airport',
      'Melbourne Airport',
      'Gold Coast Airport',
      'Sydney Airport',
      'Logan',
      'Melbourne CBD',
      'Gold Coast',
      'Brisbane City',
      'Sydney CBD',
      'Cairns Airport',
    ])
      assert.ok(names.includes(n), n);
    const bne = all.body.data[0];
    assert.deepEqual(bne.DropOffLocations[0], {
      ID: 1,
      LocationCode: 'BNEA',
      LocationName: 'Brisbane Airport',
      TimeZone: 'Australia/Brisbane',
    });
    const sub = await s.api('GET', '/api/v1/locations?allows_subscription=1');
    assert.ok(sub.body.data.length > 0 && sub.body.data.length < all.body.data.length);
    assert.equal((await s.api('GET', '/api/v1/locations?allows_subscription=maybe')).status, 400);
  });
  test('vehicle categories start with All Vehicles', async () => {
    const r = await s.api('GET', '/api/v1/vehicle-type-categories');
    assert.deepEqual(r.body.data[0], { ID: 0, Name: 'All Vehicles', RCMID: 0 });
    assert.ok(r.body.data.every((/** @type {any} */ c) => typeof c.RCMID === 'number'));
  });
  test('operation hours: default, per location, selected slot, past slots disabled', async () => {
    const def = await s.api('GET', '/api/v1/operation-hours');
    assert.equal(def.status, 200);
    assert.ok(def.body.data.length > 0);
    assert.equal(def.body.data.filter((/** @type {any} */ t) => t.selected).length <= 1, true);
    const future = await s.api('GET', `/api/v1/operation-hours?date=${dayFromNow(10)}&location_code=BNEC`);
    assert.ok(future.body.data.every((/** @type {any} */ t) => !t.disabled));
    assert.equal(future.body.data.find((/** @type {any} */ t) => t.selected).time, '10:00');
    assert.ok(
      future.body.data.every(
        (/** @type {any} */ t, /** @type {number} */ i, /** @type {any[]} */ a) =>
          i === 0 || toMin(t.time) - toMin(a[i - 1].time) === 30,
      ),
    );
    const chosen = await s.api('GET', `/api/v1/operation-hours?date=${dayFromNow(10)}&location_code=BNEC&time=11:30`);
    assert.equal(chosen.body.data.find((/** @type {any} */ t) => t.selected).time, '11:30');
    const airportWeekday = [];
    for (let i = 1; i <= 7; i++) {
      const r = await s.api('GET', `/api/v1/operation-hours?date=${dayFromNow(i)}&location_code=BNEC`);
      airportWeekday.push(r.body.data.length);
    }
    assert.ok(Math.min(...airportWeekday) < Math.max(...airportWeekday), 'weekends are shorter');
    const past = await s.api('GET', `/api/v1/operation-hours?date=${dayFromNow(-1)}&location_code=BNEA`);
    assert.ok(past.body.data.every((/** @type {any} */ t) => t.disabled));
    assert.equal((await s.api('GET', '/api/v1/operation-hours?date=2026-02-31')).status, 400);
    assert.equal((await s.api('GET', '/api/v1/operation-hours?location_code=NOPE')).status, 404);
    assert.equal((await s.api('GET', '/api/v1/operation-hours?time=9am')).status, 400);
  });
  test('countries: Australia first, then Outside Australia', async () => {
    const r = await s.api('GET', '/api/v1/countries');
    assert.deepEqual(
      r.body.data.map((/** @type {any} */ g) => g.label),
      ['Australia', 'Outside Australia'],
    );
    assert.deepEqual(
      r.body.data[0].options.map((/** @type {any} */ c) => c.Code),
      ['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT'],
    );
    assert.deepEqual(Object.keys(r.body.data[1].options[0]).sort(), ['Code', 'ID', 'Name']);
  });
  test('unknown API path → JSON 404', async () => {
    const r = await s.api('GET', '/api/v1/nope');
    assert.equal(r.status, 404);
    assert.equal(typeof r.body.message, 'string');
  });
});

const toMin = (/** @type {string} */ t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

describe('rental host API', () => {
  test('search-variant', async () => {
    const r = await s.api('GET', '/rental-api/v1/search-variant');
    assert.deepEqual(r.body, { data: { variant: 'B' } });
  });
  test('request-call creates a Q enquiry of the right type', async () => {
    for (const type of ['REQ_CALL', 'LONG_TERM']) {
      const r = await s.api('POST', '/rental-api/v1/request-call', {
        name: 'Jack Wilson',
        phone: '0412 345 678',
        email: 'jack@example.com',
        call_time: '9am - 10am',
        type,
      });
      assert.equal(r.status, 200, r.text);
      const row = /** @type {any} */ (
        s.db
          .prepare('SELECT type, status, first_name, last_name, call_time FROM bookings WHERE id = ?')
          .get(r.body.data.booking_id)
      );
      assert.deepEqual(
        { ...row },
        { type, status: 'Q', first_name: 'Jack', last_name: 'Wilson', call_time: '9am - 10am' },
      );
    }
    for (const over of [{ name: '' }, { email: 'x' }, { phone: '' }, { type: 'OTHER' }, { call_time: 'midnight' }]) {
      const r = await s.api('POST', '/rental-api/v1/request-call', {
        name: 'J',
        phone: '0412345678',
        email: 'j@example.com',
        call_time: '',
        type: 'REQ_CALL',
        ...over,
      });
      assert.equal(r.status, 400, JSON.stringify(over));
    }
  });

  test('subscription: store → select → calculate → customer → card → payment', async () => {
    const store = await s.api(
      'POST',
      '/rental-api/v1/subscription/store',
      subBody({ payment_frequency: 'fortnightly' }),
    );
    assert.equal(store.status, 200, store.text);
    const { availableVehicles: cars, subscription_token: token, premium_insurance_amount: premium } = store.body.data;
    assert.equal(premium, 70);
    const corolla = cars.find((/** @type {any} */ c) => c.name === 'Toyota Corolla');
    assert.deepEqual([corolla.liteRate, corolla.extraRate, corolla.maxRate, corolla.status], [478, 538, 598, true]);
    assert.match(corolla.image, /^\/\/127\.0\.0\.1:\d+\/demo-assets\/vehicles\/toyota-corolla\.svg$/);
    assert.equal(cars.find((/** @type {any} */ c) => c.name === 'Tesla Model 3').status, false);

    const unavailable = await s.api('POST', '/rental-api/v1/subscription/select', {
      subscription_token: token,
      vehicle_id: 5,
      vehicle_image: '',
      subscription_type: 'lite',
    });
    assert.equal(unavailable.status, 409);
    assert.equal(typeof unavailable.body.message, 'string');
    const early = await s.api('POST', '/api/v1/subscription/calculate', {
      subscription_token: token,
      has_insurance: false,
    });
    assert.equal(early.status, 409);
    const sel = await s.api('POST', '/rental-api/v1/subscription/select', {
      subscription_token: token,
      vehicle_id: corolla.id,
      vehicle_image: corolla.image,
      subscription_type: 'extra',
    });
    assert.equal(sel.status, 200, sel.text);

    const calc = await s.api('POST', '/api/v1/subscription/calculate', {
      subscription_token: token,
      has_insurance: true,
    });
    assert.equal(calc.status, 200, calc.text);
    const t = Object.fromEntries(calc.body.data.results.totals.map((/** @type {any} */ e) => [e.type, e]));
    assert.equal(t.installment_amount.name, 'Toyota Corolla (Fortnightly x 1)');
    assert.equal(t.installment_amount.total + t.first_kms_amount.total, 538);
    assert.equal(t.first_insurance_amount.total, 70);
    assert.equal(t.total_installment_amount.total, 608);
    const firstBefore = 608 + t.deposit.total + t.mandatory.total;
    assert.equal(t.first_payment_surcharge.total, Math.round(firstBefore * 0.015 * 100) / 100);
    assert.equal(
      t.total_first_payment_amount.total,
      Math.round((firstBefore + t.first_payment_surcharge.total) * 100) / 100,
    );

    for (const over of [
      { terms_conditions: false },
      { address: '' },
      { postal_id: '' },
      { relative_name: '' },
      { license_no: '' },
      { email: 'nope' },
      { license_expiry: dayFromNow(-2) },
      { terms_conditions: 'yes' },
    ]) {
      const r = await s.api('POST', '/api/v1/subscription/customer', subscriptionCustomerBody(token, over));
      assert.equal(r.status, 400, JSON.stringify(over));
    }
    const cust = await s.api('POST', '/api/v1/subscription/customer', subscriptionCustomerBody(token));
    assert.equal(cust.status, 200, cust.text);
    assert.equal(cust.body.data.results.intent_type, 'payment');
    const secret = cust.body.data.results.client_secret;
    const ok = await s.api('POST', '/stripe-double/confirm', { client_secret: secret, card: card() });
    assert.equal(ok.body.paymentIntent.status, 'succeeded');
    assert.equal(ok.body.paymentIntent.amount, Math.round(t.total_first_payment_amount.total * 100));
    const paid = await s.api('POST', '/api/v1/subscription/payment', {
      stripe_id: ok.body.paymentIntent.id,
      subscription_token: token,
    });
    assert.equal(paid.status, 200, paid.text);
    assert.ok(paid.body.data.reservation_ref && paid.body.data.reservation_no && paid.body.data.booking_id);
    const again = await s.api('POST', '/api/v1/subscription/payment', {
      stripe_id: ok.body.paymentIntent.id,
      subscription_token: token,
    });
    assert.deepEqual(again.body.data, paid.body.data);
    const row = /** @type {any} */ (
      s.db.prepare('SELECT type, status FROM bookings WHERE id = ?').get(paid.body.data.booking_id)
    );
    assert.deepEqual({ ...row }, { type: 'SUBSCRIPTION', status: 'C' });
  });

  test('subscription store validation', async () => {
    for (const [over, status] of /** @type {const} */ ([
      [{ pickup_date: dayFromNow(1) }, 400],
      [{ payment_frequency: 'monthly' }, 400],
      [{ pickup_location_id: 'SYDA' }, 400],
      [{ pickup_location_id: 'NOPE' }, 400],
      [{ email: '' }, 400],
      [{ pickup_time: '7' }, 400],
      [{ mobile_number: 412 }, 400],
    ])) {
      const r = await s.api('POST', '/rental-api/v1/subscription/store', subBody(over));
      assert.equal(r.status, status, JSON.stringify(over));
    }
    // An unknown token is 404, but an unknown plan is refused first (400).
    for (const [plan, status] of /** @type {const} */ ([
      ['lite', 404],
      ['mega', 400],
    ])) {
      const r = await s.api('POST', '/rental-api/v1/subscription/select', {
        subscription_token: 'unknown-token',
        vehicle_id: 1,
        vehicle_image: '',
        subscription_type: plan,
      });
      assert.equal(r.status, status, plan);
    }
  });
});
