// @ts-check
/**
 * The additional-driver fee of online check-in (issue 46): where the pick-up branch charges one
 * (ADDITIONAL_DRIVER_FEE in demo/db/catalog-data.mjs), a driver added at check-in is paid for
 * through Manage my booking's own change (quote → pay → confirm) and ledger, and removing them
 * gives the fee back the same way. Every money figure is read from the ledger and the Stripe
 * double (`books`), not only from the answers.
 */
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { dayFromNow, payInDouble, serverForTests } from './helpers.mjs';
import { manageKit } from './manage-kit.mjs';
import { TEST_NOW } from '../../test/clock.mjs';
import { ADDITIONAL_DRIVER_FEE } from '../db/catalog-data.mjs';

const s = serverForTests({ rateLimitPerMin: 0 });
const { paidBooking, freshSession, mapi, books } = manageKit(s);

/** Gold Coast Airport charges the fee; Brisbane Airport (the other tests' branch) charges none. */
const OOLA = { pickup_location_id: 3, dropoff_location_id: 3 };
const RATE = ADDITIONAL_DRIVER_FEE.branches.OOLA;
/** The bookings here are three days long. */
const DAYS = 3;

const MAIN = { birth_date: '1990-05-17', license_no: 'QLD1234567', license_state: 'QLD', license_expiry: '2030-01-31' };
const SAM = {
  driver_id: 0,
  first_name: 'Sam',
  last_name: 'Lee',
  birth_date: '1985-03-03',
  license_no: 'NSW7654321',
  license_state: 'NSW',
  license_expiry: '2031-01-01',
};

/** Cents, for comparing money. @param {number} n */
const cents = (n) => Math.round(n * 100);

/**
 * A paid (N) or preauthorised (L) booking at Gold Coast Airport (or `o.over`'s branch), the clock three days before its
 * pickup, a session, its main driver checked in, and `call` / `manage` for its session's calls.
 * @param {'N' | 'L'} paymentType @param {Parameters<ReturnType<typeof manageKit>['paidBooking']>[0]} [o]
 */
async function checkedIn(paymentType, o = {}) {
  const b = await paidBooking({ paymentType, over: OOLA, ...o });
  s.clock.set(Date.parse(`${dayFromNow(b.start)}T10:00:00+10:00`) - 3 * 86_400_000);
  const token = await freshSession(b);
  /** @param {string} path @param {Record<string, unknown>} [body] */
  const call = (path, body = {}) => mapi(`/api/v1/manage${path}`, { manage_token: token, ...body });
  const main = await call('/checkin/driver', MAIN);
  assert.equal(main.status, 200, main.text);
  return { b, call };
}

/** The ledger's rows of a booking, oldest first. @param {number} bookingId */
const ledgerOf = (bookingId) =>
  /** @type {{ kind: string, amount: number, held: number, change_id: number | null }[]} */ (
    s.db.prepare('SELECT kind, amount, held, change_id FROM ledger WHERE booking_id = ? ORDER BY id').all(bookingId)
  );

