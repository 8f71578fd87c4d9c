// @ts-check
/**
 * Manage my booking guarded like the checkout (issue 42): each finding of the attack review as a
 * test — money of changes and cancellations read from the ledger and the double, terms fixed by the
 * sale, a cancelled booking that stays cancelled, and a find that blocks no one.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import {
  serverForTests,
  serversOnDemand,
  card,
  dayFromNow,
  searchBody,
  customerBody,
  payBookingInDouble,
  payInDouble,
} from './helpers.mjs';
import { poll } from '../../test/kit/poll.mjs';
import { manageKit } from './manage-kit.mjs';
import { FIND_SQL } from '../api/manage.mjs';
import { MANAGE_FIND_KEY_MAX, MANAGE_FIND_MAX, MANAGE_CHANGE_HOLD_MINUTES } from '../lib/rules.generated.mjs';
import { createAttemptLimiter } from '../lib/rateLimit.mjs';

const s = serverForTests({ rateLimitPerMin: 0 });
const kit = manageKit(s);
const { paidBooking, session, mapi, books, outbox } = kit;
const onDemand = serversOnDemand();

/** Cents, for comparing money. @param {number} n */
const cents = (n) => Math.round(n * 100);

/**
 * A session's call, answered 200. @param {string} token @param {string} path @param {Record<string, unknown>} [body]
 */
async function ok(token, path, body = {}) {
  const r = await mapi(`/api/v1/manage${path}`, { manage_token: token, ...body });
  assert.equal(r.status, 200, `${path}: ${r.text}`);
  return r.body.data;
}

/**
 * Quotes a change and commits it at the quoted total. @param {string} token @param {Record<string, unknown>} change
 */
async function change(token, change) {
  const quoted = await ok(token, '/quote', change);
  return mapi('/api/v1/manage/change', { manage_token: token, ...change, expected_total: quoted.new_total });
}

/** A booking's trip moved `days` later at the return. @param {any} view @param {number} days */
const returnLater = (view, days) => ({
  dropoff_date: dayFromNow(days, `${view.dropoff.date}T12:00:00+10:00`),
  dropoff_time: view.dropoff.time,
});

/**
 * A server of the test's own (its clock can move), a booking paid on it and a session for it, and
 * `call` for that session's manage calls.
 * @param {Parameters<typeof onDemand>[0]} [server] @param {Parameters<ReturnType<typeof manageKit>['paidBooking']>[0]} [sale]
 */
async function ownBooking(server = {}, sale = {}) {
  const own = await onDemand({ rateLimitPerMin: 0, ...server });
  const k = manageKit(own);
  const b = await k.paidBooking(sale);
  const token = await k.session(b.link);
  const call = (/** @type {string} */ path, /** @type {Record<string, unknown>} */ body = {}) =>
    k.mapi(`/api/v1/manage${path}`, { manage_token: token, ...body });
  return { own, k, b, token, call };
}

