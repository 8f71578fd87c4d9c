// @ts-check
/**
 * The reference server obeys api/openapi.yaml (demo/lib/contract.mjs): a request that breaks the
 * document never reaches its handler (400 naming the field), and with `validateResponses` (what
 * the test harnesses set) an answer that breaks it becomes a 500 that fails the suite.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createApp } from '../app.mjs';
import { openDatabase } from '../db/index.mjs';
import { createClock } from '../lib/clock.mjs';
import { createContract, obeyContract, typeMatches } from '../lib/contract.mjs';
import { DEMO_STAFF } from '../db/catalog-data.mjs';
import { TEST_NOW, ymdPlus } from '../../test/clock.mjs';
import { serverForTests } from './helpers.mjs';
import { searchRequest } from './searchRequest.mjs';

const s = serverForTests({ staff: true });
const searches = () => /** @type {number} */ (s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get());

describe('requests', () => {
  test('a body that breaks the document is 400 naming the field, before the handler runs', async () => {
    const before = searches();
    for (const [change, message] of /** @type {const} */ ([
      [{ pickup_location_id: undefined }, 'Pick up location is required.'],
      [{ pickup_location_id: '1' }, 'Pick up location must be an integer.'],
      [{ is_over_25: 'yes' }, 'is_over_25 must be true or false.'],
      [{ pickup_date: '10/12/2026' }, 'Pick up date must be a real date in the form yyyy-mm-dd.'],
      [{ promo_code: 'X'.repeat(33) }, 'Promo code may not exceed 32 characters.'],
      [{ utm_source: 7 }, 'utm_source must be a string.'],
    ])) {
      const trip = {
        pickup_location_id: 1,
        pickup_date: ymdPlus(10),
        dropoff_location_id: 1,
        dropoff_date: ymdPlus(14),
      };
      const r = await s.api('POST', '/api/v1/search', { ...searchRequest(trip), ...change });
      assert.equal(r.status, 400, JSON.stringify(change));
      assert.deepEqual(r.body, { title: 'Invalid request', message });
    }
    assert.equal(searches(), before, 'no search was recorded');
  });

  test('nested fields and queries are named by their place', async () => {
    const calc = await s.api('POST', '/api/v1/calculate', {
      booking_token: 'x'.repeat(20),
      insurance_id: 1,
      optional_fees: [{ id: 1, qty: 'two' }],
    });
    assert.equal(calc.status, 400);
    assert.equal(calc.body.message, 'optional_fees[0].qty must be an integer.');
    const list = await s.api('GET', '/api/v1/bookings?order_direction=up', undefined, s.asStaff);
    assert.equal(list.status, 400);
    assert.equal(list.body.message, 'order_direction must be one of: asc, desc, .');
    const enquiry = await s.api('POST', '/rental-api/v1/request-call', {
      name: 'Ann Lee',
      phone: '0412345678',
      email: 'ann@example.com',
      type: 'CALL_ME',
    });
    assert.equal(enquiry.status, 400);
    assert.equal(enquiry.body.message, 'type must be one of: REQ_CALL, LONG_TERM.');
  });

  test('a staff call without a live session is 401 whatever its body', async () => {
    const r = await s.api('POST', '/api/v1/comments', { booking_id: 'one' });
    assert.equal(r.status, 401);
    assert.equal(r.headers.get('WWW-Authenticate'), 'Bearer');
  });
});

