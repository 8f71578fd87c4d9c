// @ts-check
/** Reference server hardening: PUBLIC_URL, frame-ancestors, per-client rate limits. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serversOnDemand, searchBody, raw } from './helpers.mjs';
import { DEFAULT_RATE_LIMIT_PER_MIN, parseRateLimit } from '../lib/rateLimit.mjs';
import { parsePublicUrl } from '../app.mjs';

/** A server per test that needs its own settings, all stopped after the file. */
const server = serversOnDemand();

/** The `#chw-config` JSON of a page. @param {string} html */
const configOf = (html) =>
  JSON.parse(
    /** @type {RegExpExecArray} */ (/<script type="application\/json" id="chw-config">(.*?)<\/script>/s.exec(html))[1],
  );

describe('PUBLIC_URL', () => {
  test('by default the page config names http://HOST:PORT, whatever Host the request says', async () => {
    const s = await server();
    const plain = configOf((await raw(s.url, 'GET', '/booking')).text);
    assert.equal(plain.bookingApi, `${s.url}/api/v1`);
    const evil = await raw(s.url, 'GET', '/booking', { headers: { Host: 'evil.example' } });
    assert.equal(evil.status, 200);
    assert.doesNotMatch(evil.text, /evil\.example/);
    assert.deepEqual(configOf(evil.text), plain);
  });
  test('a configured PUBLIC_URL is used (and Host still changes nothing)', async () => {
    const s = await server({ publicUrl: 'https://cars.example/' });
    const config = configOf((await raw(s.url, 'GET', '/checkout', { headers: { Host: 'evil.example' } })).text);
    assert.equal(config.bookingApi, 'https://cars.example/api/v1');
    assert.equal(config.rentalHost, 'https://cars.example');
    assert.equal(config.searchVariantUrl, 'https://cars.example/rental-api/v1/search-variant');
  });
  test('API answers and records name PUBLIC_URL too: Host does not reach image URLs or the recorded website', async () => {
    const s = await server({ publicUrl: 'https://cars.example' });
    const search = await raw(s.url, 'POST', '/api/v1/search', {
      body: searchBody(),
      headers: { Host: 'evil.example' },
    });
    assert.equal(search.status, 200, search.text);
    assert.doesNotMatch(search.text, /evil\.example/);
    const images = JSON.parse(search.text).data.availableVehicles.map((/** @type {any} */ v) => v.image);
    assert.ok(
      images.length > 0 &&
        images.every((/** @type {string} */ url) => url.startsWith('https://cars.example/demo-assets/')),
      images[0],
    );
    const call = {
      name: 'Ann Lee',
      phone: '412345678',
      email: 'ann@example.com',
      call_time: '8am - 9am AEDT',
      type: 'REQ_CALL',
    };
    const enquiry = await raw(s.url, 'POST', '/rental-api/v1/request-call', {
      body: call,
      headers: { Host: 'evil.example' },
    });
    assert.equal(enquiry.status, 200, enquiry.text);
    const id = JSON.parse(enquiry.text).data.booking_id;
    assert.equal(s.db.prepare('SELECT website FROM bookings WHERE id = ?').pluck().get(id), 'cars.example');
  });
  test('PUBLIC_URL must be an http(s) origin', () => {
    assert.equal(parsePublicUrl('http://localhost:8080/'), 'http://localhost:8080');
    for (const bad of [
      'cars.example',
      'ftp://cars.example',
      'https://cars.example/app',
      'https://cars.example/?x=1',
      'https://u@cars.example',
    ]) {
      assert.throws(() => parsePublicUrl(bad), /^Error: PUBLIC_URL must be an http\(s\) origin/, bad);
    }
  });
});