describe('a dearer change is paid for, exactly once', () => {
  test('paid but not confirmed, a shorter trip or a cancel is refused (change_pending); confirmed, nothing is owed', async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const view = await ok(token, '/booking');
    const longer = await change(token, returnLater(view, 20));
    assert.equal(longer.status, 200, longer.text);
    assert.equal(longer.body.data.status, 'requires_payment');
    await payInDouble(s, longer.body.data.client_secret);

    const shorter = await change(token, returnLater(view, -2));
    assert.equal(shorter.status, 409, shorter.text);
    assert.equal(shorter.body.code, 'change_pending');
    const cancel = await mapi('/api/v1/manage/cancel', { manage_token: token });
    assert.equal(cancel.status, 409);
    assert.equal(cancel.body.code, 'change_pending');

    const done = await ok(token, '/change/confirm', { change_id: longer.body.data.change_id });
    assert.equal(done.status, 'done');
    const money = books(b.bookingId);
    assert.equal(cents(money.paid), cents(money.total), 'the new total is exactly what was paid');
    assert.equal(cents(done.booking.paid), cents(money.total));
    // The same confirmation again moves nothing.
    await ok(token, '/change/confirm', { change_id: longer.body.data.change_id });
    assert.equal(cents(books(b.bookingId).paid), cents(money.total));
  });

  test("/payment with a change's intent and the booking's token refunds nothing; the change still confirms", async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const view = await ok(token, '/booking');
    const longer = (await change(token, returnLater(view, 10))).body.data;
    await payInDouble(s, longer.client_secret);
    const intentId = longer.client_secret.split('_secret_')[0];
    const r = await s.api('POST', '/api/v1/payment', { stripe_id: intentId, booking_token: b.token });
    assert.equal(r.status, 400, r.text);
    const intent = s.db.prepare('SELECT amount_refunded FROM intents WHERE id = ?').get(intentId);
    assert.deepEqual(intent, { amount_refunded: 0 });
    // The booking's own payment again, while the change waits: refused, nothing voided.
    const own = await s.api('POST', '/api/v1/payment', { stripe_id: b.stripeId, booking_token: b.token });
    assert.equal(own.status, 409);
    assert.equal(own.body.code, 'change_pending');
    await ok(token, '/change/confirm', { change_id: longer.change_id });
    const money = books(b.bookingId);
    assert.equal(cents(money.paid), cents(money.total));
  });

  test('a dropped change gives its payment back and can never be confirmed; another change then goes', async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const view = await ok(token, '/booking');
    const first = (await change(token, returnLater(view, 8))).body.data;
    await payInDouble(s, first.client_secret);
    const dropped = await ok(token, '/change/abandon', { change_id: first.change_id });
    assert.equal(dropped.booking.pending_change, null);
    assert.equal(cents(dropped.booking.total), cents(view.total));
    const replay = await mapi('/api/v1/manage/change/confirm', { manage_token: token, change_id: first.change_id });
    assert.equal(replay.status, 409);
    let money = books(b.bookingId);
    assert.equal(cents(money.paid), cents(view.total), 'the dropped payment was refunded in full');
    // A second change is free to go, and is the only one made.
    const second = (await change(token, returnLater(view, 3))).body.data;
    await payInDouble(s, second.client_secret);
    await ok(token, '/change/confirm', { change_id: second.change_id });
    money = books(b.bookingId);
    assert.equal(cents(money.paid), cents(money.total));
    const done = s.db.prepare("SELECT COUNT(*) FROM manage_changes WHERE booking_id = ? AND status = 'done'");
    assert.equal(done.pluck().get(b.bookingId), 1);
  });

  test('a change waiting past its hold lapses: unpaid, it is dropped and the booking is free to change again', async () => {
    const { own, call } = await ownBooking();
    const view = (await call('/booking', {})).body.data;
    const quoted = (await call('/quote', returnLater(view, 6))).body.data;
    const waiting = (await call('/change', { ...returnLater(view, 6), expected_total: quoted.new_total })).body.data;
    assert.equal(waiting.status, 'requires_payment');
    assert.equal(Date.parse(waiting.expires_at) - own.clock.now() <= MANAGE_CHANGE_HOLD_MINUTES * 60_000, true);
    own.clock.advance(MANAGE_CHANGE_HOLD_MINUTES * 60_000 + 1000);
    // 31 minutes on, the session still runs: the change has lapsed.
    const after = (await call('/booking', {})).body.data;
    assert.equal(after.pending_change, null);
    const intent = own.db.prepare('SELECT status FROM intents WHERE change_id = ?').pluck().get(waiting.change_id);
    assert.equal(intent, 'canceled');
    const paid = await own.api('POST', '/stripe-double/confirm', {
      client_secret: waiting.client_secret,
      card: card(),
    });
    assert.equal(paid.status, 400, 'a lapsed change can no longer be paid');
  });
  test('a paid change still waiting when pick up passes is refunded, and the booking still opens', async () => {
    const { own, k, b, call } = await ownBooking(
      {},
      { over: { pickup_date: dayFromNow(3), dropoff_date: dayFromNow(4) } },
    );
    const view = (await call('/booking')).body.data;
    const longer = returnLater(view, 1);
    const quoted = (await call('/quote', longer)).body.data;
    const waiting = (await call('/change', { ...longer, expected_total: quoted.new_total })).body.data;
    const paid = await own.api('POST', '/stripe-double/confirm', {
      client_secret: waiting.client_secret,
      card: card(),
    });
    assert.equal(paid.status, 200);
    own.clock.set(Date.parse(view.pickup.at) + 3_600_000);
    const again = await k.freshSession(b);
    const after = await k.mapi('/api/v1/manage/booking', { manage_token: again });
    assert.equal(after.status, 200, after.text);
    assert.equal(after.body.data.pending_change, null);
    const money = k.books(b.bookingId);
    assert.equal(cents(money.paid), cents(view.total), 'the change was refunded in full');
    assert.equal(cents(money.total), cents(view.total));
  });
});

