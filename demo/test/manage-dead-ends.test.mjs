// @ts-check
/**
 * Manage my booking's dead ends (issue 44), in the API: the quote names what changes, a change
 * waiting for its payment says what it is, sold-out alternatives are as good as the car booked and
 * cheapest first, terms of a booking sold inside the cut-off, what the card holds after a pay-later
 * change and a cancel (the ledger against the double), and a link a mail app spoilt.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, dayFromNow } from './helpers.mjs';
import { manageKit } from './manage-kit.mjs';

const s = serverForTests({ rateLimitPerMin: 0 });
const kit = manageKit(s);
const { paidBooking, session, mapi, books, outbox } = kit;

/** A session's call, answered 200. @param {string} token @param {string} path @param {Record<string, unknown>} [body] */
async function ok(token, path, body = {}) {
  const r = await mapi(`/api/v1/manage${path}`, { manage_token: token, ...body });
  assert.equal(r.status, 200, `${path}: ${r.text}`);
  return r.body.data;
}

/** The booking's trip with the return `days` later. @param {any} view @param {number} days */
const returnLater = (view, days) => ({
  dropoff_date: dayFromNow(days, `${view.dropoff.date}T12:00:00+10:00`),
  dropoff_time: view.dropoff.time,
});

test('the quote names what changes: dates, days, extras and car, each before and after', async () => {
  const b = await paidBooking({ extras: [{ id: 1, qty: 1 }] });
  const token = await session(b.link);
  const view = await ok(token, '/booking');
  const quote = await ok(token, '/quote', { ...returnLater(view, 2), extras: [{ id: 2, qty: 1 }] });
  const { changes } = quote;
  assert.ok(changes, 'the quote has its changes');
  assert.deepEqual(changes.dates.before, { pickup: view.pickup.at, dropoff: view.dropoff.at });
  assert.equal(changes.dates.after.pickup, view.pickup.at);
  assert.equal(Date.parse(changes.dates.after.dropoff) - Date.parse(view.dropoff.at), 2 * 86_400_000);
  assert.deepEqual(changes.days, { before: 3, after: 5 });
  assert.deepEqual(changes.extras.before, [{ name: view.extras[0].name, qty: 1 }]);
  assert.equal(changes.extras.after.length, 1);
  assert.notEqual(changes.extras.after[0].name, view.extras[0].name);
  assert.equal(changes.car, null, 'the car stays');
  // Nothing changed: nothing named.
  const same = await ok(token, '/quote', {});
  assert.deepEqual(same.changes, { dates: null, days: null, extras: null, car: null });
});

test('a change waiting for its payment says what it changes and for how much, on every later visit', async () => {
  const b = await paidBooking();
  const token = await session(b.link);
  const view = await ok(token, '/booking');
  const change = returnLater(view, 1);
  const quoted = await ok(token, '/quote', change);
  const waiting = await ok(token, '/change', { ...change, expected_total: quoted.new_total });
  assert.equal(waiting.status, 'requires_payment');
  const later = await ok(token, '/booking');
  const pending = later.pending_change;
  assert.equal(pending.amount, quoted.difference);
  assert.equal(pending.old_total, quoted.old_total);
  assert.equal(pending.new_total, quoted.new_total);
  assert.deepEqual(pending.changes, quoted.changes);
  assert.deepEqual(pending.changes.days, { before: 3, after: 4 });
  const money = books(b.bookingId);
  assert.equal(money.paid, b.amount, 'nothing more taken while it waits');
});

test('sold-out alternatives for a Prado: its class or better, cheapest first', async () => {
  // The one Prado at Brisbane City (FLEET_EXCEPTIONS), booked by two renters for different weeks.
  const at = { pickup_location_id: 8, dropoff_location_id: 8 };
  const first = await paidBooking({ vehicleId: 10, over: at });
  const second = await paidBooking({ vehicleId: 10, over: at });
  const token = await session(first.link);
  const theirs = await ok(await session(second.link), '/booking');
  const quote = await ok(token, '/quote', {
    pickup_date: theirs.pickup.date,
    pickup_time: theirs.pickup.time,
    dropoff_date: theirs.dropoff.date,
    dropoff_time: theirs.dropoff.time,
  });
  assert.equal(quote.available, false);
  assert.ok(quote.alternatives.length > 0, 'some cars are offered');
  const cars = /** @type {{ id: number, category_id: number, daily_rate: number }[]} */ (
    s.db.prepare('SELECT id, category_id, daily_rate FROM vehicles').all()
  );
  const prado = /** @type {{ category_id: number, daily_rate: number }} */ (cars.find((v) => v.id === 10));
  for (const alt of quote.alternatives) {
    const car = /** @type {{ category_id: number, daily_rate: number }} */ (cars.find((v) => v.id === alt.id));
    assert.ok(
      car.category_id === prado.category_id || car.daily_rate >= prado.daily_rate,
      `${alt.name} is as good as a Prado`,
    );
  }
  const totals = quote.alternatives.map((/** @type {{ total: number }} */ a) => a.total);
  assert.deepEqual(
    totals,
    [...totals].sort((x, y) => x - y),
    'cheapest first',
  );
});

