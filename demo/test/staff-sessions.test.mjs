// @ts-check
/** Staff sessions: Sign Out revokes, sessions idle out, /login is throttled. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, raw } from './helpers.mjs';
import { sha256 } from '../lib/ids.mjs';
import { DEMO_STAFF } from '../db/catalog-data.mjs';

const s = serverForTests();

const MINUTE = 60_000;
const agents = (/** @type {string} */ token) => s.api('GET', '/api/v1/users/agents', undefined, { token });

/**
 * A login-throttle test: afterwards the clock moves on 16 minutes from where it started, past the
 * 15-minute window, so the failures it left lock nothing in the next test.
 * @param {string} name @param {() => Promise<void>} run
 */
const throttleTest = (name, run) =>
  test(name, async () => {
    const start = s.clock.now();
    try {
      await run();
    } finally {
      s.clock.set(start + 16 * MINUTE);
    }
  });

describe('POST /logout', () => {
  test('deletes the session: the token stops working at once; other sessions carry on', async () => {
    const token = await s.login();
    const other = await s.login();
    assert.equal((await agents(token)).status, 200);
    const out = await s.api('POST', '/api/v1/logout', {}, { token });
    assert.equal(out.status, 200);
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM sessions WHERE token_hash = ?').pluck().get(sha256(token)), 0);
    const after = await agents(token);
    assert.equal(after.status, 401);
    assert.equal(after.body.message, 'Your session has expired. Please sign in again.');
    assert.equal((await agents(other)).status, 200);
  });
  test('needs the bearer token', async () => {
    assert.equal((await s.api('POST', '/api/v1/logout', {})).status, 401);
    assert.equal((await s.api('POST', '/api/v1/logout', {}, { token: 'not_a_session_token_at_all' })).status, 401);
  });
});

describe('idle timeout', () => {
  test('a session with no call for 30 minutes ends; each call extends it; TokenTTL still ends it', async () => {
    const start = s.clock.now();
    try {
      const token = await s.login();
      s.clock.advance(29 * MINUTE);
      assert.equal((await agents(token)).status, 200, 'a call within 30 minutes keeps the session');
      s.clock.advance(29 * MINUTE);
      assert.equal((await agents(token)).status, 200, '58 minutes after login, 29 after the last call');
      s.clock.advance(30 * MINUTE + 1000);
      assert.equal((await agents(token)).status, 401, '30 minutes without a call');

      const busy = await s.login();
      for (let minutes = 0; minutes < 115; minutes += 20) {
        s.clock.advance(20 * MINUTE);
        if (minutes + 20 < 120) assert.equal((await agents(busy)).status, 200, `${minutes + 20} minutes in`);
      }
      assert.equal((await agents(busy)).status, 401, 'past TokenTTL (120 minutes) however busy');
    } finally {
      s.clock.set(start);
    }
  });
});

describe('login throttle', () => {
  throttleTest(
    '5 failures for one email → 429 with Retry-After, even with the right password, until 15 minutes pass',
    async () => {
      for (let i = 0; i < 5; i += 1) {
        const r = await s.api('POST', '/api/v1/login', { email: DEMO_STAFF.email, password: `wrong${i}` });
        assert.equal(r.status, 401, `failure ${i + 1}`);
      }
      const locked = await s.api('POST', '/api/v1/login', { email: 'Staff@Demo.test', password: DEMO_STAFF.password });
      assert.equal(locked.status, 429);
      // The server clock runs on while the five password checks are made, so allow a few seconds.
      const retryAfter = (/** @type {any} */ r) => Number(r.headers.get('retry-after'));
      assert.ok(
        retryAfter(locked) <= 15 * 60 && retryAfter(locked) > 15 * 60 - 30,
        `Retry-After ${retryAfter(locked)}`,
      );
      assert.equal(locked.body.message, 'Too many failed sign-in attempts. Please try again in 15 minutes.');
      // another account from the same address is not locked by these 5
      assert.equal((await s.api('POST', '/api/v1/login', { email: 'agent1@demo.test', password: 'nope' })).status, 401);
      s.clock.advance(10 * MINUTE);
      const later = await s.api('POST', '/api/v1/login', DEMO_STAFF);
      assert.equal(later.status, 429);
      assert.ok(retryAfter(later) <= 5 * 60 && retryAfter(later) > 5 * 60 - 30, `Retry-After ${retryAfter(later)}`);
      assert.equal(later.body.message, 'Too many failed sign-in attempts. Please try again in 5 minutes.');
      s.clock.advance(5 * MINUTE);
      assert.equal((await s.api('POST', '/api/v1/login', DEMO_STAFF)).status, 200);
    },
  );
  throttleTest(
    '20 failures from one client address (any emails) → 429; parallel guesses cannot slip past',
    async () => {
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          s.api('POST', '/api/v1/login', { email: `guess${i % 10}@demo.test`, password: 'nope' }),
        ),
      );
      const statuses = guesses.map((r) => r.status);
      assert.equal(statuses.filter((code) => code === 401).length, 20, statuses.join(','));
      assert.equal(statuses.filter((code) => code === 429).length, 10);
      const right = await s.api('POST', '/api/v1/login', DEMO_STAFF);
      assert.equal(right.status, 429);
      assert.ok(Number(right.headers.get('retry-after')) > 0);
      s.clock.advance(15 * MINUTE + 1000);
      assert.equal((await s.api('POST', '/api/v1/login', DEMO_STAFF)).status, 200);
    },
  );
  throttleTest(
    "a successful sign-in forgives its own address's failures for that email; another address's lock only that address",
    async () => {
      const from = async (/** @type {string} */ address, /** @type {string} */ password) =>
        (await raw(s.url, 'POST', '/api/v1/login', { body: { email: DEMO_STAFF.email, password }, from: address }))
          .status;
      for (let i = 0; i < 4; i += 1) assert.equal(await from('127.0.0.3', 'guess'), 401);
      assert.equal(await from('127.0.0.1', DEMO_STAFF.password), 200);
      assert.equal(await from('127.0.0.3', 'guess'), 401, 'the 5th failure');
      assert.equal(
        await from('127.0.0.3', DEMO_STAFF.password),
        429,
        "the attacker's 5 failures lock their own address",
      );
      assert.equal(await from('127.0.0.1', DEMO_STAFF.password), 200, "the agent's address is not locked by them");
    },
  );
  test("a successful sign-in clears that email's failures", async () => {
    for (let i = 0; i < 4; i += 1) await s.api('POST', '/api/v1/login', { email: DEMO_STAFF.email, password: 'wrong' });
    await s.login();
    for (let i = 0; i < 4; i += 1) {
      assert.equal((await s.api('POST', '/api/v1/login', { email: DEMO_STAFF.email, password: 'wrong' })).status, 401);
    }
    assert.equal((await s.api('POST', '/api/v1/login', DEMO_STAFF)).status, 200);
  });
});
