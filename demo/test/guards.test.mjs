// @ts-check
/**
 * The reference API guards its stock and itself (issue 33): phone bookings follow the stock rules
 * of /select and hold their car; limits are keyed by what identifies a renter; bodies, content types
 * and origins are checked; the staff search has a bounded cost; exports close their connection.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { serversOnDemand, searchBody, dayFromNow, raw } from './helpers.mjs';
import { buildFilter, Q_MAX_MATCHES, Q_MAX_WORDS } from '../api/staff/filter.mjs';
import { seedBulkBookings } from '../db/seed.mjs';
import { csvCell } from '../lib/csv.mjs';
import { DEMO_STAFF } from '../db/catalog-data.mjs';
/** @typedef {import('./helpers.mjs').TestServer} TestServer */

/** A server per test that needs its own settings, all stopped after the file. */
const server = serversOnDemand();

const BRISBANE_CITY = 8;
const LOGAN = 5;
const PRADO = 10; // the only one at Brisbane City, drivers 25+
const TESLA = 15; // none at Logan
const RES_TEAM = 6; // "Booked by Res Team"
const NOT_INTERESTED = 5;
const NO_ANSWER = 1;

let slot = 0;
/** Dates no other test of this file uses. */
function freshDates() {
  const start = 30 + 5 * slot++;
  return { pickup_date: dayFromNow(start), dropoff_date: dayFromNow(start + 3) };
}

/**
 * A search from `from` (a client address), its booking token.
 * @param {TestServer} s @param {Record<string, unknown>} over @param {string} [from]
 */
async function search(s, over, from) {
  const r = await raw(s.url, 'POST', '/api/v1/search', { body: searchBody(over), from });
  assert.equal(r.status, 200, r.text);
  return /** @type {string} */ (r.json.data.booking_token);
}

/** @param {string} token @param {number} vehicleId */
const phoneBody = (token, vehicleId) => ({
  booking_token: token,
  vehicle_id: vehicleId,
  first_name: 'Jack',
  last_name: 'Wilson',
  email: 'jack@example.com',
  mobile_number: '61412345678',
});

/**
 * @param {TestServer} s @param {string} token @param {number} vehicleId
 * @param {string} [from]
 */
const phoneBooking = (s, token, vehicleId, from) =>
  raw(s.url, 'POST', '/api/v1/phone-booking', { body: phoneBody(token, vehicleId), from });

/** @param {TestServer} s @param {string} token @param {number} vehicleId @param {string} [from] */
const select = (s, token, vehicleId, from) =>
  raw(s.url, 'POST', '/api/v1/select', {
    body: { vehicle_id: vehicleId, payment_type: 'N', booking_token: token },
    from,
  });

const SOLD_OUT = {
  title: 'Sold out',
  message: 'Sorry, this vehicle has just sold out for your dates. Please choose another vehicle.',
  code: 'sold_out',
};

