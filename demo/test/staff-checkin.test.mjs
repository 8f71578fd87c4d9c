// @ts-check
/**
 * The desk's check-in status in the bookings list (issue 46, "The desk"): each row's
 * `CheckinStatus` (worked out as the renter's state is, null where check-in does not apply), the
 * `checkin` filter (each value, and a wrong one refused naming the field), the CSV's column,
 * and the desk's own answers carrying the same status.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests } from './helpers.mjs';
import { checkinKit, JPEG, MAIN, pickupOf } from './checkin-kit.mjs';
import { TEST_NOW } from '../../test/clock.mjs';
import { readDocument } from '../../scripts/openapi.mjs';
import { DESK_STATUSES } from '../api/checkin/desk.mjs';
import { CHECKIN_RETENTION_DAYS } from '../lib/rules.generated.mjs';

const s = serverForTests();
const kit = checkinKit(s);
const DAY = 86_400_000;

/** @typedef {Awaited<ReturnType<typeof kit.paidBooking>>} Paid */
/** The file's bookings, one in each state, made before the tests (at the clock each step needs). */
const made = /** @type {{ notStarted: Paid, inProgress: Paid, ready: Paid, attention: Paid, cancelled: Paid }} */ ({});
/** A staff session of TEST_NOW, where the clock stands between the tests. */
const staff = { token: '' };

/** GET /bookings with a query, as staff. @param {Record<string, string>} query */
async function list(query) {
  const r = await s.api('GET', `/api/v1/bookings?${new URLSearchParams(query)}`, undefined, staff);
  assert.equal(r.status, 200, r.text);
  return /** @type {{ data: Record<string, any>[], RowCount: number }} */ (r.body);
}

/** The row of one booking (found by its reservation number). @param {Paid} b @param {Record<string, string>} [more] */
async function rowOf(b, more = {}) {
  const page = await list({ q: b.reservationNo, ...more });
  return page.data.find((row) => row.ID === b.bookingId);
}

