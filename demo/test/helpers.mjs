// @ts-check
/** Test helpers: a real server on a free port with a temporary database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { startServer } from '../app.mjs';
import { searchRequest } from './searchRequest.mjs';
import { TEST_NOW, ymdPlus } from '../../test/clock.mjs';
import { DEMO_STAFF } from '../db/catalog-data.mjs';
import { bookingIdOf, urlsOf } from '../../test/kit/api.mjs';
import { priceAndSave, searchAndSelect } from '../../test/kit/booking.mjs';

/**
 * @param {Parameters<typeof startServer>[0]} [opts]
 */
export async function startTestServer(opts = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chw-demo-test-'));
  const server = await startServer({
    port: 0,
    dbFile: join(dir, 'test.sqlite'),
    silent: true,
    now: TEST_NOW,
    validateResponses: true,
    ...opts,
  });
  /**
   * @param {string} method @param {string} path @param {unknown} [body]
   * @param {{token?: string, headers?: Record<string, string>, raw?: string}} [o]
   */
  async function api(method, path, body, o = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...(o.headers || {}) };
    if (body !== undefined || o.raw !== undefined) headers['Content-Type'] = 'application/json';
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    const res = await fetch(server.url + path, {
      method,
      headers,
      body: o.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    /** @type {any} */
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json, text, headers: res.headers };
  }
  async function login(email = DEMO_STAFF.email, password = DEMO_STAFF.password) {
    const r = await api('POST', '/api/v1/login', { email, password });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
    return /** @type {string} */ (r.body.data.Token);
  }
  return {
    ...server,
    dir,
    api,
    login,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startTestServer>>} TestServer */

/**
 * One server for a whole test file: started by the file's `before` hook (then, with `staff`, a
 * staff user logs in and `asStaff` is the `api` option that sends the session's token), stopped and
 * its database deleted by `after`. The returned object is filled in by that hook, so use it only
 * inside tests.
 * @param {Parameters<typeof startServer>[0] & { staff?: boolean }} [opts]
 */
export function serverForTests({ staff = false, ...opts } = {}) {
  const handle = /** @type {TestServer & { asStaff: { token: string } }} */ (
    /** @type {unknown} */ ({ asStaff: { token: '' } })
  );
  before(async () => {
    Object.assign(handle, await startTestServer(opts));
    if (staff) handle.asStaff = { token: await handle.login() };
  });
  after(async () => {
    if ('stop' in handle) await handle.stop();
  });
  return handle;
}

/**
 * Starts a test server on each call (with that call's options); the file's `after` stops them all.
 * @returns {(opts?: Parameters<typeof startServer>[0]) => Promise<TestServer>}
 */
export function serversOnDemand() {
  /** @type {TestServer[]} */
  const servers = [];
  after(async () => {
    for (const s of servers) await s.stop();
  });
  return async (opts) => {
    const s = await startTestServer(opts);
    servers.push(s);
    return s;
  };
}

/**
 * yyyy-mm-dd, `days` after the day of an instant (TEST_NOW by default) in Brisbane (test/clock.mjs).
 * @param {number} days @param {string | number} [from]
 */
export const dayFromNow = (days, from = TEST_NOW) => ymdPlus(days, { at: from });

/** A valid search body: 20 to 23 days from TEST_NOW at branch 1, variant B. @param {Record<string, unknown>} [over] */
export function searchBody(over = {}) {
  return searchRequest({
    pickup_location_id: 1,
    pickup_date: dayFromNow(20),
    dropoff_location_id: 1,
    dropoff_date: dayFromNow(23),
    search_variant: 'B',
    ...over,
  });
}

export const customerBody = (/** @type {string} */ token, over = {}) => ({
  first_name: 'Olivia',
  last_name: 'Nguyen',
  email: 'olivia@example.com',
  mobile_number: '61412345678',
  mobile_country_code: '61',
  birthday: '1990-05-17',
  license_no: 'QLD1234567',
  license_state: 'QLD',
  flight_no: 'QF520',
  booking_token: token,
  ...over,
});

/**
 * A booking taken through the API as a renter would, each step answered 200: searched on `dates`
 * (with any other `search` fields), the car selected, and with `ready` a liability priced and the
 * renter's details saved, so its intent's client secret waits for the card (test/kit/booking.mjs's steps).
 * @param {TestServer} s
 * @param {{ dates: { pickup_date: string, dropoff_date: string }, vehicleId?: number,
 *   paymentType?: 'N' | 'L', search?: Record<string, unknown>, ready?: boolean }} options
 */
export async function seedBooking(s, { dates, vehicleId = 3, paymentType = 'L', search = {}, ready = false }) {
  const env = urlsOf(s);
  const body = searchBody({ ...dates, ...search });
  const { token, search: found, select } = await searchAndSelect(env, body, { vehicleId, paymentType });
  const bookingId = bookingIdOf(s.db, token);
  const booking = { token, bookingId, search: found, select };
  if (!ready) return { ...booking, secret: '', total: 0 };
  const { calc, secret } = await priceAndSave(env, token, { insuranceId: 1, customer: customerBody(token) });
  return { ...booking, secret, /** @type {number} */ total: calc.results.totals.at(-1).total };
}

/** A valid /subscription/customer body for `token`. */
export const subscriptionCustomerBody = (/** @type {string} */ token, over = {}) => ({
  first_name: 'Priya',
  last_name: 'Sharma',
  email: 'priya@example.com',
  mobile_number: '61412345678',
  mobile_country_code: '61',
  address: '12 Queen St, Brisbane City',
  postal_id: '4000',
  relative_name: 'Raj Sharma',
  relative_mobile_number: '61498765432',
  license_no: 'QLD7654321',
  license_expiry: dayFromNow(400),
  license_state: 'QLD',
  subscription_token: token,
  terms_conditions: true,
  ...over,
});

/** A test card, valid three years past the pinned clock (TEST_NOW, never the machine's). */
export const card = (number = '4242424242424242', over = {}) => ({
  number,
  exp_month: '12',
  exp_year: String((new Date(TEST_NOW).getUTCFullYear() + 3) % 100),
  cvc: '123',
  postal_code: '4000',
  ...over,
});

/**
 * Confirms an intent in the Stripe double with a test card valid at the server's clock, as
 * Stripe.js would; resolves the double's answer, whatever it is.
 * @param {TestServer} s @param {string} secret the intent's client secret @param {string} [number]
 */
export const confirmInDouble = (s, secret, number) =>
  s.api('POST', '/stripe-double/confirm', {
    client_secret: secret,
    // Valid at the server's clock, wherever a test has moved it (the model moves it years on).
    card: card(number, { exp_year: String((s.clock.date().getUTCFullYear() + 3) % 100) }),
  });

/** Confirms a payment (pay now) or set-up (pay later) intent in the double and asserts it succeeded. @param {TestServer} s @param {string} secret */
export async function payInDouble(s, secret) {
  const r = await confirmInDouble(s, secret);
  assert.equal(r.status, 200, r.text);
  assert.equal((r.body.paymentIntent ?? r.body.setupIntent)?.status, 'succeeded', r.text);
  return r;
}

/**
 * Pays a booking as the renter's browser does: its intent confirmed in the double, then POST
 * /payment; resolves /payment's answer (200 asserted).
 * @param {TestServer} s @param {string} token the booking token @param {string} secret
 */
export async function payBookingInDouble(s, token, secret) {
  await payInDouble(s, secret);
  const paid = await s.api('POST', '/api/v1/payment', { stripe_id: secret.split('_secret_')[0], booking_token: token });
  assert.equal(paid.status, 200, paid.text);
  return paid;
}

/**
 * A raw HTTP request, so a test can set the Host header and the client's own address (`from`:
 * 127.0.0.x is all this machine). `body` is sent as JSON, `text` as it is; `partial` is sent as the
 * start of a body that never ends (the request is dropped once the answer has come).
 * @param {string} base @param {string} method @param {string} path
 * @param {{headers?: Record<string, string>, body?: unknown, text?: string | Buffer, from?: string,
 *   partial?: Buffer}} [o]
 * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders, text: string, json: any}>}
 */
export function raw(base, method, path, o = {}) {
  const url = new URL(path, base);
  const body = o.text ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        localAddress: o.from,
        headers: { ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(o.headers ?? {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          /** @type {any} */
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          if (o.partial) req.destroy();
        });
      },
    );
    req.on('error', reject);
    if (o.partial) req.write(o.partial);
    else req.end(body);
  });
}