describe('phone bookings follow the stock rules of /select', () => {
  test('two phone bookings on a one-car fleet: the second is 409 sold_out; a renter then cannot select it either', async () => {
    const s = await server();
    const dates = freshDates();
    const at = { ...dates, pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY };
    const first = await phoneBooking(s, await search(s, at), PRADO);
    assert.equal(first.status, 200, first.text);
    const second = await phoneBooking(s, await search(s, at), PRADO);
    assert.deepEqual([second.status, second.json], [409, SOLD_OUT]);
    assert.equal((await select(s, await search(s, at), PRADO)).status, 409, 'held by the phone booking');
    const booked = s.db
      .prepare(`SELECT COUNT(*) FROM bookings WHERE vehicle_id = ? AND status = 'R' AND substr(pickup_dt, 1, 10) = ?`)
      .pluck()
      .get(PRADO, dates.pickup_date);
    assert.equal(booked, 1);
  });

  test('a car the branch does not have: 409 sold_out; a 25+ car on an under-25 search: 400', async () => {
    const s = await server();
    const logan = { ...freshDates(), pickup_location_id: LOGAN, dropoff_location_id: LOGAN };
    const tesla = await phoneBooking(s, await search(s, logan), TESLA);
    assert.deepEqual([tesla.status, tesla.json], [409, SOLD_OUT]);
    const young = await phoneBooking(s, await search(s, { ...freshDates(), is_over_25: false }), PRADO);
    assert.equal(young.status, 400, young.text);
    assert.equal(young.json.message, 'This vehicle is only available to drivers aged 25 and over.');
    const sedans = await phoneBooking(s, await search(s, { ...freshDates(), vehicle_category_type_id: 2 }), 3);
    assert.equal(sedans.status, 400, 'not a car of this search');
  });

  test('the hold lasts PHONE_HOLD_MINUTES; a note that ends the request frees the car, "Booked by Res Team" keeps it', async () => {
    const s = await server({ phoneHoldMinutes: 45, phoneBookingsPerMin: 0 });
    const token = await s.login();
    const at = () => ({ ...freshDates(), pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY });
    /** @param {Record<string, unknown>} where @param {number} [noteId] a note given before the check */
    async function phoneThenSelect(where, noteId) {
      const booked = await phoneBooking(s, await search(s, where), PRADO);
      assert.equal(booked.status, 200, booked.text);
      const id = booked.json.data.booking_id;
      const hold = /** @type {number} */ (
        s.db.prepare('SELECT hold_expires FROM bookings WHERE id = ?').pluck().get(id)
      );
      assert.ok(Math.abs(hold - (s.clock.now() + 45 * 60_000)) < 5000, 'held for PHONE_HOLD_MINUTES');
      if (noteId) {
        const noted = await s.api(
          'PATCH',
          '/api/v1/booking-status',
          { booking_id: id, note_id: noteId, rest_team_no: noteId === RES_TEAM ? 'RT1' : '' },
          { token },
        );
        assert.equal(noted.status, 200, noted.text);
      }
      return (await select(s, await search(s, where), PRADO)).status;
    }
    assert.equal(await phoneThenSelect(at(), NOT_INTERESTED), 200, 'Not interested frees the car');
    assert.equal(await phoneThenSelect(at(), 7), 200, 'Duplicate enquiry frees the car');
    assert.equal(await phoneThenSelect(at(), 3), 200, 'Customer will call back frees the car');
    assert.equal(await phoneThenSelect(at(), NO_ANSWER), 409, 'Called - no answer keeps it');
    const kept = at();
    assert.equal(await phoneThenSelect(kept, RES_TEAM), 409, 'Booked by Res Team keeps it');
    const lapsing = at();
    assert.equal(await phoneThenSelect(lapsing), 409, 'held');
    s.clock.advance(46 * 60_000);
    assert.equal((await select(s, await search(s, lapsing), PRADO)).status, 200, 'the hold has ended');
    assert.equal(
      (await select(s, await search(s, kept), PRADO)).status,
      409,
      'the team booked it: kept after the hold',
    );
  });

  test('a rate limit of its own (5 a minute by default), and the holds count toward the per-client limit', async () => {
    const s = await server({ maxHoldsPerClient: 3 });
    const from = '127.0.0.7';
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const r = await phoneBooking(s, await search(s, freshDates(), from), 3, from);
      assert.equal(r.status, 200, r.text);
      ids.push(r.json.data.booking_id);
    }
    const limited = await phoneBooking(s, await search(s, freshDates(), from), 3, from);
    assert.equal(limited.status, 429);
    assert.equal((await phoneBooking(s, await search(s, freshDates()), 3)).status, 200, 'another address');
    const live = s.db
      .prepare(`SELECT id FROM bookings WHERE id IN (${ids.join(',')}) AND hold_expires > ? ORDER BY id`)
      .pluck()
      .all(s.clock.now());
    assert.deepEqual(live, ids.slice(2), 'an address keeps at most maxHoldsPerClient live holds');
  });
});

