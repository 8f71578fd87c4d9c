// @ts-check
/**
 * Manage my booking's session hygiene: the session is an HttpOnly, SameSite=Strict cookie the
 * server sets (Secure over https), never a token in a body; sign-out revokes it on the server; the
 * API's CORS answers let the widget send it; the manage page sends no Referer. And Update details
 * follows the checkout's licence and flight rules (src/rules.json, one reader for both).
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, seedBooking, dayFromNow, customerBody, payBookingInDouble } from './helpers.mjs';
import { randomToken, sha256 } from '../lib/ids.mjs';
import { createApp } from '../app.mjs';
import { SESSION_COOKIE, SESSION_COOKIE_PATH, sessionCookie } from '../api/manage/session.mjs';
import { LICENSE_STATE_REQUIRED } from '../api/booking/customer.mjs';
import {
  FLIGHT_NUMBER_MAX_LENGTH,
  LICENSE_NO_MAX_LENGTH,
  LICENSE_STATE_MAX_LENGTH,
  MANAGE_SESSION_MINUTES,
} from '../lib/rules.generated.mjs';

const s = serverForTests();

/** The paid booking every test here manages (made by the first test that asks; a link per test). */
let paidBooking = /** @type {Promise<number> | undefined} */ (undefined);
async function payOnce() {
  const b = await seedBooking(s, {
    dates: { pickup_date: dayFromNow(40), dropoff_date: dayFromNow(43) },
    paymentType: 'N',
    ready: true,
  });
  await payBookingInDouble(s, b.token, b.secret);
  return b.bookingId;
}

/** A fresh single-use link token for the booking, as its email would carry. */
async function linkToken() {
  const bookingId = await (paidBooking ??= payOnce());
  const token = randomToken();
  const now = s.clock.now();
  s.db
    .prepare('INSERT INTO manage_links (token_hash, booking_id, created, expires) VALUES (?, ?, ?, ?)')
    .run(sha256(token), bookingId, now, now + 3_600_000);
  return token;
}

/** The `name=value` of a Set-Cookie header. @param {Headers} headers */
const cookiePair = (headers) => (headers.get('set-cookie') ?? '').split(';')[0];

/** Trades a link for a session; the answer, and the cookie to send back. */
async function openSession() {
  const r = await s.api('POST', '/api/v1/manage/session', { link_token: await linkToken() });
  assert.equal(r.status, 200, r.text);
  return { r, cookie: cookiePair(r.headers) };
}

/** A session call with a cookie (or none). @param {string} path @param {string} cookie @param {object} [body] */
const call = (path, cookie, body = {}) =>
  s.api('POST', `/api/v1/manage${path}`, body, { headers: cookie ? { Cookie: cookie } : {} });

