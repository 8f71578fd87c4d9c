// @ts-check
/**
 * The branch's clock: "today", past slots and the subscription's 3 days follow the
 * pickup branch's zone, at any instant and whatever the host's own zone is. The
 * server's clock is pinned (`now`) and moved with `clock.set`, never read from the wall.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, startTestServer, searchBody } from './helpers.mjs';
import { createClock, parseInstant } from '../lib/clock.mjs';

const s = serverForTests();

/** @param {string} code @param {string} [date] */
async function slots(code, date) {
  const r = await s.api('GET', `/api/v1/operation-hours?location_code=${code}${date ? `&date=${date}` : ''}`);
  assert.equal(r.status, 200, r.text);
  const data = /** @type {{time: string, disabled: boolean, selected: boolean}[]} */ (r.body.data);
  return {
    firstOpen: data.find((slot) => !slot.disabled)?.time ?? null,
    lastClosed: data.filter((slot) => slot.disabled).at(-1)?.time ?? null,
    selected: data.find((slot) => slot.selected)?.time ?? null,
    allDisabled: data.every((slot) => slot.disabled),
  };
}

const ZONES = {
  BNEA: 'Australia/Brisbane',
  BNEC: 'Australia/Brisbane',
  OOLA: 'Australia/Brisbane',
  GCC: 'Australia/Brisbane',
  LGN: 'Australia/Brisbane',
  SYDA: 'Australia/Sydney',
  SYDC: 'Australia/Sydney',
  MELA: 'Australia/Melbourne',
  MELC: 'Australia/Melbourne',
};

describe('time zone per branch', () => {
  test('GET /locations gives every branch and drop-off its IANA zone', async () => {
    const r = await s.api('GET', '/api/v1/locations');
    /** @type {Record<string, string>} */
    const byCode = {};
    for (const location of r.body.data) {
      byCode[location.LocationCode] = location.TimeZone;
      for (const drop of location.DropOffLocations)
        assert.equal(typeof drop.TimeZone, 'string', `${drop.LocationCode} drop-off zone`);
    }
    for (const [code, zone] of Object.entries(ZONES)) assert.equal(byCode[code], zone, code);
    const sydney = r.body.data.find((/** @type {any} */ l) => l.LocationCode === 'SYDA');
    assert.equal(
      sydney.DropOffLocations.find((/** @type {any} */ d) => d.LocationCode === 'SYDC').TimeZone,
      'Australia/Sydney',
    );
  });

  test('the demo pages carry the configured zone', async () => {
    const page = await s.api('GET', '/');
    assert.match(page.text, /"timeZone":"Australia\/Sydney"/);
  });
});