describe('terms fixed by the sale', () => {
  /**
   * A server whose clock is moved to 47 hours before a booking's pickup (48 h cut-off, $50 fee).
   * @param {'N' | 'L'} paymentType
   */
  async function lateBooking(paymentType) {
    const own = await onDemand({ rateLimitPerMin: 0 });
    const k = manageKit(own);
    const b = await k.paidBooking({ paymentType, over: { pickup_date: dayFromNow(3), dropoff_date: dayFromNow(6) } });
    const first = await k.session(b.link);
    const sold = (await k.mapi('/api/v1/manage/booking', { manage_token: first })).body.data;
    own.clock.set(Date.parse(sold.pickup.at) - 47 * 3_600_000);
    // Two days on the first session has ended: a new link, as the renter would ask for it.
    const token = await k.freshSession(b);
    const call = (/** @type {string} */ path, /** @type {Record<string, unknown>} */ body = {}) =>
      k.mapi(`/api/v1/manage${path}`, { manage_token: token, ...body });
    const view = (await call('/booking')).body.data;
    assert.equal(view.cancellation.free_until, sold.cancellation.free_until);
    return { own, k, b, call, view };
  }

  test('pay now, 47 h before pickup: moving the trip a month out still keeps the $50 fee on cancel', async () => {
    const { k, b, call, view } = await lateBooking('N');
    const later = {
      pickup_date: dayFromNow(30, `${view.pickup.date}T12:00:00+10:00`),
      dropoff_date: dayFromNow(33, `${view.pickup.date}T12:00:00+10:00`),
    };
    const quoted = (await call('/quote', later)).body.data;
    assert.match(quoted.terms_note, /^Free cancellation ended .+ Changing your booking does not change that/);
    assert.equal(quoted.cancellation.free_until, view.cancellation.free_until);
    const moved = await call('/change', { ...later, expected_total: quoted.new_total });
    assert.equal(moved.status, 200, moved.text);
    const afterMove = (await call('/booking')).body.data;
    assert.equal(afterMove.cancellation.free_until, view.cancellation.free_until);
    assert.equal(afterMove.cancellation.fee, 50);
    const cancel = await call('/cancel', { expected_refund: afterMove.cancellation.refund });
    assert.equal(cancel.status, 200, cancel.text);
    assert.equal(cancel.body.data.fee, 50);
    const money = k.books(b.bookingId);
    assert.equal(money.paid, 50, 'exactly the fee stays with the company');
    assert.equal(money.kept, 50);
  });

  test('pay later, 47 h before pickup: moving the trip out does not open online cancellation', async () => {
    const { call, view } = await lateBooking('L');
    assert.equal(view.cancellation.allowed, false);
    const later = {
      pickup_date: dayFromNow(30, `${view.pickup.date}T12:00:00+10:00`),
      dropoff_date: dayFromNow(33, `${view.pickup.date}T12:00:00+10:00`),
    };
    const quoted = (await call('/quote', later)).body.data;
    assert.match(quoted.terms_note, /please call us/);
    assert.equal((await call('/change', { ...later, expected_total: quoted.new_total })).status, 200);
    const after = (await call('/booking')).body.data;
    assert.equal(after.cancellation.allowed, false);
    const cancel = await call('/cancel', {});
    assert.equal(cancel.status, 409);
    assert.equal(cancel.body.code, 'not_allowed');
  });

  test('moving the pickup sooner brings free cancellation forward; it never moves it later', async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const view = await ok(token, '/booking');
    const sooner = { pickup_date: dayFromNow(-10, `${view.pickup.date}T12:00:00+10:00`) };
    const quoted = await ok(token, '/quote', sooner);
    assert.ok(Date.parse(quoted.cancellation.free_until) < Date.parse(view.cancellation.free_until));
    assert.match(quoted.terms_note, /^With the new dates, free cancellation ends/);
    // Later: said, and nothing moves; extras only: nothing to say.
    const later = await ok(token, '/quote', { pickup_date: dayFromNow(2, `${view.pickup.date}T12:00:00+10:00`) });
    assert.equal(later.cancellation.free_until, view.cancellation.free_until);
    assert.match(later.terms_note, /^Free cancellation still ends .+: a later pick-up does not move it\.$/);
    const extras = await ok(token, '/quote', { extras: [{ id: 1, qty: 1 }] });
    assert.equal(extras.terms_note, '');
  });
});