describe("check-in's additional-driver fee", () => {
  afterEach(() => s.clock.set(TEST_NOW));

  test('pay now: the fee × days through quote → pay → confirm, one charge for a double submit; removing refunds it', async () => {
    const { b, call } = await checkedIn('N');
    const before = books(b.bookingId);
    const added = await call('/checkin/driver', SAM);
    assert.equal(added.status, 200, added.text);
    const fee = added.body.data.driver_fee;
    const perDriver = RATE.daily * DAYS;
    assert.deepEqual(
      { ...fee, quote: undefined, pending: undefined },
      {
        daily: RATE.daily,
        max_total: RATE.max_total,
        days: DAYS,
        per_driver: perDriver,
        paid: 0,
        needed: 1,
        due: 1,
        quote: undefined,
        pending: undefined,
        on_remove: 0,
      },
    );
    assert.deepEqual(fee.quote, {
      added_drivers: 1,
      old_total: before.total,
      new_total: (cents(before.total) + cents(perDriver)) / 100,
      difference: perDriver,
    });
    assert.equal(added.body.data.steps.drivers, false, 'not done while the fee is owed');

    // The same quote Manage my booking gives, with the fee as a line of the new totals.
    const quoted = await call('/quote', { added_drivers: 1 });
    assert.equal(quoted.status, 200, quoted.text);
    assert.equal(quoted.body.data.new_total, fee.quote.new_total);
    assert.deepEqual(
      quoted.body.data.totals.find((/** @type {any} */ t) => t.name.startsWith('Additional driver fee')),
      { type: 'mandatory', name: 'Additional driver fee (1 driver)', total: perDriver, quantity: 1 },
    );
    assert.deepEqual(quoted.body.data.changes.extras.after.at(-1), { name: 'Additional driver fee', qty: 1 });

    // Two submits of the same change (a double click): one change, one intent of the fee's amount.
    const commit = { added_drivers: 1, expected_total: fee.quote.new_total };
    const [first, second] = await Promise.all([call('/change', commit), call('/change', commit)]);
    assert.equal(first.status, 200, first.text);
    assert.equal(second.status, 200, second.text);
    assert.equal(first.body.data.status, 'requires_payment');
    assert.equal(second.body.data.change_id, first.body.data.change_id);
    assert.equal(second.body.data.client_secret, first.body.data.client_secret);
    assert.equal(first.body.data.amount, perDriver);
    const waiting = (await call('/checkin')).body.data.driver_fee.pending;
    assert.equal(waiting.change_id, first.body.data.change_id);
    await payInDouble(s, first.body.data.client_secret);
    const confirm = { change_id: first.body.data.change_id };
    const [done, again] = [await call('/change/confirm', confirm), await call('/change/confirm', confirm)];
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.status, 'done');
    assert.equal(again.body.data.difference, 0, 'confirming again moves nothing');

    const paid = books(b.bookingId);
    assert.equal(cents(paid.paid) - cents(before.paid), cents(perDriver), 'the ledger moved exactly the fee × days');
    assert.equal(cents(paid.total) - cents(before.total), cents(perDriver));
    const changeRows = ledgerOf(b.bookingId).filter((row) => row.change_id === first.body.data.change_id);
    assert.deepEqual(
      changeRows.map((row) => [row.kind, row.amount]),
      [['change_payment', perDriver]],
      'one charge for the change',
    );
    const state = (await call('/checkin')).body.data;
    assert.equal(state.driver_fee.due, 0);
    assert.equal(state.driver_fee.paid, 1);
    assert.equal(state.driver_fee.on_remove, perDriver);
    assert.equal(state.steps.drivers, true);
    assert.equal(state.total, paid.total);
    const comment = s.db
      .prepare('SELECT comment FROM comments WHERE booking_id = ? ORDER BY id DESC')
      .pluck()
      .get(b.bookingId);
    assert.match(String(comment), /additional drivers charged at check-in: 0 → 1/);

    // Editing Sam's details is free: the count of drivers is the same.
    const sam = state.drivers.find((/** @type {any} */ d) => !d.main);
    const edited = await call('/checkin/driver', { ...SAM, driver_id: sam.id, last_name: 'Lee-Smith' });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.data.driver_fee.due, 0);
    assert.equal(books(b.bookingId).paid, paid.paid);

    // Removing Sam before pick up refunds the fee through the same path, in the same call.
    const removed = await call('/checkin/driver/remove', { driver_id: sam.id });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.data.refund, perDriver);
    assert.equal(removed.body.data.driver_fee.paid, 0);
    const after = books(b.bookingId);
    assert.equal(cents(after.paid), cents(before.paid), 'the fee went back');
    assert.equal(cents(after.total), cents(before.total));
    assert.deepEqual(
      ledgerOf(b.bookingId)
        .slice(-1)
        .map((row) => [row.kind, row.amount]),
      [['refund', -perDriver]],
    );
  });

  test('pay later: adding raises the preauthorisation by the fee once; removing lowers the total, not the hold', async () => {
    const { b, call } = await checkedIn('L');
    const before = books(b.bookingId);
    const fee = (await call('/checkin/driver', SAM)).body.data.driver_fee;
    const perDriver = RATE.daily * DAYS;
    assert.equal(fee.quote.difference, perDriver);
    const commit = { added_drivers: 1, expected_total: fee.quote.new_total };
    const done = await call('/change', commit);
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.status, 'done', 'nothing to pay now');
    const twice = await call('/change', commit);
    assert.equal(twice.status, 400, 'the same change again moves nothing');
    const raised = books(b.bookingId);
    assert.equal(cents(raised.held) - cents(before.held), cents(perDriver), 'held for the new total');
    assert.equal(raised.paid, 0);
    assert.equal(ledgerOf(b.bookingId).filter((row) => row.kind === 'preauth_increase').length, 1);
    const state = (await call('/checkin')).body.data;
    assert.equal(state.steps.drivers, true);
    const sam = state.drivers.find((/** @type {any} */ d) => !d.main);
    const removed = await call('/checkin/driver/remove', { driver_id: sam.id });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.data.refund, 0);
    const after = books(b.bookingId);
    assert.equal(cents(after.total), cents(before.total), 'the total is as it was');
    assert.equal(after.held, raised.held, 'the preauthorisation is never lowered');
  });

  test('guards: the count check-in needs, one change at a time, no fee where none is charged or the extra pays', async () => {
    const { b, call } = await checkedIn('N');
    const before = books(b.bookingId);
    await call('/checkin/driver', SAM);
    const state = (await call('/checkin')).body.data;
    const total = state.driver_fee.quote.new_total;
    const phantom = await call('/change', { added_drivers: 2, expected_total: total });
    assert.equal(phantom.status, 409, 'never a driver paid for who is not there');
    assert.equal(phantom.body.code, 'changed');
    const dearer = await call('/change', { added_drivers: 1, expected_total: total });
    assert.equal(dearer.body.data.status, 'requires_payment');
    // While it waits for its payment, no driver whose fee would move comes or goes.
    const sam = state.drivers.find((/** @type {any} */ d) => !d.main);
    const removing = await call('/checkin/driver/remove', { driver_id: sam.id });
    assert.equal(removing.status, 409);
    assert.equal(removing.body.code, 'change_pending');
    const adding = await call('/checkin/driver', { ...SAM, first_name: 'Kim' });
    assert.equal(adding.status, 409);
    assert.equal(adding.body.code, 'change_pending');
    assert.equal((await call('/change/abandon', { change_id: dearer.body.data.change_id })).status, 200);
    assert.deepEqual(
      [books(b.bookingId).paid, books(b.bookingId).total],
      [before.paid, before.total],
      'a dropped fee moved nothing',
    );

    // The fee's limit (max_total a driver) is the data's: a longer rental pays at most that.
    const longer = await call('/quote', { added_drivers: 1, dropoff_date: dayFromNow(b.start + 20) });
    assert.equal(longer.status, 200, longer.text);
    const line = longer.body.data.totals.find((/** @type {any} */ t) => t.name.startsWith('Additional driver fee'));
    assert.equal(line.total, RATE.max_total);

    // Brisbane Airport charges none: a driver is free there, and a fee cannot be asked for.
    const free = await checkedIn('N', { over: {} });
    const freeState = (await free.call('/checkin/driver', SAM)).body.data;
    assert.equal(freeState.driver_fee, null);
    assert.equal(freeState.steps.drivers, true);
    assert.equal((await free.call('/quote', { added_drivers: 1 })).status, 400);

    // A booking with the Additional Driver extra from checkout: its first added driver is paid for.
    const withExtra = await checkedIn('N', { extras: [{ id: ADDITIONAL_DRIVER_FEE.extra_id, qty: 1 }] });
    const covered = (await withExtra.call('/checkin/driver', SAM)).body.data;
    assert.equal(covered.driver_fee.due, 0);
    assert.equal(covered.driver_fee.quote, null);
    assert.equal(covered.steps.drivers, true);
  });
});