describe('the check-in status of the bookings list', () => {
  // Inside the suite: after the file's server has started (serverForTests' root hook).
  before(async () => {
    try {
      made.notStarted = await kit.paidBooking();
      const inProgress = await kit.bookingAt(3 * DAY);
      assert.equal((await inProgress.call('/driver', MAIN)).status, 200);
      made.inProgress = inProgress.b;
      const ready = await kit.bookingAt(3 * DAY);
      await kit.checkInFully(ready);
      made.ready = ready.b;
      const attention = await kit.bookingAt(3 * DAY);
      const { state } = await kit.checkInFully(attention);
      made.attention = attention.b;
      made.cancelled = await kit.paidBooking();
      const cancel = await kit.mapi('/api/v1/manage/cancel', { manage_token: await kit.freshSession(made.cancelled) });
      assert.equal(cancel.status, 200, cancel.text);
      s.clock.set(TEST_NOW);
      staff.token = await s.login();
      const asked = await s.api(
        'POST',
        '/api/v1/checkins/review',
        { photo_id: state.drivers[0].photos.back.id, decision: 'ask_again', reason: 'The photo is blurred.' },
        staff,
      );
      assert.equal(asked.status, 200, asked.text);
      assert.equal(asked.body.data.desk_status, 'needs_attention', 'the review answers the desk status');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test("each row carries CheckinStatus, worked out as the renter's state; null where check-in does not apply", async () => {
    assert.equal((await rowOf(made.notStarted))?.CheckinStatus, 'not_started');
    assert.equal((await rowOf(made.inProgress))?.CheckinStatus, 'in_progress');
    assert.equal((await rowOf(made.ready))?.CheckinStatus, 'ready');
    assert.equal((await rowOf(made.attention))?.CheckinStatus, 'needs_attention');
    assert.equal((await rowOf(made.cancelled))?.CheckinStatus, null, 'a cancelled booking has none');
    for (const type of ['REQ_CALL', 'SUBSCRIPTION', 'LONG_TERM']) {
      const page = await list({ type });
      assert.ok(page.data.length > 0, type);
      assert.deepEqual(new Set(page.data.map((row) => row.CheckinStatus)), new Set([null]), type);
    }
    const started = await list({ type: 'BOOKING', status: 'S' });
    assert.ok(started.data.length > 0);
    assert.ok(
      started.data.every((row) => row.CheckinStatus === null),
      'a booking not yet paid has none',
    );
    // The same status in the desk's own view of the booking (whose renter state is by the clock: not open now).
    const desk = await s.api('GET', `/api/v1/checkins/${made.inProgress.bookingId}`, undefined, staff);
    assert.deepEqual([desk.body.data.desk_status, desk.body.data.state], ['in_progress', 'not_open']);
  });

  test('the checkin filter: each value lists exactly its bookings', async () => {
    const ids = async (/** @type {string} */ checkin) => {
      const page = await list({ checkin, type: 'BOOKING' });
      assert.ok(
        page.data.every((row) => row.CheckinStatus === checkin),
        `every row is ${checkin}`,
      );
      return { ids: page.data.map((row) => row.ID), count: page.RowCount };
    };
    assert.deepEqual(await ids('in_progress'), { ids: [made.inProgress.bookingId], count: 1 });
    assert.deepEqual(await ids('ready'), { ids: [made.ready.bookingId], count: 1 });
    assert.deepEqual(await ids('needs_attention'), { ids: [made.attention.bookingId], count: 1 });
    const notStarted = await ids('not_started');
    const confirmed = (await list({ type: 'BOOKING', status: 'C' })).RowCount;
    assert.equal(notStarted.count, confirmed - 3, 'every confirmed booking but the three with a check-in');
    assert.equal((await rowOf(made.notStarted, { checkin: 'not_started' }))?.ID, made.notStarted.bookingId);
    for (const b of [made.inProgress, made.ready, made.attention, made.cancelled])
      assert.equal(await rowOf(b, { checkin: 'not_started' }), undefined, b.reservationNo);
    // With the other filters, and empty as no filter.
    assert.equal((await list({ checkin: 'ready', status: 'X' })).RowCount, 0);
    assert.equal((await list({ checkin: '' })).RowCount, (await list({})).RowCount);
  });

  test('a wrong checkin value is refused with 400 naming the field', async () => {
    for (const value of ['done', 'READY', 'ready;--']) {
      const r = await s.api('GET', `/api/v1/bookings?checkin=${encodeURIComponent(value)}`, undefined, staff);
      assert.equal(r.status, 400, value);
      assert.match(r.body.message, /checkin/, r.text);
      const csv = await s.api('GET', `/api/v1/dashboard/export?checkin=${encodeURIComponent(value)}`, undefined, staff);
      assert.equal(csv.status, 400, value);
      assert.match(csv.body.message, /checkin/, csv.text);
    }
  });

  test("the CSV's CheckinStatus column (the row's last, before the renter's changes), filtered like the list", async () => {
    const csv = async (/** @type {Record<string, string>} */ query) => {
      const r = await s.api('GET', `/api/v1/dashboard/export?${new URLSearchParams(query)}`, undefined, staff);
      assert.equal(r.status, 200, r.text);
      // The rows of these filters have no comma inside a cell (no renter changes, names without one).
      const [header, ...rows] = r.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(','));
      assert.ok(rows.every((row) => row.length === header.length));
      const at = header.indexOf('CheckinStatus');
      /** @type {[number, string][]} */
      const pairs = rows.map((row) => [Number(row[header.indexOf('ID')]), row[at]]);
      return { header, at, pairs };
    };
    const all = await csv({ type: 'BOOKING', status: 'C' });
    assert.deepEqual(all.header.slice(all.at - 1, all.at + 2), ['RequestedDateTime', 'CheckinStatus', 'RenterChanges']);
    const statuses = new Map(all.pairs);
    assert.deepEqual(
      [made.notStarted, made.inProgress, made.ready, made.attention].map((b) => statuses.get(b.bookingId)),
      ['not_started', 'in_progress', 'ready', 'needs_attention'],
    );
    assert.deepEqual((await csv({ checkin: 'ready' })).pairs, [[made.ready.bookingId, 'ready']]);
    const enquiries = await csv({ type: 'REQ_CALL' });
    assert.ok(enquiries.pairs.length > 0);
    assert.ok(
      enquiries.pairs.every(([, status]) => status === ''),
      'no check-in: empty',
    );
  });

  test("the desk's audit list is read again without adding to it; the list's statuses are the document's", async () => {
    const id = made.ready.bookingId;
    const audit = async () => {
      const r = await s.api('GET', `/api/v1/checkins/audit/${id}`, undefined, staff);
      assert.equal(r.status, 200, r.text);
      return /** @type {{ what: string }[]} */ (r.body.data);
    };
    assert.equal((await s.api('GET', `/api/v1/checkins/audit/${id}`)).status, 401, 'staff only');
    const before = await audit();
    const view = await s.api('GET', `/api/v1/checkins/${id}`, undefined, staff);
    assert.equal(view.body.data.desk_status, 'ready');
    const after = await audit();
    assert.equal(after.length, before.length + 1);
    assert.equal(after.at(-1)?.what, 'Viewed the check-in and licence details');
    assert.equal((await audit()).length, after.length, 'reading the list is not a view of a document');
    assert.equal((await s.api('GET', '/api/v1/checkins/audit/999999', undefined, staff)).status, 404);
    const schemas = /** @type {Record<string, { enum?: string[] }>} */ ((await readDocument()).components.schemas);
    assert.deepEqual(schemas.CheckinDeskStatus.enum, [...DESK_STATUSES]);
  });

  test("an added driver whose fee is owed keeps the booking from ready, as it keeps the renter's drivers step open", async () => {
    // Gold Coast Airport charges the additional-driver fee (demo/db/catalog-data.mjs).
    const b = await kit.paidBooking({ over: { pickup_location_id: 3, dropoff_location_id: 3 } });
    try {
      s.clock.set(pickupOf(b) - 3 * DAY);
      const token = await kit.freshSession(b);
      const call = (/** @type {string} */ path, body = {}) =>
        kit.mapi(`/api/v1/manage/checkin${path}`, { manage_token: token, ...body });
      assert.equal((await call('/driver', MAIN)).status, 200);
      const sam = { driver_id: 0, first_name: 'Sam', last_name: 'Lee', birth_date: '1985-03-03' };
      const added = await call('/driver', {
        ...sam,
        license_no: 'NSW7654321',
        license_state: 'NSW',
        license_expiry: '2031-01-01',
      });
      assert.equal(added.status, 200, added.text);
      const samId = added.body.data.drivers.find((/** @type {any} */ d) => d.first_name === 'Sam').id;
      for (const side of ['front', 'back']) assert.equal((await kit.upload(token, samId, side, JPEG)).status, 200);
      // The rest of the check-in done (the main driver's photos, arrival, the agreement naming both).
      const { state } = await kit.checkInFully({ b, token, call });
      assert.equal(state.driver_fee.due, 1, 'the fee for Sam is owed');
      assert.equal(state.steps.drivers, false);
      staff.token = await s.login();
      assert.equal((await rowOf(b))?.CheckinStatus, 'in_progress');
      const view = await s.api('GET', `/api/v1/checkins/${b.bookingId}`, undefined, staff);
      assert.equal(view.body.data.desk_status, 'in_progress');
    } finally {
      s.clock.set(TEST_NOW);
      staff.token = await s.login();
    }
  });

  test('once the job has deleted a check-in after the return, the booking has no status', async () => {
    try {
      const returned = pickupOf(made.ready) + 3 * DAY;
      s.clock.set(returned + (CHECKIN_RETENTION_DAYS + 1) * DAY);
      assert.ok((await s.api('POST', '/demo/jobs/run', {})).body.data.purged >= 1);
      staff.token = await s.login();
      assert.equal((await rowOf(made.ready))?.CheckinStatus, null);
      assert.equal(await rowOf(made.ready, { checkin: 'ready' }), undefined);
      assert.equal(await rowOf(made.ready, { checkin: 'not_started' }), undefined);
    } finally {
      s.clock.set(TEST_NOW);
      staff.token = await s.login();
    }
  });
});
