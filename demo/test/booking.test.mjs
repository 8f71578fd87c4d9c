// @ts-check
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, searchBody, customerBody, card, dayFromNow, seedBooking } from './helpers.mjs';

const s = serverForTests();

/**
 * POST /calculate: a liability and extras for a booking.
 * @param {string} token @param {number} insuranceId @param {Array<{ id: number, qty: number }>} [fees]
 */
const calculate = (token, insuranceId, fees = []) =>
  s.api('POST', '/api/v1/calculate', { booking_token: token, insurance_id: insuranceId, optional_fees: fees });

let slot = 0;
/**
 * Search then select; returns the token. Each call uses its own dates (a
 * selection holds a car), `days` long unless the dates are given.
 * @param {Record<string, unknown>} [over] @param {number} [vehicleId] @param {'N' | 'L'} [paymentType] @param {number} [days]
 */
async function searchAndSelect(over = {}, vehicleId = 3, paymentType = 'L', days = 3) {
  const start = 40 + 10 * slot++;
  const dates = { pickup_date: dayFromNow(start), dropoff_date: dayFromNow(start + days) };
  return seedBooking(s, { dates, vehicleId, paymentType, search: over });
}

describe('POST /search', () => {
  test('returns cars, a token and records status S', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody());
    assert.equal(r.status, 200, r.text);
    const { data } = r.body;
    assert.equal(typeof data.booking_token, 'string');
    assert.ok(data.booking_token.length >= 32);
    assert.equal(data.active_promo, '');
    assert.ok(data.availableVehicles.length >= 15);
    const corolla = data.availableVehicles.find((/** @type {any} */ v) => v.id === 3);
    assert.deepEqual(
      {
        name: corolla.name,
        sub_name: corolla.sub_name,
        status: corolla.status,
        numberOfDays: corolla.numberOfDays,
        payLaterAmount: corolla.payLaterAmount,
        payNowAmount: corolla.payNowAmount,
        transmission: corolla.transmission,
      },
      {
        name: 'Toyota Corolla',
        sub_name: 'or similar | Small Auto',
        status: true,
        numberOfDays: 3,
        payLaterAmount: 156,
        payNowAmount: 140.4,
        transmission: false,
      },
    );
    assert.match(corolla.image, /^http:\/\/127\.0\.0\.1:\d+\/demo-assets\/vehicles\/toyota-corolla\.svg$/);
    assert.match(corolla.features, /<li>Bluetooth<\/li>/);
    const img = await fetch(corolla.image);
    assert.equal(img.status, 200);
    assert.match(img.headers.get('content-type') || '', /svg/);
    const row = /** @type {Record<string, unknown>} */ (
      s.db.prepare('SELECT status, type FROM bookings ORDER BY id DESC LIMIT 1').get()
    );
    assert.deepEqual({ ...row }, { status: 'S', type: 'BOOKING' });
  });

  test('day count is the span rounded up', async () => {
    const r = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({ dropoff_date: dayFromNow(23), dropoff_time: '10:30' }),
    );
    assert.equal(r.body.data.availableVehicles[0].numberOfDays, 4);
    const one = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({ dropoff_date: dayFromNow(20), dropoff_time: '12:00' }),
    );
    assert.equal(one.body.data.availableVehicles[0].numberOfDays, 1);
  });

  test('promo codes: valid, expired, single category', async () => {
    const ok = await s.api('POST', '/api/v1/search', searchBody({ promo_code: 'save10' }));
    assert.equal(ok.body.data.active_promo, 'SAVE10');
    const corolla = ok.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 3);
    assert.equal(corolla.payLaterAmount, 140.4); // 52 × 0.9 × 3
    assert.equal(corolla.beforeDiscountAmount, 156);
    assert.equal(corolla.discountAmount, 15.6);
    assert.equal(corolla.discountLabel, '10% OFF');
    const old = await s.api('POST', '/api/v1/search', searchBody({ promo_code: 'OLD2020' }));
    assert.equal(old.body.data.active_promo, '');
    assert.equal(old.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 3).payLaterAmount, 156);
    const suv = await s.api('POST', '/api/v1/search', searchBody({ promo_code: 'SUV15' }));
    assert.equal(suv.body.data.active_promo, 'SUV15');
    const rav4 = suv.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 8);
    assert.equal(rav4.discountLabel, '15% OFF SUVs');
    assert.equal(suv.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 3).discountLabel, '');
    const smallOnly = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({ promo_code: 'SUV15', vehicle_category_type_id: 1 }),
    );
    assert.equal(smallOnly.body.data.active_promo, '');
  });

  test('under 25: some cars are 25+ only; sold out where the fleet is 0', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody({ is_over_25: false }));
    const prado = r.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 10);
    assert.deepEqual([prado.status, prado.unavailable_reason], [false, 'age']);
    const logan = await s.api('POST', '/api/v1/search', searchBody({ pickup_location_id: 5, dropoff_location_id: 5 }));
    const tesla = logan.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 15);
    assert.deepEqual([tesla.status, tesla.unavailable_reason], [false, 'sold_out']);
  });

  test('category filter', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody({ vehicle_category_type_id: 3 }));
    assert.ok(r.body.data.availableVehicles.length > 0);
    assert.ok(r.body.data.availableVehicles.every((/** @type {any} */ v) => [7, 8, 9, 10].includes(v.id)));
  });

  const bad = [
    ['malformed JSON', null, 'not valid JSON'],
    ['missing pickup location', { pickup_location_id: undefined }, 'Pick up location is required'],
    ['wrong-typed location', { pickup_location_id: '1' }, 'must be an integer'],
    ['wrong-typed is_over_25', { is_over_25: 'yes' }, 'true or false'],
    ['bad date', { pickup_date: '2026-02-30' }, 'real date'],
    ['bad time', { pickup_time: '25:00' }, 'HH:mm'],
    ['past date', { pickup_date: '2020-01-01' }, 'cannot be in the past'],
    ['return before pickup', { dropoff_date: dayFromNow(19) }, 'must be after the pick up'],
    ['unknown location', { pickup_location_id: 999 }, 'Unknown pick up location'],
    ['return not allowed', { dropoff_location_id: 12 }, 'cannot be returned'],
    ['closed branch', { pickup_time: '03:00' }, 'is open'],
    ['unknown category', { vehicle_category_type_id: 77 }, 'Unknown vehicle type'],
    ['bad email', { email: 'nope' }, 'valid email'],
    ['too long', { dropoff_date: dayFromNow(200) }, 'limited to 90 days'],
  ];
  for (const [name, over, message] of bad) {
    test(`400: ${name}`, async () => {
      const r =
        over === null
          ? await s.api('POST', '/api/v1/search', undefined, { raw: '{"pickup_location_id": 1,' })
          : await s.api('POST', '/api/v1/search', searchBody(/** @type {any} */ (over)));
      assert.equal(r.status, 400, r.text);
      assert.equal(typeof r.body.message, 'string');
      assert.ok(r.body.message.includes(/** @type {string} */ (message)), r.body.message);
    });
  }
  test('400, not 500: a branch with no opening hours that day is closed all day', async () => {
    const pickup_date = dayFromNow(30);
    const weekday = new Date(`${pickup_date}T00:00:00Z`).getUTCDay();
    const { location_id } = /** @type {{ location_id: number }} */ (
      s.db
        .prepare('SELECT location_id FROM opening_hours WHERE location_id = ? LIMIT 1')
        .get(searchBody().pickup_location_id)
    );
    const hours = /** @type {{ open_min: number, close_min: number }} */ (
      s.db
        .prepare('SELECT open_min, close_min FROM opening_hours WHERE location_id = ? AND weekday = ?')
        .get(location_id, weekday)
    );
    s.db.prepare('DELETE FROM opening_hours WHERE location_id = ? AND weekday = ?').run(location_id, weekday);
    try {
      const r = await s.api('POST', '/api/v1/search', searchBody({ pickup_date, dropoff_date: dayFromNow(33) }));
      assert.equal(r.status, 400, r.text);
      assert.equal(r.body.title, 'Branch closed');
      assert.match(r.body.message, /is closed on \w+days\. Please choose another pick up date\./);
    } finally {
      s.db
        .prepare('INSERT INTO opening_hours (location_id, weekday, open_min, close_min) VALUES (?, ?, ?, ?)')
        .run(location_id, weekday, hours.open_min, hours.close_min);
    }
  });
  test('400: body is not an object / empty', async () => {
    assert.equal((await s.api('POST', '/api/v1/search', undefined, { raw: '[1,2]' })).status, 400);
    assert.equal((await s.api('POST', '/api/v1/search', undefined, { raw: '' })).status, 400);
  });
});