describe('check-in', () => {
  test('templated paths find their operation; the photo body is bytes, never parsed as JSON', () => {
    const contract = createContract();
    assert.equal(contract.operation('booking', 'GET', '/checkins/12')?.id, 'getDeskCheckin');
    assert.equal(contract.operation('booking', 'GET', '/checkins/photo/3')?.id, 'getDeskCheckinPhoto');
    assert.equal(contract.operation('booking', 'POST', '/checkins/12'), undefined);
    const upload = contract.operation('booking', 'POST', '/manage/checkin/photo');
    assert.equal(upload?.id, 'checkinPhoto');
    assert.equal(upload?.body, undefined, 'no JSON validator for a binary body');
    assert.deepEqual(contract.operation('booking', 'GET', '/checkins/photo/3')?.responses.get(200)?.types, [
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    assert.equal(typeMatches('image/png', ['application/octet-stream', 'image/*']), true);
    assert.equal(typeMatches('text/html', ['image/*']), false);
  });

  test("the photo's query is checked against the document before the handler", async () => {
    const r = await fetch(`${s.url}/api/v1/manage/checkin/photo?driver_id=1&side=top`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    });
    assert.equal(r.status, 400);
    assert.deepEqual(await r.json(), { title: 'Invalid request', message: 'side must be front or back.' });
  });
});

describe('answers', () => {
  /**
   * The real app behind the contract's answer check, with a fault between them: `fault` changes
   * /bookings' answer before the check sees it (as a server that dropped a field would send it).
   * @param {(body: Record<string, unknown>) => void} fault
   */
  function appWithFault(fault) {
    const dir = mkdtempSync(join(tmpdir(), 'chw-contract-'));
    const dbFile = join(dir, 'test.sqlite');
    const clock = createClock(TEST_NOW);
    const { db } = openDatabase(dbFile, { now: clock.now(), staffPassword: DEMO_STAFF.password });
    const real = createApp({ db, dbFile, clock, logErrors: false, rateLimitPerMin: 0 });
    const app = new Hono();
    app.use('/api/v1/*', obeyContract(createContract(), { base: '/api/v1', api: 'booking', responses: true }));
    app.use('/api/v1/bookings', async (c, next) => {
      await next();
      const body = await c.res.json();
      fault(body);
      c.res = Response.json(body, { status: c.res.status });
    });
    // The contract's check has read the body: the real app gets a request of its own.
    app.all('*', async (c) =>
      real.fetch(
        new Request(c.req.url, {
          method: c.req.method,
          headers: c.req.raw.headers,
          body: c.req.method === 'GET' ? undefined : await c.req.arrayBuffer(),
        }),
      ),
    );
    /** @param {string} path @param {RequestInit} [init] */
    const call = async (path, init) => {
      const res = await app.fetch(new Request(`http://127.0.0.1${path}`, init));
      return { status: res.status, body: await res.json() };
    };
    const stop = () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    };
    return { call, stop };
  }

  /** Signs in and lists the first page. @param {ReturnType<typeof appWithFault>} app */
  async function firstPage(app) {
    const login = await app.call('/api/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    });
    assert.equal(login.status, 200);
    return app.call('/api/v1/bookings?page=1', { headers: { Authorization: `Bearer ${login.body.data.Token}` } });
  }

  test('/bookings as the document says passes', async () => {
    const app = appWithFault(() => undefined);
    try {
      const page = await firstPage(app);
      assert.equal(page.status, 200);
      assert.equal(typeof page.body.RowCount, 'number');
    } finally {
      app.stop();
    }
  });

  test('/bookings without RowCount breaks the contract: a 500 naming the field', async (t) => {
    const app = appWithFault((body) => delete body.RowCount);
    const logged = t.mock.method(console, 'error', () => undefined);
    try {
      const page = await firstPage(app);
      assert.equal(page.status, 500);
      assert.equal(page.body.title, 'Contract broken');
      assert.match(page.body.message, /^getBookings answered 200: RowCount is missing/);
      assert.equal(logged.mock.callCount(), 1);
    } finally {
      app.stop();
    }
  });

  test('a field of the wrong type breaks it too', async (t) => {
    const app = appWithFault((body) => {
      body.PerPage = 'twenty';
    });
    t.mock.method(console, 'error', () => undefined);
    try {
      const page = await firstPage(app);
      assert.equal(page.status, 500);
      assert.match(page.body.message, /^getBookings answered 200: PerPage must be integer/);
    } finally {
      app.stop();
    }
  });
});