describe('limits keyed by what identifies a renter, not the address alone', () => {
  test('four customers behind one address keep their holds; one booking token holds one car (a new choice replaces it)', async () => {
    const s = await server();
    const office = '127.0.0.8';
    const customers = [];
    for (let i = 0; i < 4; i++) {
      const dates = freshDates();
      const token = await search(
        s,
        { ...dates, pickup_location_id: BRISBANE_CITY, dropoff_location_id: BRISBANE_CITY },
        office,
      );
      const chosen = await select(s, token, PRADO, office);
      assert.equal(chosen.status, 200, chosen.text);
      customers.push({ token, dates });
    }
    for (const { token } of customers) {
      const next = await raw(s.url, 'POST', '/api/v1/calculate', {
        body: { booking_token: token, insurance_id: 1, optional_fees: [] },
        from: office,
      });
      assert.equal(next.status, 200, `a customer lost their Prado: ${next.text}`);
    }
    // Each Prado is still held: sold out for anyone else.
    for (const { dates } of customers) {
      const other = await search(s, {
        ...dates,
        pickup_location_id: BRISBANE_CITY,
        dropoff_location_id: BRISBANE_CITY,
      });
      assert.equal((await select(s, other, PRADO)).status, 409);
    }
    // One token, one hold: choosing another car frees the Prado.
    const [first] = customers;
    assert.equal((await select(s, first.token, 9, office)).status, 200);
    const taker = await search(s, {
      ...first.dates,
      pickup_location_id: BRISBANE_CITY,
      dropoff_location_id: BRISBANE_CITY,
    });
    assert.equal((await select(s, taker, PRADO)).status, 200);
  });

  test('a ceiling of 20 live holds per address against scripts', async () => {
    const s = await server();
    const script = '127.0.0.9';
    const ids = [];
    for (let i = 0; i < 21; i++) {
      const token = await search(s, { pickup_date: dayFromNow(120 + i), dropoff_date: dayFromNow(121 + i) }, script);
      assert.equal((await select(s, token, 1, script)).status, 200);
      ids.push(s.db.prepare('SELECT id FROM bookings ORDER BY id DESC LIMIT 1').pluck().get());
    }
    const live = s.db
      .prepare(`SELECT id FROM bookings WHERE id IN (${ids.join(',')}) AND hold_expires > ? ORDER BY id`)
      .pluck()
      .all(s.clock.now());
    assert.deepEqual(live, ids.slice(1), 'the 21st releases the oldest');
  });

  test("sign-in: an attacker's failures elsewhere never lock the agent's own address; spread guesses are slowed", async () => {
    const s = await server();
    /** @param {string} from @param {string} password */
    const signIn = (from, password) =>
      raw(s.url, 'POST', '/api/v1/login', { body: { email: DEMO_STAFF.email, password }, from });
    const agent = '127.0.0.1';
    assert.equal((await signIn(agent, DEMO_STAFF.password)).status, 200, 'the agent signs in at their desk');
    // One attacker address: locked after 5.
    for (let i = 0; i < 5; i++) assert.equal((await signIn('127.0.0.2', `guess${i}`)).status, 401);
    assert.equal((await signIn('127.0.0.2', 'guess')).status, 429);
    // Spread over more addresses: from the 10th failure for the email, an address it never signed in at waits.
    for (let i = 0; i < 4; i++) assert.equal((await signIn('127.0.0.3', `guess${i}`)).status, 401);
    assert.equal((await signIn('127.0.0.4', 'guess')).status, 401, 'the 10th');
    assert.equal((await signIn('127.0.0.4', 'guess')).status, 429);
    const fresh = await signIn('127.0.0.5', DEMO_STAFF.password);
    assert.equal(fresh.status, 429, 'even the right password waits at an address never used before');
    assert.ok(Number(fresh.headers['retry-after']) > 0 && Number(fresh.headers['retry-after']) <= 30);
    // The agent, at their own address, is never locked out by any of it.
    assert.equal((await signIn(agent, 'wrong')).status, 401);
    assert.equal((await signIn(agent, DEMO_STAFF.password)).status, 200);
    s.clock.advance(31_000);
    assert.equal((await signIn('127.0.0.5', DEMO_STAFF.password)).status, 200, 'the back-off has passed');
  });
});