describe('a late cancellation keeps exactly the fee and refunds the rest', () => {
  test('a changed booking (two payments): exactly $50 kept, each refund recorded in the ledger and the double', async () => {
    const { own, k, b, call } = await ownBooking(
      {},
      { over: { pickup_date: dayFromNow(3), dropoff_date: dayFromNow(4) } },
    );
    const view = (await call('/booking')).body.data;
    const longer = returnLater(view, 2);
    const quoted = (await call('/quote', longer)).body.data;
    const waiting = (await call('/change', { ...longer, expected_total: quoted.new_total })).body.data;
    assert.equal(
      (await own.api('POST', '/stripe-double/confirm', { client_secret: waiting.client_secret, card: card() })).status,
      200,
    );
    assert.equal((await call('/change/confirm', { change_id: waiting.change_id })).status, 200);
    own.clock.set(Date.parse(view.pickup.at) - 47 * 3_600_000);
    const again = await k.freshSession(b);
    const late = (await k.mapi('/api/v1/manage/booking', { manage_token: again })).body.data;
    assert.equal(late.cancellation.fee, 50);
    const cancel = await k.mapi('/api/v1/manage/cancel', {
      manage_token: again,
      expected_refund: late.cancellation.refund,
    });
    assert.equal(cancel.status, 200, cancel.text);
    const money = k.books(b.bookingId);
    assert.equal(money.paid, 50);
    assert.equal(money.kept, 50);
    assert.equal(cents(cancel.body.data.refund), cents(quoted.new_total) - 5000);
    const refunds = await k.refunds(b.bookingId);
    assert.equal(
      refunds.reduce((n, r) => n + r.amount, 0),
      cents(quoted.new_total) - 5000,
      "the double's refunds add up to what the renter was told",
    );
  });

  test('a payment under the fee: all of it kept, none refunded, the answer and the double agree', async () => {
    const { own, k, b, call } = await ownBooking(
      { manage: { lateFee: 5000 } },
      { over: { pickup_date: dayFromNow(3), dropoff_date: dayFromNow(4) } },
    );
    const view = (await call('/booking')).body.data;
    own.clock.set(Date.parse(view.pickup.at) - 47 * 3_600_000);
    const again = await k.freshSession(b);
    const late = (await k.mapi('/api/v1/manage/booking', { manage_token: again })).body.data;
    assert.equal(cents(late.cancellation.fee), cents(b.amount));
    const cancel = await k.mapi('/api/v1/manage/cancel', { manage_token: again, expected_refund: 0 });
    assert.equal(cancel.status, 200, cancel.text);
    assert.equal(cancel.body.data.refund, 0);
    const money = k.books(b.bookingId);
    assert.equal(cents(money.paid), cents(b.amount), 'nothing refunded behind the answer');
    assert.equal(money.refunded, 0);
    assert.deepEqual(await k.refunds(b.bookingId), []);
  });
});

