// @ts-check
/**
 * Payment integrity at the reference API (see integrity.test.mjs): never sell a car twice — lapsed
 * holds, the only unit, and the ceiling on live holds per client address.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, startTestServer, searchBody, customerBody, dayFromNow } from './helpers.mjs';
import { urlsOf } from '../../test/kit/api.mjs';
import { searchAndSelect } from '../../test/kit/booking.mjs';
import { BRISBANE_CITY, PRADO, HOLD_MS, GONE, integrityKit } from './integrity-kit.mjs';

// The per-address ceiling on live holds (default 20) at 2, so a few calls reach it.
const s = serverForTests({ maxHoldsPerClient: 2 });
const { freshDates, pay, chargedCents, intentsOf, bookingRow, apiFrom, pradoBooking, confirmedPrados } =
  integrityKit(s);

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
    // A third hold (searched and selected, each answered 200).
    await searchAndSelect(urlsOf(s), searchBody({ ...freshDates() }), { vehicleId: 3 });
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
        const dates = { pickup_date: dayFromNow(200 + 5 * i), dropoff_date: dayFromNow(202 + 5 * i) };
        await searchAndSelect(urlsOf(open), searchBody(dates), { vehicleId: 3 });
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