describe('slots and "today" in the branch zone', () => {
  test('early morning: every slot of the branch day is open, 10:00 chosen', async () => {
    s.clock.set('2026-12-01T05:30:00+10:00');
    assert.deepEqual(await slots('BNEA'), {
      firstOpen: '06:00',
      lastClosed: null,
      selected: '10:00',
      allDisabled: false,
    });
    assert.deepEqual(await slots('BNEA', '2026-12-01'), await slots('BNEA'));
  });

  test('midday: slots up to the branch time are past, in each branch zone', async () => {
    s.clock.set('2026-12-01T12:10:00+10:00'); // 12:10 in Brisbane, 13:10 in Sydney (daylight saving)
    assert.deepEqual(await slots('BNEA', '2026-12-01'), {
      firstOpen: '12:30',
      lastClosed: '12:00',
      selected: '12:30',
      allDisabled: false,
    });
    assert.deepEqual(await slots('SYDA', '2026-12-01'), {
      firstOpen: '13:30',
      lastClosed: '13:00',
      selected: '13:30',
      allDisabled: false,
    });
    const tomorrow = await slots('BNEA', '2026-12-02');
    assert.equal(tomorrow.lastClosed, null);
    assert.equal(tomorrow.selected, '10:00');
  });

  test('23:30 in Brisbane: Brisbane today is over while Sydney is already on the next day', async () => {
    s.clock.set('2026-12-01T23:30:00+10:00'); // Sydney: 2 December, 00:30
    assert.equal((await slots('BNEA')).allDisabled, true, 'no slot left today in Brisbane');
    assert.equal((await slots('SYDA', '2026-12-01')).allDisabled, true, '1 December has passed in Sydney');
    assert.deepEqual(
      await slots('SYDA'),
      { firstOpen: '06:00', lastClosed: null, selected: '10:00', allDisabled: false },
      'Sydney today is 2 December',
    );

    // [branch, pick up, return, the search's status, its message]: each branch's own "today" decides.
    const SEARCHES = /** @type {const} */ ([
      [
        1,
        '2026-12-01 22:00',
        '2026-12-03 10:00',
        400,
        'The pick up time has already passed. Please choose a later time.',
      ],
      [4, '2026-12-01 21:00', '2026-12-03 10:00', 400, 'The pick up date cannot be in the past.'],
      [4, '2026-12-02 06:00', '2026-12-03 06:00', 200, undefined],
    ]);
    for (const [branch, pickup, dropoff, status, message] of SEARCHES) {
      const [pickupDate, pickupTime] = pickup.split(' ');
      const [dropoffDate, dropoffTime] = dropoff.split(' ');
      const r = await s.api(
        'POST',
        '/api/v1/search',
        searchBody({
          pickup_location_id: branch,
          dropoff_location_id: branch,
          pickup_date: pickupDate,
          pickup_time: pickupTime,
          dropoff_date: dropoffDate,
          dropoff_time: dropoffTime,
        }),
      );
      assert.equal(r.status, status, `${branch} ${pickup}: ${r.text}`);
      assert.equal(r.body.message, message);
    }
  });

  test('the host zone changes nothing', async () => {
    const hostZone = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'UTC']) {
        process.env.TZ = zone; // Node re-reads TZ when it is assigned
        s.clock.set('2026-12-01T23:30:00+10:00');
        assert.equal((await slots('BNEA')).allDisabled, true, `Brisbane is at 23:30 (host ${zone})`);
        assert.equal((await slots('SYDA')).selected, '10:00', `Sydney is on 2 December (host ${zone})`);
        s.clock.set('2026-12-01T12:10:00+10:00');
        assert.equal((await slots('BNEA', '2026-12-01')).firstOpen, '12:30', `host ${zone}`);
      }
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  test('a Sydney daylight-saving day: Sydney slots follow AEDT, Brisbane stays on AEST, days are wall-clock days', async () => {
    s.clock.set('2026-10-04T09:10:00+11:00'); // Sunday: Sydney moved to AEDT at 2:00; Brisbane is at 08:10
    assert.deepEqual(await slots('SYDA', '2026-10-04'), {
      firstOpen: '09:30',
      lastClosed: '09:00',
      selected: '10:00',
      allDisabled: false,
    });
    assert.deepEqual(await slots('BNEA', '2026-10-04'), {
      firstOpen: '08:30',
      lastClosed: '08:00',
      selected: '10:00',
      allDisabled: false,
    });

    s.clock.set('2026-10-02T12:00:00+10:00');
    const across = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({
        pickup_location_id: 4,
        dropoff_location_id: 4,
        pickup_date: '2026-10-03',
        pickup_time: '10:00',
        dropoff_date: '2026-10-05',
        dropoff_time: '10:00',
      }),
    );
    assert.equal(across.status, 200, across.text);
    assert.ok(
      across.body.data.availableVehicles.every((/** @type {any} */ car) => car.numberOfDays === 2),
      'the 47-hour span is 2 rental days',
    );
  });

  test('subscription: 3 days from the branch today', async () => {
    s.clock.set('2026-12-01T23:30:00+10:00'); // Brisbane: 1 December; Sydney: 2 December
    const store = (/** @type {string} */ code, /** @type {string} */ date) =>
      s.api('POST', '/rental-api/v1/subscription/store', {
        first_name: 'Priya',
        last_name: 'Sharma',
        mobile_number: '61412345678',
        email: 'priya@example.com',
        payment_frequency: 'weekly',
        pickup_location_id: code,
        pickup_date: date,
        pickup_time: '10:00',
      });
    assert.equal((await store('BNEC', '2026-12-03')).status, 400);
    assert.equal((await store('BNEC', '2026-12-04')).status, 200);
    const early = await store('SYDC', '2026-12-04');
    assert.equal(early.status, 400);
    assert.equal(early.body.message, 'The pickup date must be at least 3 days from today.');
    assert.equal((await store('SYDC', '2026-12-05')).status, 200);
  });
});

describe('the server clock', () => {
  test('NOW needs an ISO 8601 instant with an offset', () => {
    assert.equal(parseInstant('2026-12-01T23:30:00+10:00'), Date.UTC(2026, 11, 1, 13, 30));
    assert.equal(parseInstant('2026-12-01T13:30Z'), Date.UTC(2026, 11, 1, 13, 30));
    for (const bad of ['2026-12-01 23:30', '2026-12-01T23:30:00', 'tomorrow', '2026-13-01T00:00:00Z']) {
      assert.throws(() => parseInstant(bad), /NOW must be an ISO 8601 instant with an offset/, bad);
    }
  });

  test('starts at NOW, runs on, and can be moved', (t) => {
    // The host's clock is mocked, so "runs on" is 30 ms of it exactly, with no wait.
    t.mock.timers.enable({ apis: ['Date'], now: Date.UTC(2030, 0, 1) });
    const clock = createClock('2026-12-01T23:30:00+10:00');
    const start = Date.UTC(2026, 11, 1, 13, 30);
    assert.equal(clock.now(), start);
    t.mock.timers.tick(30);
    assert.equal(clock.now(), start + 30, 'the clock runs on from NOW');
    clock.advance(60_000);
    assert.equal(clock.now(), start + 60_030);
    const real = createClock();
    assert.equal(real.now(), Date.now(), 'without NOW it is the real clock');
  });

  test('an unknown TIME_ZONE is refused with a clear message', async () => {
    await assert.rejects(startTestServer({ timeZone: 'Mars/Olympus' }), /TIME_ZONE must be an IANA time zone/);
  });
});