describe('pay later after a change', () => {
  test('the preauthorisation shown is the one the double holds, and covers the new total', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const view = await ok(token, '/booking');
    const held = () =>
      /** @type {number} */ (
        s.db
          .prepare("SELECT amount FROM intents WHERE booking_id = ? AND kind = 'setup' AND status = 'succeeded'")
          .pluck()
          .get(b.bookingId)
      );
    assert.equal(cents(view.preauthorised), cents(held()));
    const longer = await change(token, returnLater(view, 5));
    assert.equal(longer.status, 200, longer.text);
    const after = longer.body.data.booking;
    assert.ok(after.total > view.total);
    assert.equal(cents(after.preauthorised), cents(held()), 'the view states the preauthorisation that exists');
    assert.ok(held() >= after.total, 'and it covers the new total');
    assert.equal(cents(books(b.bookingId).held), cents(held()));
    const mails = await outbox();
    const changedMail = mails.find((m) => m.booking_id === b.bookingId && m.kind === 'change');
    assert.ok(changedMail?.text.includes(`preauthorised for $${held().toFixed(2)}`), changedMail?.text);
    const cancel = await ok(token, '/cancel', { expected_refund: 0 });
    assert.equal(cancel.booking.preauthorised, 0);
    assert.equal(books(b.bookingId).held, 0);
  });
});

describe('cancelled is final', () => {
  test("a cancelled booking's checkout token answers 410 cancelled on every booking call; staff still see X", async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const view = await ok(token, '/booking');
    await ok(token, '/cancel', { expected_refund: view.cancellation.refund });
    for (const [path, body] of /** @type {[string, Record<string, unknown>][]} */ ([
      ['/api/v1/select', { vehicle_id: 3, payment_type: 'N', booking_token: b.token }],
      ['/api/v1/calculate', { booking_token: b.token, insurance_id: 2, optional_fees: [] }],
      [
        '/api/v1/phone-booking',
        {
          booking_token: b.token,
          vehicle_id: 3,
          first_name: 'A',
          last_name: 'B',
          email: b.email,
          mobile_number: '61412345678',
        },
      ],
      ['/api/v1/payment', { stripe_id: b.stripeId, booking_token: b.token }],
    ])) {
      const r = await s.api('POST', path, body);
      assert.equal(r.status, 410, `${path}: ${r.text}`);
      assert.equal(r.body.code, 'cancelled');
    }
    const row = s.db.prepare('SELECT status, hold_expires FROM bookings WHERE id = ?').get(b.bookingId);
    assert.deepEqual(row, { status: 'X', hold_expires: 0 });
  });
});

/**
 * A find from another client address (127.0.0.x reaches the server on 127.0.0.1 from that address).
 * @param {string} from @param {Record<string, unknown>} body
 * @returns {Promise<number>} the status
 */