describe('the session is a cookie no script can read', () => {
  test('POST /session sets chw_manage HttpOnly, SameSite=Strict, on the manage path, for an hour; no token in the body', async () => {
    const { r, cookie } = await openSession();
    const header = /** @type {string} */ (r.headers.get('set-cookie'));
    const [pair, ...flags] = header.split(';').map((part) => part.trim());
    const [name, token] = pair.split('=');
    assert.equal(name, SESSION_COOKIE);
    assert.match(token, /^[\w-]{40,}$/);
    assert.deepEqual(flags.sort(), [
      'HttpOnly',
      `Max-Age=${MANAGE_SESSION_MINUTES * 60}`,
      'Path=/api/v1/manage',
      'SameSite=Strict',
    ]);
    // Plain http here: never Secure (a browser would drop it).
    assert.ok(!/secure/i.test(header));
    // The body says until when, never what: the token appears nowhere in it.
    assert.deepEqual(Object.keys(r.body.data), ['expires_at']);
    // An hour from now (the server's clock runs on from TEST_NOW).
    const left = Date.parse(r.body.data.expires_at) - s.clock.now();
    assert.ok(left > (MANAGE_SESSION_MINUTES - 1) * 60_000 && left <= MANAGE_SESSION_MINUTES * 60_000, String(left));
    assert.ok(!r.text.includes(token));
    // The cookie opens the booking.
    const view = await call('/booking', cookie);
    assert.equal(view.status, 200, view.text);
    assert.equal(view.body.data.status, 'C');
  });

  test("a token in the body is never read: without the cookie it is 401 manage_expired, even the session's own", async () => {
    const { cookie } = await openSession();
    const token = cookie.split('=')[1];
    for (const path of ['/booking', '/quote', '/cancel', '/details', '/calendar']) {
      const r = await call(path, '', { manage_token: token });
      assert.equal(r.status, 401, `${path} ${r.text}`);
      assert.equal(r.body.code, 'manage_expired', path);
    }
    // A damaged cookie is no session either.
    assert.equal((await call('/booking', `${SESSION_COOKIE}=${token}x`)).status, 401);
    assert.equal((await call('/booking', `${SESSION_COOKIE}=a;b`)).status, 401);
    // Still nothing was cancelled by those calls.
    assert.equal((await call('/booking', cookie)).body.data.status, 'C');
  });

  test('POST /signout deletes the session on the server and clears the cookie; the old cookie is then 401', async () => {
    const { cookie } = await openSession();
    const hash = sha256(cookie.split('=')[1]);
    const count = () => s.db.prepare('SELECT COUNT(*) FROM manage_sessions WHERE token_hash = ?').pluck().get(hash);
    assert.equal(count(), 1);
    const out = await call('/signout', cookie);
    assert.equal(out.status, 200, out.text);
    const cleared = /** @type {string} */ (out.headers.get('set-cookie'));
    assert.match(cleared, new RegExp(`^${SESSION_COOKIE}=;`));
    assert.match(cleared, /Max-Age=0/);
    assert.match(cleared, /Path=\/api\/v1\/manage/);
    assert.equal(count(), 0);
    // A copy of the cookie kept somewhere (another tab, a stolen one) no longer opens anything.
    const after = await call('/booking', cookie);
    assert.equal(after.status, 401);
    assert.equal(after.body.code, 'manage_expired');
    // Signing out again, or with no cookie at all, is no error (and still clears the cookie).
    assert.equal((await call('/signout', cookie)).status, 200);
    const none = await call('/signout', '');
    assert.equal(none.status, 200);
    assert.match(/** @type {string} */ (none.headers.get('set-cookie')), /Max-Age=0/);
    // A session signed out in one browser leaves another's alone.
    const other = await openSession();
    await call('/signout', cookie);
    assert.equal((await call('/booking', other.cookie)).status, 200);
  });

  test('an expired session is 401 even with its cookie', async () => {
    const { cookie } = await openSession();
    s.db
      .prepare('UPDATE manage_sessions SET expires = ? WHERE token_hash = ?')
      .run(s.clock.now(), sha256(cookie.split('=')[1]));
    assert.equal((await call('/booking', cookie)).status, 401);
  });

  test('Secure when the request came over https (the demo trusts no proxy header, so its own URL says)', async () => {
    assert.equal(
      sessionCookie('abc', { maxAgeSeconds: 3600, secure: true }),
      'chw_manage=abc; HttpOnly; SameSite=Strict; Path=/api/v1/manage; Max-Age=3600; Secure',
    );
    assert.equal(
      sessionCookie('', { maxAgeSeconds: 0, secure: false }),
      'chw_manage=; HttpOnly; SameSite=Strict; Path=/api/v1/manage; Max-Age=0',
    );
    assert.equal(SESSION_COOKIE_PATH, '/api/v1/manage');
    // The same app answering a request whose URL is https (as behind TLS): Secure on set and clear.
    const app = createApp({ db: s.db, dbFile: '', clock: s.clock, logErrors: false });
    const post = (/** @type {string} */ path, /** @type {object} */ body, cookie = '') =>
      app.request(`https://cars.example/api/v1/manage${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      });
    const opened = await post('/session', { link_token: await linkToken() });
    assert.equal(opened.status, 200);
    assert.match(/** @type {string} */ (opened.headers.get('set-cookie')), /; Secure$/);
    const out = await post('/signout', {}, cookiePair(opened.headers));
    assert.match(/** @type {string} */ (out.headers.get('set-cookie')), /Max-Age=0; Secure$/);
    // A forwarded-proto header on plain http changes nothing: the demo serves clients directly.
    const plain = await s.api(
      'POST',
      '/api/v1/manage/session',
      { link_token: await linkToken() },
      { headers: { 'X-Forwarded-Proto': 'https' } },
    );
    assert.ok(!/secure/i.test(/** @type {string} */ (plain.headers.get('set-cookie'))));
  });
});

describe('CORS with credentials', () => {
  test("an allowed origin's preflight and answer say Allow-Credentials; another origin gets neither", async () => {
    const origin = s.url;
    const pre = await fetch(`${s.url}/api/v1/manage/booking`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), origin);
    assert.equal(pre.headers.get('access-control-allow-credentials'), 'true');
    const { cookie } = await openSession();
    const r = await call('/booking', cookie, {});
    assert.equal(r.status, 200);
    const answer = await s.api('POST', '/api/v1/manage/booking', {}, { headers: { Origin: origin, Cookie: cookie } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), origin);
    assert.equal(answer.headers.get('access-control-allow-credentials'), 'true');

    const evil = await fetch(`${s.url}/api/v1/manage/booking`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(evil.status, 403);
    assert.equal(evil.headers.get('access-control-allow-credentials'), null);
    const refused = await s.api(
      'POST',
      '/api/v1/manage/booking',
      {},
      { headers: { Origin: 'https://evil.example', Cookie: cookie } },
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    assert.equal(refused.headers.get('access-control-allow-credentials'), null);
  });
});

describe('Referrer-Policy', () => {
  test('the manage page sends no Referer (no-referrer wins over the site default); other pages keep the default', async () => {
    const manage = await s.api('GET', '/manage-booking?chw_manage=abc');
    assert.equal(manage.status, 200);
    assert.equal(manage.headers.get('referrer-policy'), 'no-referrer');
    const home = await s.api('GET', '/');
    assert.equal(home.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    const api = await s.api('GET', '/api/v1/locations');
    assert.equal(api.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  });
});

describe("Update details follows the checkout's rules (src/rules.json)", () => {
  test('a licence number without its state is refused, naming the field; the lengths are the rules', async () => {
    const { cookie } = await openSession();
    const details = (/** @type {object} */ body) => call('/details', cookie, body);
    const noState = await details({ flight_no: 'QF1', license_no: 'N123', license_state: '' });
    assert.equal(noState.status, 400);
    assert.equal(noState.body.message, `License state of issue: ${LICENSE_STATE_REQUIRED}.`);
    for (const [body, field] of /** @type {[object, string][]} */ ([
      [{ license_no: 'N'.repeat(LICENSE_NO_MAX_LENGTH + 1), license_state: 'QLD' }, "Driver's License Number"],
      [{ license_no: 'N1', license_state: 'Q'.repeat(LICENSE_STATE_MAX_LENGTH + 1) }, 'License state of issue'],
      [{ flight_no: 'x'.repeat(FLIGHT_NUMBER_MAX_LENGTH + 1) }, 'Flight number'],
    ])) {
      const r = await details(body);
      assert.equal(r.status, 400, r.text);
      assert.ok(r.body.message.startsWith(field), r.body.message);
    }
    // At the limits, all of it is kept.
    const ok = await details({
      flight_no: 'x'.repeat(FLIGHT_NUMBER_MAX_LENGTH),
      license_no: 'N'.repeat(LICENSE_NO_MAX_LENGTH),
      license_state: 'QLD',
    });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.data.license_no.length, LICENSE_NO_MAX_LENGTH);
    // The state alone, or neither, is fine (the checkout asks for the state only with a number).
    assert.equal((await details({ license_no: '', license_state: 'NSW' })).status, 200);
    assert.equal((await details({})).status, 200);
  });

  test('while a change waits for its payment, details are 409 change_pending; once it is dropped they save', async () => {
    const { cookie } = await openSession();
    const change = { extras: [{ id: 1, qty: 1 }] };
    const quote = await call('/quote', cookie, change);
    assert.equal(quote.status, 200, quote.text);
    assert.ok(quote.body.data.difference > 0);
    const made = await call('/change', cookie, { ...change, expected_total: quote.body.data.new_total });
    assert.equal(made.status, 200, made.text);
    assert.equal(made.body.data.status, 'requires_payment');
    const refused = await call('/details', cookie, { flight_no: 'QF9' });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.code, 'change_pending');
    const dropped = await call('/change/abandon', cookie, { change_id: made.body.data.change_id });
    assert.equal(dropped.status, 200, dropped.text);
    const saved = await call('/details', cookie, { flight_no: 'QF9' });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.data.flight_no, 'QF9');
  });

  test('the checkout (/save-customer) refuses a licence number without its state the same way', async () => {
    const b = await seedBooking(s, { dates: { pickup_date: dayFromNow(50), dropoff_date: dayFromNow(52) } });
    const calc = await s.api('POST', '/api/v1/calculate', {
      booking_token: b.token,
      insurance_id: 1,
      optional_fees: [],
    });
    assert.equal(calc.status, 200, calc.text);
    const r = await s.api('POST', '/api/v1/save-customer', customerBody(b.token, { license_state: '' }));
    assert.equal(r.status, 400);
    assert.equal(r.body.message, `License state of issue: ${LICENSE_STATE_REQUIRED}.`);
    const ok = await s.api(
      'POST',
      '/api/v1/save-customer',
      customerBody(b.token, { license_no: '', license_state: '' }),
    );
    assert.equal(ok.status, 200, ok.text);
  });
});