describe('every route has a body limit', () => {
  /**
   * Announces a 200 MB body (or sends it chunked) but sends only its first megabyte and never ends it:
   * the server must answer from what it has read, and close the connection.
   * @param {string} base @param {string} path @param {boolean} chunked
   */
  async function bigPost(base, path, chunked) {
    const started = performance.now();
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const answer = await Promise.race([
      raw(base, 'POST', path, {
        partial: Buffer.alloc(1024 * 1024, 'a'),
        headers: {
          'Content-Type': path === '/survey' ? 'application/x-www-form-urlencoded' : 'application/json',
          ...(chunked ? {} : { 'Content-Length': String(200 * 1024 * 1024) }),
        },
      }),
      new Promise((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`${path}: no answer in 3 s (it waits for the whole body)`)), 3000);
      }),
    ]);
    clearTimeout(timer);
    return { ...answer, ms: performance.now() - started };
  }

  test('a 200 MB body to /survey, the Stripe double and the API: 413 JSON at once, the rest never read', async () => {
    const s = await server();
    const before = process.memoryUsage().rss;
    for (const path of ['/survey', '/stripe-double/confirm', '/api/v1/search', '/rental-api/v1/request-call']) {
      for (const chunked of [false, true]) {
        const r = await bigPost(s.url, path, chunked);
        const how = `${path} ${chunked ? 'chunked' : 'with Content-Length'}`;
        assert.equal(r.status, 413, `${how}: ${r.text.slice(0, 80)}`);
        assert.deepEqual(JSON.parse(r.text), { title: 'Too large', message: 'The request body is too large.' });
        assert.equal(r.headers.connection, 'close', how);
        assert.ok(r.ms < 1000, `${how}: ${Math.round(r.ms)} ms`);
      }
    }
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    assert.ok(grown < 40, `RSS grew ${grown.toFixed(0)} MB`);
    // A body under the limit is still read.
    const survey = await raw(s.url, 'POST', '/survey', {
      text: 'ref=ABC&rating=5',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(survey.status, 200);
  });
});

