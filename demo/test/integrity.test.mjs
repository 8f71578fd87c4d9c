// @ts-check
/**
 * Payment integrity at the reference API: never charge twice, never sell a car twice. Money is asserted in
 * the provider's intents (through the Stripe double's list endpoints) and in bookings, not only in
 * the answers.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, customerBody } from './helpers.mjs';
import { integrityKit } from './integrity-kit.mjs';

// The per-address ceiling on live holds (default 20) at 2, so a few calls reach it.
const s = serverForTests({ maxHoldsPerClient: 2 });
const { readyBooking, pay, listIntents, chargedCents, intentsOf, liveIntents, bookingRow, intentId } = integrityKit(s);

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