describe('frame-ancestors', () => {
  test("demo pages send frame-ancestors 'self'; it joins the strict policy (the default); the survey and the API are not limited", async () => {
    const relaxed = await server({ csp: 'off' });
    for (const path of ['/dashboard', '/checkout', '/', '/no-such-page']) {
      const r = await raw(relaxed.url, 'GET', path);
      assert.equal(r.headers['content-security-policy'], "frame-ancestors 'self'", path);
      assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN', path);
    }
    const s = await server();
    const strict = String((await raw(s.url, 'GET', '/dashboard')).headers['content-security-policy']);
    assert.match(strict, /script-src 'self'/, 'the strict policy is kept');
    assert.match(strict, /; frame-ancestors 'self'$/);
    assert.equal(strict.match(/frame-ancestors/g)?.length, 1);
    const survey = await raw(s.url, 'GET', '/survey?ref=ABC');
    assert.doesNotMatch(String(survey.headers['content-security-policy'] ?? ''), /frame-ancestors/);
    assert.equal(survey.headers['x-frame-options'], undefined);
    const api = await raw(s.url, 'GET', '/api/v1/locations');
    assert.equal(api.headers['content-security-policy'], undefined);
  });
});

describe('rate limits', () => {
  const calls = /** @type {const} */ ([
    ['/api/v1/search', searchBody()],
    ['/api/v1/select', { vehicle_id: 1, payment_type: 'N', booking_token: 'x'.repeat(20) }],
    [
      '/rental-api/v1/request-call',
      { name: 'A', phone: '412345678', email: 'a@example.com', call_time: '8am - 9am AEDT', type: 'REQ_CALL' },
    ],
    ['/rental-api/v1/subscription/store', {}],
    ['/rental-api/v1/subscription/select', {}],
  ]);

  test('each limited call: N a minute per client address, then 429 with Retry-After; a minute later it works again', async () => {
    const s = await server({ rateLimitPerMin: 3 });
    for (const [path, body] of calls) {
      const start = s.clock.now();
      for (let i = 0; i < 3; i += 1)
        assert.notEqual((await raw(s.url, 'POST', path, { body })).status, 429, `${path} call ${i + 1}`);
      s.clock.advance(20_000);
      const limited = await raw(s.url, 'POST', path, { body });
      assert.equal(limited.status, 429, path);
      assert.equal(limited.headers['retry-after'], '40', path);
      assert.deepEqual(JSON.parse(limited.text), {
        title: 'Too many requests',
        message: 'Too many requests from your connection. Please wait a minute and try again.',
      });
      // another client address has its own count
      assert.notEqual(
        (await raw(s.url, 'POST', path, { body, from: '127.0.0.2' })).status,
        429,
        `${path} from another address`,
      );
      s.clock.set(start + 61_000);
      assert.notEqual((await raw(s.url, 'POST', path, { body })).status, 429, `${path} a minute later`);
    }
    // calls that are not limited
    for (let i = 0; i < 6; i += 1) assert.equal((await raw(s.url, 'GET', '/api/v1/locations')).status, 200);
  });

  test('the limits count each call apart: searches do not use up selects', async () => {
    const s = await server({ rateLimitPerMin: 2 });
    for (let i = 0; i < 2; i += 1) await raw(s.url, 'POST', '/api/v1/search', { body: searchBody() });
    assert.equal((await raw(s.url, 'POST', '/api/v1/search', { body: searchBody() })).status, 429);
    assert.notEqual((await raw(s.url, 'POST', '/api/v1/select', { body: {} })).status, 429);
  });

  test('default 120 a minute; 0 turns the limits off', async () => {
    assert.equal(DEFAULT_RATE_LIMIT_PER_MIN, 120);
    assert.equal(parseRateLimit(undefined), 120);
    assert.equal(parseRateLimit('0'), 0);
    assert.equal(parseRateLimit('30'), 30);
    for (const bad of ['-1', '1.5', 'lots'])
      assert.throws(() => parseRateLimit(bad), /RATE_LIMIT_PER_MIN must be a whole number/);

    const byDefault = await server();
    const statuses = [];
    for (let i = 0; i < 121; i += 1)
      statuses.push((await raw(byDefault.url, 'POST', '/rental-api/v1/subscription/store', { body: {} })).status);
    assert.equal(statuses.filter((code) => code === 429).length, 1, 'the 121st call in a minute');
    assert.equal(statuses[120], 429);

    const off = await server({ rateLimitPerMin: 0 });
    for (let i = 0; i < 130; i += 1)
      assert.notEqual((await raw(off.url, 'POST', '/rental-api/v1/subscription/store', { body: {} })).status, 429);
  });
});