test('a booking sold inside the cut-off has no free cancellation, and says so', async () => {
  // Sold on Tue 1 Dec at 7:00 for a pick up on Wed 2 Dec: free cancellation (48 hours before) had ended.
  const b = await paidBooking({ paymentType: 'L', over: { pickup_date: dayFromNow(1), dropoff_date: dayFromNow(3) } });
  const token = await session(b.link);
  const view = await ok(token, '/booking');
  assert.equal(view.cancellation.free_period, 'none');
  assert.equal(view.cancellation.allowed, false);
  assert.match(view.cancellation.reason, /has no free cancellation\. To cancel it, please call us\.$/);
  // One sold with days to spare: open now.
  const early = await paidBooking({ paymentType: 'L' });
  const open = await ok(await session(early.link), '/booking');
  assert.equal(open.cancellation.free_period, 'open');
});

test('pay later: the view holds what the card holds after a change, and says released after a cancel', async () => {
  const b = await paidBooking({ paymentType: 'L' });
  const token = await session(b.link);
  const setupHeld = () =>
    /** @type {number} */ (
      s.db
        .prepare("SELECT amount FROM intents WHERE booking_id = ? AND kind = 'setup' AND status = 'succeeded'")
        .pluck()
        .get(b.bookingId) ?? 0
    );
  let held = (await ok(token, '/booking')).preauthorised;
  assert.equal(held, setupHeld());
  assert.equal((await ok(token, '/booking')).preauth_released, 0);
  for (const days of [3, -2]) {
    const change = returnLater(await ok(token, '/booking'), days);
    const quoted = await ok(token, '/quote', change);
    const done = await ok(token, '/change', { ...change, expected_total: quoted.new_total });
    held = done.booking.preauthorised;
    assert.equal(held, setupHeld(), 'the view holds what the double holds');
    assert.equal(held, books(b.bookingId).held, 'and what the ledger holds');
  }
  const cancelled = await ok(token, '/cancel', { expected_refund: 0 });
  assert.equal(cancelled.booking.preauthorised, 0);
  assert.equal(books(b.bookingId).held, 0);
  assert.equal(cancelled.booking.preauth_released, held, 'the preauthorisation it held is said to be released');
});

test('a link a mail app spoilt (a full stop, a bracket, &amp;) still opens, and a new one is sent for it', async () => {
  const b = await paidBooking();
  const token = kit.tokenOf(b.link);
  for (const tail of ['.', ')', '&amp;', '),']) {
    const r = await s.api('POST', '/api/v1/manage/session', { link_token: `${token}${tail}` });
    // The first opens it; the rest find it used (not "not valid").
    assert.ok(r.status === 200 || r.body.code === 'link_used', `${tail}: ${r.text}`);
  }
  const before = (await outbox()).filter((m) => m.booking_id === b.bookingId).length;
  const asked = await s.api('POST', '/api/v1/manage/link', { link_token: `${token}.` });
  assert.equal(asked.status, 200);
  let mails = [];
  for (let i = 0; i < 50 && mails.length <= before; i++) {
    mails = (await outbox()).filter((m) => m.booking_id === b.bookingId);
    if (mails.length <= before) await new Promise((done) => setTimeout(done, 10));
  }
  assert.equal(mails.length, before + 1, 'a new link was emailed');
  // A token of no booking: the same words, and no mail to anyone.
  const all = (await outbox()).length;
  const stranger = await s.api('POST', '/api/v1/manage/link', { link_token: 'nothing-of-ours.' });
  assert.equal(stranger.body.data.message, asked.body.data.message);
  assert.equal((await outbox()).length, all);
});