describe('select and calculate', () => {
  test('select returns extras and liability options and marks SEL', async () => {
    const { token, select } = await searchAndSelect();
    const { optional_fees: extras, insurance_options: options } = select.results;
    assert.deepEqual(
      options.map((/** @type {any} */ o) => o.name),
      ['$5,000 Damage Liability', '$500 Damage Liability', '$0 Damage Liability'],
    );
    assert.deepEqual(
      options.map((/** @type {any} */ o) => o.totalinsuranceamount),
      [0, 75, 117],
    );
    assert.deepEqual(options[2].exclude_extra_ids, [5, 6]);
    assert.match(options[0].description, /\$250/);
    assert.match(options[2].description, /No administration fee/);
    const gps = extras.find((/** @type {any} */ e) => e.name === 'GPS Navigation');
    assert.deepEqual([gps.formType, gps.Increment, gps.totalfeeamount], [0, 1, 30]);
    const seat = extras.find((/** @type {any} */ e) => e.name === 'Baby Seat');
    assert.deepEqual([seat.formType, seat.Increment, seat.totalfeeamount], [1, 1, 36]);
    assert.ok(token);
    assert.equal(s.db.prepare('SELECT status FROM bookings ORDER BY id DESC LIMIT 1').pluck().get(), 'SEL');
  });

  test('price arithmetic: exact totals, pay later, airport, extras × qty, GST included', async () => {
    const { token } = await searchAndSelect();
    const r = await calculate(token, 2, [
      { id: 1, qty: 1 },
      { id: 3, qty: 2 },
      { id: 4, qty: 0 },
    ]);
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.data.results.totals, [
      { type: 'daily_rate', name: 'Toyota Corolla', total: 52, quantity: 3 },
      { type: 'total_rate', name: 'Vehicle rental (3 days)', total: 156 },
      { type: 'insurance', id: 2, name: '$500 Damage Liability', total: 75 },
      { type: 'optional', id: 1, name: 'GPS Navigation', total: 30, quantity: 1 },
      { type: 'optional', id: 3, name: 'Baby Seat', total: 72, quantity: 2 },
      { type: 'mandatory', id: 1, name: 'Airport Concession Fee', total: 30 },
      { type: 'mandatory', id: 2, name: 'Vehicle Registration Recovery', total: 7.5 },
      { type: 'country_tax', name: 'GST included (10%)', total: 33.68 },
      { type: 'total', name: 'Total', total: 370.5 },
    ]);
  });

  test('pay now + promo + free day + excluded extras + under-25 surcharge', async () => {
    const { token } = await searchAndSelect(
      { promo_code: 'SAVE10', is_over_25: false, pickup_location_id: 8, dropoff_location_id: 8 },
      3,
      'N',
      7,
    );
    const r = await calculate(token, 3, [
      { id: 5, qty: 1 },
      { id: 2, qty: 1 },
    ]);
    assert.equal(r.status, 200, r.text);
    const totals = r.body.data.results.totals;
    const by = (/** @type {string} */ t) => totals.filter((/** @type {any} */ e) => e.type === t);
    // 52 × 0.9 = 46.80 pay now; × 0.9 SAVE10 = 42.12 per day; 7 days, 1 free
    assert.deepEqual(by('daily_rate')[0], { type: 'daily_rate', name: 'Toyota Corolla', total: 42.12, quantity: 7 });
    assert.equal(by('total_rate')[0].total, 294.84);
    assert.deepEqual(by('freedays')[0], {
      type: 'freedays',
      name: '1 free day (weekly hire)',
      total: -42.12,
      quantity: 1,
    });
    assert.equal(by('insurance')[0].total, 273); // 39 × 7
    assert.deepEqual(
      by('optional').map((/** @type {any} */ e) => e.id),
      [2],
    ); // Excess Reduction excluded by $0
    assert.equal(by('optional')[0].total, 35);
    assert.deepEqual(
      by('mandatory').map((/** @type {any} */ e) => [e.name, e.total]),
      [
        ['Vehicle Registration Recovery', 17.5],
        ['Young Driver Surcharge (under 25)', 175],
      ],
    );
    const total = 294.84 - 42.12 + 273 + 35 + 17.5 + 175;
    assert.equal(by('total')[0].total, Math.round(total * 100) / 100);
  });

  test('select/calculate bad inputs', async () => {
    const { token } = await searchAndSelect();
    const cases = [
      ['/select', { vehicle_id: 3, payment_type: 'X', booking_token: token }, 400],
      ['/select', { vehicle_id: '3', payment_type: 'N', booking_token: token }, 400],
      ['/select', { vehicle_id: 999, payment_type: 'N', booking_token: token }, 404],
      ['/select', { vehicle_id: 3, payment_type: 'N', booking_token: 'nope-not-a-token' }, 404],
      ['/select', { vehicle_id: 3, payment_type: 'N' }, 400],
      ['/calculate', { booking_token: token, insurance_id: 99, optional_fees: [] }, 400],
      ['/calculate', { booking_token: token, insurance_id: 1, optional_fees: [{ id: 99, qty: 1 }] }, 400],
      ['/calculate', { booking_token: token, insurance_id: 1, optional_fees: [{ id: 1, qty: 2 }] }, 400],
      ['/calculate', { booking_token: token, insurance_id: 1, optional_fees: [{ id: 3, qty: -1 }] }, 400],
      ['/calculate', { booking_token: token, insurance_id: 1, optional_fees: 'GPS' }, 400],
      ['/calculate', { booking_token: 'unknown-token-xyz', insurance_id: 1, optional_fees: [] }, 404],
    ];
    for (const [path, body, status] of cases) {
      const r = await s.api('POST', `/api/v1${path}`, body);
      assert.equal(r.status, status, `${path} ${JSON.stringify(body)} → ${r.status} ${r.text}`);
      assert.equal(typeof r.body.message, 'string');
    }
    const fresh = await s.api('POST', '/api/v1/search', searchBody());
    const r = await calculate(fresh.body.data.booking_token, 1);
    assert.equal(r.status, 409);
  });

  test('an under-25 driver cannot select a 25+ car', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody({ is_over_25: false }));
    const sel = await s.api('POST', '/api/v1/select', {
      vehicle_id: 10,
      payment_type: 'N',
      booking_token: r.body.data.booking_token,
    });
    assert.equal(sel.status, 409);
    assert.equal(sel.body.title, 'Drivers 25+ only');
  });

  test('last car: two concurrent selects, exactly one wins', async () => {
    const over = {
      pickup_location_id: 8,
      dropoff_location_id: 8,
      pickup_date: dayFromNow(150),
      dropoff_date: dayFromNow(152),
    };
    const [a, b] = await Promise.all([
      s.api('POST', '/api/v1/search', searchBody(over)),
      s.api('POST', '/api/v1/search', searchBody(over)),
    ]);
    assert.equal(a.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 10).status, true);
    const results = await Promise.all(
      [a, b].map((r) =>
        s.api('POST', '/api/v1/select', {
          vehicle_id: 10,
          payment_type: 'N',
          booking_token: r.body.data.booking_token,
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const loser = results.find((r) => r.status === 409);
    assert.equal(loser?.body.title, 'Sold out');
    const again = await s.api('POST', '/api/v1/search', searchBody(over));
    const prado = again.body.data.availableVehicles.find((/** @type {any} */ v) => v.id === 10);
    assert.deepEqual([prado.status, prado.unavailable_reason], [false, 'sold_out']);
  });
});

describe('customer, card and payment', () => {
  test('save-customer validates', async () => {
    const { token } = await searchAndSelect();
    await calculate(token, 1);
    const cases = [
      [{ first_name: '' }, 'First name is required'],
      [{ email: 'bad@' }, 'valid email'],
      [{ mobile_number: '0412345678' }, 'no leading 0'],
      [{ birthday: '17/05/1990' }, 'yyyy-mm-dd'],
      [{ birthday: dayFromNow(-365 * 18) }, 'at least 21'],
      [{ birthday: dayFromNow(30) }, 'future'],
      [{ flight_no: 'x'.repeat(51) }, '50 characters'],
      [{ license_state: 'XX' }, 'Unknown license state'],
      [{ mobile_number: 61412345678 }, 'must be a string'],
    ];
    for (const [over, message] of cases) {
      const r = await s.api('POST', '/api/v1/save-customer', customerBody(token, over));
      assert.equal(r.status, 400, JSON.stringify(over));
      assert.ok(r.body.message.includes(message), `${JSON.stringify(over)}: ${r.body.message}`);
    }
  });

  test('needs a liability first; pay later gives a setup intent', async () => {
    const { token } = await searchAndSelect({}, 3, 'L');
    const early = await s.api('POST', '/api/v1/save-customer', customerBody(token));
    assert.equal(early.status, 409);
    await calculate(token, 1);
    const r = await s.api('POST', '/api/v1/save-customer', customerBody(token));
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.results.intent_type, 'setup');
    assert.match(r.body.data.results.client_secret, /^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
  });

  test('full booking over HTTP: search → select → calculate → customer → card → payment → /bookings C', async () => {
    const { token } = await searchAndSelect({ first_name: 'Olivia' }, 5, 'N');
    const calc = await calculate(token, 2, [{ id: 1, qty: 1 }]);
    const total = calc.body.data.results.totals.find((/** @type {any} */ t) => t.type === 'total').total;
    const cust = await s.api('POST', '/api/v1/save-customer', customerBody(token));
    assert.equal(cust.status, 200, cust.text);
    const { client_secret: secret, intent_type: kind } = cust.body.data.results;
    assert.equal(kind, 'payment');
    assert.match(secret, /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const intentId = secret.split('_secret_')[0];

    const early = await s.api('POST', '/api/v1/payment', { stripe_id: intentId, booking_token: token });
    assert.equal(early.status, 402, 'payment before the card is confirmed');

    const declined = await s.api('POST', '/stripe-double/confirm', {
      client_secret: secret,
      card: card('4000000000000002'),
    });
    assert.deepEqual(declined.body.error, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const funds = await s.api('POST', '/stripe-double/confirm', {
      client_secret: secret,
      card: card('4000000000009995'),
    });
    assert.equal(funds.body.error.message, 'Your card has insufficient funds.');
    const incomplete = await s.api('POST', '/stripe-double/confirm', {
      client_secret: secret,
      card: card('4242 4242'),
    });
    assert.deepEqual(
      [incomplete.body.error.type, incomplete.body.error.message],
      ['validation_error', 'Your card number is incomplete.'],
    );

    const ok = await s.api('POST', '/stripe-double/confirm', {
      client_secret: secret,
      card: card('4242 4242 4242 4242'),
    });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(
      [ok.body.paymentIntent.id, ok.body.paymentIntent.status, ok.body.paymentIntent.amount],
      [intentId, 'succeeded', Math.round(total * 100)],
    );

    const paid = await s.api('POST', '/api/v1/payment', { stripe_id: intentId, booking_token: token });
    assert.equal(paid.status, 200, paid.text);
    const { reservation_ref: ref, reservation_no: no, booking_id: id } = paid.body.data;
    assert.match(ref, /^CHW-\d+-[A-Z0-9]{4}$/);
    assert.match(no, /^CHW\d+$/);
    assert.equal(typeof id, 'number');

    const again = await s.api('POST', '/api/v1/payment', { stripe_id: intentId, booking_token: token });
    assert.deepEqual(again.body.data, paid.body.data, 'idempotent');
    const other = await s.api('POST', '/api/v1/payment', { stripe_id: 'pi_somethingelse', booking_token: token });
    assert.equal(other.status, 409);

    const staff = await s.login();
    const list = await s.api('GET', '/api/v1/bookings?status=C&order_by=ID&order_direction=desc', undefined, {
      token: staff,
    });
    const row = list.body.data.find((/** @type {any} */ b) => b.ID === id);
    assert.ok(row, 'the paid booking is listed');
    assert.deepEqual(
      [
        row.Status,
        row.ReservationNo,
        row.FirstName,
        row.Email,
        row.PaymentType,
        row.StripeID,
        row.TotalAmount,
        row.VehicleTypeCode,
        row.RenterAge > 30,
      ],
      ['C', no, 'Olivia', 'olivia@example.com', 'N', intentId, total, 'IDAR', true],
    );
    const selectAfter = await s.api('POST', '/api/v1/select', {
      vehicle_id: 3,
      payment_type: 'N',
      booking_token: token,
    });
    assert.equal(selectAfter.status, 409);
  });

  test('3-D Secure: fail leaves the intent retryable, complete succeeds', async () => {
    const { token } = await searchAndSelect({}, 2, 'L');
    await calculate(token, 1);
    const { client_secret: secret } = (await s.api('POST', '/api/v1/save-customer', customerBody(token))).body.data
      .results;
    const first = await s.api('POST', '/stripe-double/confirm', {
      client_secret: secret,
      card: card('4000002760003184'),
      require_postal: false,
    });
    assert.equal(first.body.setupIntent.status, 'requires_action');
    assert.ok(first.body.next_action);
    const failed = await s.api('POST', '/stripe-double/confirm', { client_secret: secret, three_ds: 'fail' });
    assert.deepEqual(
      [failed.body.error.type, failed.body.error.message],
      [
        'card_error',
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      ],
    );
    await s.api('POST', '/stripe-double/confirm', {
      client_secret: secret,
      card: card('4000002760003184'),
      require_postal: false,
    });
    const passed = await s.api('POST', '/stripe-double/confirm', { client_secret: secret, three_ds: 'complete' });
    assert.equal(passed.body.setupIntent.status, 'succeeded');
    const paid = await s.api('POST', '/api/v1/payment', {
      stripe_id: passed.body.setupIntent.id,
      booking_token: token,
    });
    assert.equal(paid.status, 200, paid.text);
  });

  test('payment bad inputs', async () => {
    assert.equal(
      (await s.api('POST', '/api/v1/payment', { stripe_id: 'ch_123', booking_token: 'x'.repeat(40) })).status,
      400,
    );
    assert.equal((await s.api('POST', '/api/v1/payment', { stripe_id: 'pi_123' })).status, 400);
    assert.equal(
      (await s.api('POST', '/api/v1/payment', { stripe_id: 'pi_123', booking_token: 'x'.repeat(40) })).status,
      404,
    );
    const { token } = await searchAndSelect();
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: 'pi_notmine', booking_token: token });
    assert.equal(r.status, 400);
    assert.equal(
      (await s.api('POST', '/stripe-double/confirm', { client_secret: 'pi_x_secret_y', card: card() })).status,
      404,
    );
  });

  test('phone booking marks the booking R', async () => {
    const r = await s.api('POST', '/api/v1/search', searchBody());
    const token = r.body.data.booking_token;
    const bad = await s.api('POST', '/api/v1/phone-booking', {
      booking_token: token,
      vehicle_id: 3,
      first_name: 'Jack',
      last_name: 'Wilson',
      email: 'jack@example.com',
      mobile_number: '0412',
    });
    assert.equal(bad.status, 400);
    const ok = await s.api('POST', '/api/v1/phone-booking', {
      booking_token: token,
      vehicle_id: 3,
      first_name: 'Jack',
      last_name: 'Wilson',
      email: 'jack@example.com',
      mobile_number: '61412345678',
    });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(s.db.prepare('SELECT status FROM bookings WHERE id = ?').pluck().get(ok.body.data.booking_id), 'R');
    const unknownVehicle = await s.api('POST', '/api/v1/phone-booking', {
      booking_token: token,
      vehicle_id: 999,
      first_name: 'J',
      last_name: 'W',
      email: 'j@example.com',
      mobile_number: '61412345678',
    });
    assert.equal(unknownVehicle.status, 404);
  });
});