describe('JSON only, and state changes only from allowed origins', () => {
  const enquiry = {
    name: 'Ann Lee',
    phone: '412345678',
    email: 'ann@example.com',
    call_time: '8am - 9am AEDT',
    type: 'REQ_CALL',
  };

  test('text/plain, a form or no type with a body: 415 JSON, nothing stored (a cross-site "simple" post stops)', async () => {
    const s = await server();
    const count = () => s.db.prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'REQ_CALL'`).pluck().get();
    const before = count();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      for (const path of ['/rental-api/v1/request-call', '/api/v1/search', '/stripe-double/confirm']) {
        const r = await raw(s.url, 'POST', path, {
          text: JSON.stringify(path.includes('request-call') ? enquiry : searchBody()),
          headers: type ? { 'Content-Type': type } : {},
        });
        assert.equal(r.status, 415, `${path} as "${type}": ${r.text}`);
        assert.equal(r.json.title, 'Unsupported media type');
      }
    }
    assert.equal(count(), before);
    const ok = await raw(s.url, 'POST', '/rental-api/v1/request-call', {
      body: enquiry,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    assert.equal(ok.status, 200, ok.text);
    // A call without a body needs no type (sign-out).
    const token = await s.login();
    const out = await raw(s.url, 'POST', '/api/v1/logout', { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(out.status, 200, out.text);
  });

  test('a foreign Origin: 403 on calls that change something; own origin, CORS_ORIGINS and no Origin pass', async () => {
    const s = await server({ corsOrigins: ['https://partner.example'] });
    const post = (/** @type {string | undefined} */ origin) =>
      raw(s.url, 'POST', '/rental-api/v1/request-call', { body: enquiry, headers: origin ? { Origin: origin } : {} });
    const evil = await post('https://evil.example');
    assert.equal(evil.status, 403, evil.text);
    assert.equal(evil.json.title, 'Forbidden');
    assert.equal((await post('null')).status, 403);
    const search = await raw(s.url, 'POST', '/api/v1/search', {
      body: searchBody(),
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(search.status, 403);
    for (const origin of [s.url, 'https://partner.example', undefined]) {
      assert.equal((await post(origin)).status, 200, String(origin));
    }
    // Reading stays open to CORS rules alone.
    assert.equal(
      (await raw(s.url, 'GET', '/api/v1/locations', { headers: { Origin: 'https://evil.example' } })).status,
      200,
    );
  });
});

describe('CSV exports close their connection', () => {
  const openFds = () => readdirSync('/proc/self/fd').length;

  test('HEAD, a client that goes away mid-stream and a finished download leave no descriptor open', async () => {
    const s = await server();
    const token = await s.login();
    const auth = { Authorization: `Bearer ${token}` };
    // Warm up (the first export loads what stays loaded), then count.
    assert.equal((await raw(s.url, 'GET', '/api/v1/dashboard/export', { headers: auth })).status, 200);
    const before = openFds();
    for (let i = 0; i < 20; i++) {
      const head = await raw(s.url, 'HEAD', '/api/v1/dashboard/export', { headers: auth });
      assert.equal(head.status, 200);
      assert.match(String(head.headers['content-type']), /^text\/csv/);
    }
    for (let i = 0; i < 20; i++) {
      const controller = new AbortController();
      const res = await fetch(`${s.url}/api/v1/dashboard/export`, { headers: auth, signal: controller.signal });
      await res.body?.getReader().read();
      controller.abort();
    }
    for (let i = 0; i < 5; i++) {
      assert.equal((await raw(s.url, 'GET', '/api/v1/dashboard/export?q=olivia', { headers: auth })).status, 200);
    }
    // Give the aborted connections a moment to be seen as closed.
    for (let wait = 0; wait < 20 && openFds() > before + 2; wait++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(openFds() <= before + 2, `${openFds() - before} more descriptors open than before`);
  });
});

describe('the staff search has a bounded cost', () => {
  test('repeated words count once, at most Q_MAX_WORDS words, and the index gives at most Q_MAX_MATCHES rows', () => {
    const repeated = buildFilter({ q: Array(16).fill('e.com').join(' ') });
    assert.equal(repeated.params.q_match, '({names email}: "e.com")');
    assert.deepEqual(buildFilter({ q: 'Ann ANN ann' }).params.q_match, buildFilter({ q: 'Ann' }).params.q_match);
    const many = buildFilter({ q: 'one two three four five six seven eight' }).params.q_match;
    assert.equal(String(many).match(/\{names email\}/g)?.length, Q_MAX_WORDS);
    assert.match(repeated.where, new RegExp(`ORDER BY rowid DESC LIMIT ${Q_MAX_MATCHES}\\)`));
  });

  test('at 20k bookings, adversarial q values answer fast, RowCount at most Q_MAX_MATCHES', async () => {
    const s = await server();
    seedBulkBookings(s.db, 20_000);
    const token = await s.login();
    const adversarial = [
      Array(16).fill('e.com').join(' '),
      'e.com',
      '@example.com',
      'com exam e.c .co ple',
      Array(33).fill('an').join(' '),
    ];
    for (const q of adversarial) {
      const started = performance.now();
      const r = await s.api('GET', `/api/v1/bookings?q=${encodeURIComponent(q)}`, undefined, { token });
      const elapsed = performance.now() - started;
      assert.equal(r.status, 200, r.text);
      assert.ok(r.body.RowCount <= Q_MAX_MATCHES, `${q}: RowCount ${r.body.RowCount}`);
      assert.ok(elapsed < 150, `${q}: ${elapsed.toFixed(0)} ms`);
    }
    const common = await s.api('GET', '/api/v1/bookings?q=e.com', undefined, { token });
    assert.equal(common.body.RowCount, Q_MAX_MATCHES, 'a fragment in nearly every email: capped');
  });
});

describe('the smaller guards', () => {
  test('a body the client abandons is logged as one line, without a stack', async () => {
    const s = await server({ silent: false });
    /** @type {string[]} */
    const logged = [];
    const saved = { error: console.error, warn: console.warn };
    console.error = console.warn = (/** @type {unknown[]} */ ...args) => void logged.push(args.map(String).join(' '));
    try {
      for (const path of ['/api/v1/search', '/survey']) {
        const url = new URL(path, s.url);
        const req = request({
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: {
            'Content-Type': path === '/survey' ? 'application/x-www-form-urlencoded' : 'application/json',
            'Content-Length': '10000',
          },
        });
        req.on('error', () => {});
        req.write('{"pickup_location_id":');
        await new Promise((r) => setTimeout(r, 100));
        req.destroy();
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      Object.assign(console, saved);
    }
    const lines = logged.join('\n');
    assert.doesNotMatch(lines, /\n\s+at /, lines);
    assert.match(lines, /POST \/api\/v1\/search: the client went away before its body was read/);
    assert.match(lines, /POST \/survey: the client went away before its body was read/);
    assert.equal(logged.length, 2, lines);
  });

  test("the Stripe double's intent lists: no client secrets, and only for its own origin", async () => {
    const s = await server();
    const token = await search(s, freshDates());
    await select(s, token, 3);
    await s.api('POST', '/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] });
    const saved = await s.api('POST', '/api/v1/save-customer', {
      booking_token: token,
      first_name: 'Olivia',
      last_name: 'Nguyen',
      email: 'olivia@example.com',
      mobile_number: '61412345678',
      birthday: '1990-05-17',
    });
    assert.equal(saved.status, 200, saved.text);
    const list = await raw(s.url, 'GET', '/stripe-double/v1/payment_intents');
    assert.equal(list.status, 200);
    assert.ok(list.json.data.length > 0);
    assert.doesNotMatch(list.text, /client_secret|_secret_/);
    assert.equal(list.headers['access-control-allow-origin'], undefined);
    const elsewhere = await raw(s.url, 'GET', '/stripe-double/v1/setup_intents', {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(elsewhere.status, 403);
    const own = await raw(s.url, 'GET', '/stripe-double/v1/setup_intents', { headers: { Origin: s.url } });
    assert.equal(own.status, 200);
    // The rest of the double stays open to any page (v3.js on a WordPress site).
    const script = await raw(s.url, 'GET', '/stripe-double/v3.js', { headers: { Origin: 'https://wp.example' } });
    assert.equal(script.headers['access-control-allow-origin'], '*');
  });

  test("the strict policy is the default, with base-uri 'none', form-action 'self' and object-src 'none'; csp: 'off' relaxes it", async () => {
    const s = await server();
    const policy = String((await raw(s.url, 'GET', '/checkout')).headers['content-security-policy']);
    for (const part of ["script-src 'self'", "base-uri 'none'", "form-action 'self'", "object-src 'none'"])
      assert.ok(policy.includes(part), `${part} in ${policy}`);
    const relaxed = await server({ csp: 'off' });
    assert.equal(
      (await raw(relaxed.url, 'GET', '/checkout')).headers['content-security-policy'],
      "frame-ancestors 'self'",
    );
  });

  test('the CSV guard sees a formula behind invisible characters', () => {
    for (const start of ['\u200B', '\uFEFF', '\u2060', '\u200C\u200D', '\u00AD', '\u202E', '\u3164', ' \u200B\t']) {
      for (const formula of ['=1+1', '+1+1', '-1+1', '@SUM(A1)']) {
        assert.equal(csvCell(`${start}${formula}`)[0], "'", JSON.stringify(`${start}${formula}`));
      }
    }
    assert.equal(csvCell('\u200BOlivia'), '\u200BOlivia');
    assert.equal(csvCell('O=1'), 'O=1');
  });

  test('malformed UTF-8 in a JSON body: 400, nothing stored', async () => {
    const s = await server();
    const count = () => s.db.prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'REQ_CALL'`).pluck().get();
    const before = count();
    const body = Buffer.concat([
      Buffer.from('{"name":"Ann '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('","phone":"412345678","email":"ann@example.com","call_time":"8am - 9am AEDT","type":"REQ_CALL"}'),
    ]);
    const r = await raw(s.url, 'POST', '/rental-api/v1/request-call', {
      text: body,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(r.status, 400, r.text);
    assert.equal(r.json.message, 'The request body is not valid UTF-8.');
    assert.equal(count(), before);
  });
});