function findFrom(from, body) {
  const url = new URL('/api/v1/manage/find', s.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('find blocks no one and costs one index probe', () => {
  test('each lookup is an index search, never a scan of bookings', () => {
    for (const sql of Object.values(FIND_SQL)) {
      const plan = s.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('CHW100001');
      const text = plan.map((p) => /** @type {{ detail: string }} */ (p).detail).join(' | ');
      assert.match(text, /SEARCH bookings USING INDEX/, `${sql}: ${text}`);
      assert.doesNotMatch(text, /SCAN bookings/);
    }
  });

  test('strangers trying the number from other addresses do not lock the renter out', async () => {
    const b = await paidBooking();
    for (let i = 2; i < 2 + MANAGE_FIND_MAX + 2; i++) {
      assert.equal(
        await findFrom(`127.0.0.${i}`, { reservation_no: b.reservationNo, email: `x${i}@example.com` }),
        200,
      );
      assert.equal(await findFrom(`127.0.0.${i}`, { reservation_no: 'CHW100001', email: b.email }), 200);
    }
    const before = (await outbox()).length;
    assert.equal(await findFrom('127.0.0.1', { reservation_no: b.reservationNo, email: b.email }), 200);
    await poll(async () => (await outbox()).length > before, { what: "the renter's link" });
    assert.equal((await outbox()).length, before + 1, 'the renter got their link');
  });

  test('past the global cap on a number or an email, the full reference from the email still finds it', async () => {
    const b = await paidBooking();
    let refused = 0;
    for (let i = 0; i < MANAGE_FIND_KEY_MAX + 5; i++) {
      const from = `127.0.${1 + Math.floor(i / MANAGE_FIND_MAX)}.${2 + (i % MANAGE_FIND_MAX)}`;
      const status = await findFrom(from, { reservation_no: b.reservationNo, email: b.email });
      if (status === 429) refused++;
    }
    assert.ok(refused >= 5, 'the number and the email are capped for everyone');
    const before = (await outbox()).length;
    assert.equal(
      await findFrom('127.0.200.1', { reservation_no: ` ${b.reservationRef.toLowerCase()} `, email: b.email }),
      200,
    );
    await poll(async () => (await outbox()).length > before, { what: 'the link for the full reference' });
    assert.equal((await outbox()).length, before + 1);
  });

  test('the answer goes before the email is built: a match answers as a miss does', async () => {
    /** @type {(() => void)[]} */
    const later = [];
    const own = await onDemand({ rateLimitPerMin: 0, manage: { defer: (task) => later.push(task) } });
    const k = manageKit(own);
    // paidBooking's own confirmation is not deferred; the find's email is.
    const b = await k.paidBooking();
    const count = () => own.db.prepare("SELECT COUNT(*) FROM emails WHERE kind = 'manage_link'").pluck().get();
    const hit = await own.api('POST', '/api/v1/manage/find', { reservation_no: b.reservationNo, email: b.email });
    const miss = await own.api('POST', '/api/v1/manage/find', {
      reservation_no: b.reservationNo,
      email: 'no@example.com',
    });
    assert.deepEqual(hit.body, miss.body);
    assert.equal(count(), 0, 'nothing was built before answering');
    assert.equal(later.length, 1);
    later[0]();
    assert.equal(count(), 1);
  });

  test('the attempt store forgets ended windows and stays bounded', () => {
    let now = 0;
    const limiter = createAttemptLimiter({ windowMs: 60_000, now: () => now, maxKeys: 50_000 });
    for (let i = 0; i < 100_000; i++) assert.equal(limiter.tryAll([{ key: `k${i}`, max: 5 }]).ok, true);
    assert.ok(limiter.size <= 50_000, `bounded: ${limiter.size}`);
    now += 60_001;
    limiter.tryAll([{ key: 'fresh', max: 5 }]);
    assert.equal(limiter.size, 1, 'ended windows are swept');
    for (let i = 0; i < 5; i++) limiter.tryAll([{ key: 'fresh', max: 5 }]);
    const refused = limiter.tryAll([{ key: 'fresh', max: 5 }]);
    assert.equal(refused.ok, false);
    assert.ok(refused.retryAfter > 0 && refused.retryAfter <= 60);
  });
});

describe('emails with real mail on', () => {
  test('the stored email keeps a hash of the manage link, not the link', async () => {
    const own = await onDemand({ rateLimitPerMin: 0, smtpUrl: 'smtp://127.0.0.1:9' });
    const search = await own.api('POST', '/api/v1/search', searchBody());
    assert.equal(search.status, 200);
    // A booking paid straight through the API (the outbox pages are off with SMTP, so read the table).
    const token = search.body.data.booking_token;
    for (const [path, body] of /** @type {[string, Record<string, unknown>][]} */ ([
      ['/api/v1/select', { vehicle_id: 3, payment_type: 'N', booking_token: token }],
      ['/api/v1/calculate', { booking_token: token, insurance_id: 2, optional_fees: [] }],
    ]))
      assert.equal((await own.api('POST', path, body)).status, 200);
    const saved = await own.api('POST', '/api/v1/save-customer', customerBody(token));
    const paid = await payBookingInDouble(own, token, saved.body.data.results.client_secret);
    const mail = /** @type {{ text: string, html: string }} */ (
      own.db
        .prepare("SELECT text, html FROM emails WHERE kind = 'confirmation' AND booking_id = ?")
        .get(paid.body.data.booking_id)
    );
    assert.doesNotMatch(mail.text + mail.html, /chw_manage=(?!sha256:)/);
    const hash = /chw_manage=sha256:([0-9a-f]{64})/.exec(mail.text)?.[1];
    assert.ok(hash, mail.text);
    const link = own.db.prepare('SELECT booking_id FROM manage_links WHERE token_hash = ?').pluck().get(hash);
    assert.equal(link, paid.body.data.booking_id, 'the hash names the link that was sent');
    // The mail server (none listens on port 9) has answered before the test ends.
    const status = own.db.prepare("SELECT smtp_status FROM emails WHERE kind = 'confirmation'").pluck();
    await poll(() => status.get(), { what: 'the SMTP answer' });
    assert.match(String(status.get()), /^failed: /);
  });
});
