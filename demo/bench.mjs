#!/usr/bin/env node
// @ts-check
/**
 * API bench: a server on a temporary database with 100k bookings; p50/p95 of
 * /search, of /bookings pages and of its `q` searches (ordinary and adversarial, with their max) and
 * "To call" queue, the time and peak RSS to export them all, and Manage my booking's /manage/find:
 * its p50/p95/max (by reservation number, by full reference, with another email, unknown), what it
 * does to /locations while 10 clients find at the allowed rate, and to a /search behind 200
 * concurrent finds.
 *   node demo/bench.mjs [--rows 100000] [--json]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './app.mjs';
import { seedBulkBookings } from './db/seed.mjs';
import { searchRequest } from './test/searchRequest.mjs';
import { DEMO_STAFF } from './db/catalog-data.mjs';
import { DEFAULT_RATE_LIMIT_PER_MIN } from './lib/rateLimit.mjs';

const args = process.argv.slice(2);
const rowsArg = args.indexOf('--rows');
const ROWS = rowsArg >= 0 ? Number(args[rowsArg + 1]) : 100_000;
const asJson = args.includes('--json');
const SEARCHES = 50;
const PAGE_REPEATS = 20;
/** Finds of each kind, each with a reservation number and an email of its own. */
const FINDS = 50;
/** Clients finding at once while /locations is timed, each at the per-address limit's rate. */
const FIND_CLIENTS = 10;
// A smoke run (--rows 2000) stays quick.
const LOAD_MS = ROWS >= 10_000 ? 10_000 : 2_000;
const LOCATIONS_EVERY_MS = 200;
const PROBE_FINDS = 200;

/** @param {number[]} xs @param {number} p */
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
const mb = (/** @type {number} */ n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const sleep = (/** @type {number} */ n) => new Promise((resolve) => setTimeout(resolve, n));
/** @param {number[]} xs */
const stats = (xs) => ({ n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), max: Math.max(...xs) });
const day = (/** @type {number} */ n) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const dir = mkdtempSync(join(tmpdir(), 'chw-bench-'));
/** @type {Awaited<ReturnType<typeof startServer>> | null} */
let server = null;
try {
  // No per-address limits: every call comes from 127.0.0.1, and the find clients below keep to the
  // limit's rate by themselves, each as if from an address of its own.
  server = await startServer({ port: 0, dbFile: join(dir, 'bench.sqlite'), silent: true, rateLimitPerMin: 0 });
  const t0 = performance.now();
  seedBulkBookings(server.db, ROWS);
  server.db.pragma('optimize');
  const seedMs = performance.now() - t0;
  const total = /** @type {number} */ (server.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get());
  const { url } = server;

  /** @param {string} path @param {RequestInit} [init] */
  async function timed(path, init) {
    const start = performance.now();
    const res = await fetch(url + path, init);
    const body = await res.text();
    const elapsed = performance.now() - start;
    if (!res.ok) throw new Error(`${path} → ${res.status} ${body.slice(0, 200)}`);
    return { elapsed, body };
  }

  const searchTimes = [];
  for (let i = 0; i < SEARCHES; i++) {
    const body = searchRequest({
      pickup_location_id: (i % 9) + 1,
      pickup_date: day(100 + (i % 20)),
      dropoff_location_id: (i % 9) + 1,
      dropoff_date: day(104 + (i % 20)),
      promo_code: i % 3 ? '' : 'SAVE10',
      search_variant: 'B',
    });
    const { elapsed } = await timed('/api/v1/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (i > 0) searchTimes.push(elapsed); // first call warms up
  }

  const login = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF),
  });
  const token = /** @type {{ data: { Token: string } }} */ (await login.json()).data.Token;
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const lastPage = Math.ceil(total / 20);
  const since = new Date(Date.now() - 30 * 86400000).toISOString().slice(0, 10);
  const pages = [
    ['first page', '/api/v1/bookings'],
    ['middle page', `/api/v1/bookings?page=${Math.ceil(lastPage / 2)}`],
    ['last page', `/api/v1/bookings?page=${lastPage}`],
    ['sorted by LastName asc, page 100', '/api/v1/bookings?order_by=LastName&order_direction=asc&page=100'],
    ['sorted by TotalAmount desc', '/api/v1/bookings?order_by=TotalAmount&order_direction=desc'],
    ['filtered status=C type=BOOKING', '/api/v1/bookings?status=C&type=BOOKING'],
    [
      'filtered last 30 days, agent 2, sorted PickupDateTime',
      `/api/v1/bookings?date_from=${since}%2000:00&agent=2&order_by=PickupDateTime&order_direction=asc`,
    ],
    ['filtered vehicle CCAR, note 1, page 3', '/api/v1/bookings?vehicle=CCAR&note=1&page=3'],
  ];
  const pageResults = [];
  for (const [name, path] of pages) {
    const times = [];
    let rowCount = 0;
    for (let i = 0; i <= PAGE_REPEATS; i++) {
      const { elapsed, body } = await timed(path, auth);
      if (i === 0) rowCount = JSON.parse(body).RowCount;
      else times.push(elapsed);
    }
    pageResults.push({ name, rowCount, p50: pct(times, 50), p95: pct(times, 95) });
  }

  // `q` (the search box) and the "To call" queue: each kind of search with 20 different values
  // taken from the data, so the p95 is over real variety, not one cached answer.
  const sample = /** @type {{ reservation_no: string, last_name: string, email: string, phone: string }[]} */ (
    server.db
      .prepare(
        "SELECT reservation_no, last_name, email, phone FROM bookings WHERE reservation_no != '' AND phone != '' ORDER BY (id * 7919) % 1000 LIMIT ?",
      )
      .all(PAGE_REPEATS)
  );
  const enc = encodeURIComponent;
  /** @type {[string, (row: typeof sample[number]) => string][]} */
  const searches = [
    ['q reservation no (exact)', (row) => `q=${enc(row.reservation_no)}`],
    ['q reservation no (prefix of 7)', (row) => `q=${enc(row.reservation_no.slice(0, 7))}`],
    ['q last name', (row) => `q=${enc(row.last_name)}`],
    ['q email', (row) => `q=${enc(row.email)}`],
    ['q part of an email', (row) => `q=${enc(row.email.split('@')[0].slice(1, 8))}`],
    [
      'q phone digits (0412 345 678 form)',
      (row) => `q=${enc(`0${row.phone.slice(2, 5)} ${row.phone.slice(5, 8)} ${row.phone.slice(8)}`)}`,
    ],
    ['q first and last name', (row) => `q=${enc(`${row.email.split('.')[0]} ${row.last_name}`)}`],
    [
      'q last name + status=C, sorted PickupDateTime',
      (row) => `q=${enc(row.last_name)}&status=C&order_by=PickupDateTime&order_direction=asc`,
    ],
    ['q last name, page 3', (row) => `q=${enc(row.last_name)}&page=3`],
    ['queue=to_call', () => 'queue=to_call'],
    ['queue=to_call + q last name', (row) => `queue=to_call&q=${enc(row.last_name)}`],
  ];
  // Adversarial `q`: what a script (or a stuck key) can send, each in 20 spellings like the others.
  const domain = (/** @type {typeof sample[number]} */ row) => row.email.split('@')[1] ?? 'example.com';
  /** @type {[string, (row: typeof sample[number]) => string][]} */
  const adversarial = [
    ['adversarial: 16 × "e.com"', () => `q=${enc(Array(16).fill('e.com').join(' '))}`],
    ['adversarial: the domain repeated to 100 chars', (row) => `q=${enc(`${domain(row)} `.repeat(20).slice(0, 100))}`],
    ['adversarial: common fragments', (row) => `q=${enc(`com ${domain(row).slice(0, 4)} e.c .co @${domain(row)}`)}`],
    ['adversarial: "@" + the domain', (row) => `q=${enc(`@${domain(row)}`)}`],
    ['adversarial: 33 × a 2-letter name', () => `q=${enc(Array(33).fill('an').join(' '))}`],
    ['adversarial: many words', () => `q=${enc('son ann lee com exa mpl ple ole ver tin ian')}`],
    ['adversarial: "CHW1" (every reservation)', () => 'q=CHW1'],
  ];
  searches.push(...adversarial);
  const searchResults = [];
  for (const [name, query] of searches) {
    await timed(`/api/v1/bookings?${query(sample[0])}`, auth); // warm-up
    const times = [];
    let rows = 0;
    for (const row of sample) {
      const { elapsed, body } = await timed(`/api/v1/bookings?${query(row)}`, auth);
      times.push(elapsed);
      rows += JSON.parse(body).RowCount;
    }
    searchResults.push({
      name,
      meanRowCount: Math.round(rows / sample.length),
      p50: pct(times, 50),
      p95: pct(times, 95),
      max: Math.max(...times),
    });
  }

  // Export: time to stream every row, and the process's peak RSS while it runs.
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const exportStart = performance.now();
  const res = await fetch(`${url}/api/v1/dashboard/export`, auth);
  if (!res.ok || !res.body) throw new Error(`export → ${res.status}`);
  let bytes = 0;
  let lines = 0;
  // Node's web stream is async-iterable; the DOM lib's type of `fetch` does not say so.
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (res.body))) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const exportMs = performance.now() - exportStart;
  clearInterval(sampler);

  // Manage my booking's find. The server also limits finds per reservation number and per email
  // (manage.mjs), so every call has a number and an email of its own: that times the lookup, never a
  // 429. What a call matched is seen only in the emails table (a match mails a link).
  const renters = /** @type {{ reservation_no: string, reservation_ref: string, email: string }[]} */ (
    server.db
      .prepare(
        `SELECT reservation_no, reservation_ref, email FROM bookings WHERE type = 'BOOKING' AND status = 'C'
          AND reservation_ref != '' ORDER BY (id * 7919) % 100003 LIMIT ?`,
      )
      .all(4 * FINDS)
  );
  if (renters.length < 4 * FINDS) throw new Error(`${renters.length} paid bookings: too few to time finds`);
  const mailCount = server.db.prepare('SELECT COUNT(*) FROM emails').pluck();
  let findNo = 0;
  /** A number no booking has (CHW9000001…) and an email no renter has: a miss. */
  const unknown = () => ({ reservation_no: `CHW${9_000_000 + ++findNo}`, email: `nobody${findNo}@bench.invalid` });
  // A script's enumeration: numbers in order (CHW100001…, each once), an email of its own each time.
  let guessNo = 0;
  const guess = () => ({ reservation_no: `CHW${100_000 + ++guessNo}`, email: `guess${guessNo}@bench.invalid` });
  /** @param {Record<string, string>} body */
  const find = (body) =>
    fetch(`${url}/api/v1/manage/find`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  /** Emails stored since `before`, once `expected` of them are there (a server may mail after answering). */
  async function mailedSince(/** @type {number} */ before, /** @type {number} */ expected) {
    const until = performance.now() + 2000;
    let sent = /** @type {number} */ (mailCount.get()) - before;
    while (sent < expected && performance.now() < until) {
      await sleep(20);
      sent = /** @type {number} */ (mailCount.get()) - before;
    }
    return sent;
  }
  /** @type {[string, (row: typeof renters[number]) => Record<string, string>, number][]} name, body, links expected */
  const findKinds = [
    ['reservation number + email (match)', (row) => ({ reservation_no: row.reservation_no, email: row.email }), 1],
    [
      'full reference, lower case + email (match)',
      (row) => ({ reservation_no: row.reservation_ref.toLowerCase(), email: row.email }),
      1,
    ],
    [
      'reservation number + another email',
      (row) => ({ reservation_no: row.reservation_no, email: `x${row.email}` }),
      0,
    ],
    ['unknown number', () => unknown(), 0],
  ];
  const findResults = [];
  let rowAt = 0;
  for (const [name, body, links] of findKinds) {
    await timed('/api/v1/manage/find', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(guess()),
    }); // warm-up
    const times = [];
    const before = /** @type {number} */ (mailCount.get());
    for (let i = 0; i < FINDS; i++) {
      const { elapsed } = await timed('/api/v1/manage/find', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body(renters[rowAt++])),
      });
      times.push(elapsed);
    }
    findResults.push({ name, ...stats(times), mailed: await mailedSince(before, links * FINDS) });
  }

  // /locations alone, then while FIND_CLIENTS clients each find at the per-address limit's rate. Calls
  // go out on a fixed schedule whatever the answers do (a blocked server delays this process's timers
  // too, so late calls are sent at once), and each /locations is timed from when it was due.
  const locationsAlone = [];
  for (let i = 0; i <= PAGE_REPEATS * 2; i++) {
    const { elapsed } = await timed('/api/v1/locations');
    if (i > 0) locationsAlone.push(elapsed);
  }
  const findEveryMs = 60_000 / DEFAULT_RATE_LIMIT_PER_MIN;
  /** @type {{ at: number, locations: boolean }[]} */
  const schedule = [];
  for (let client = 0; client < FIND_CLIENTS; client++)
    for (let at = (client * findEveryMs) / FIND_CLIENTS; at < LOAD_MS; at += findEveryMs)
      schedule.push({ at, locations: false });
  for (let at = LOCATIONS_EVERY_MS / 2; at < LOAD_MS; at += LOCATIONS_EVERY_MS) schedule.push({ at, locations: true });
  schedule.sort((a, b) => a.at - b.at);
  /** @type {Promise<number>[]} */
  const loadFinds = [];
  /** @type {Promise<number>[]} */
  const loadLocations = [];
  const loadStart = performance.now();
  for (const { at, locations } of schedule) {
    const due = loadStart + at;
    if (due > performance.now()) await sleep(due - performance.now());
    if (locations)
      loadLocations.push(
        fetch(`${url}/api/v1/locations`).then(async (res) => {
          await res.text();
          if (!res.ok) throw new Error(`/api/v1/locations → ${res.status}`);
          return performance.now() - due;
        }),
      );
    else loadFinds.push(find(guess()));
  }
  const locationsLoaded = await Promise.all(loadLocations);
  const loadStatuses = await Promise.all(loadFinds);
  const loadDrainMs = performance.now() - loadStart;
  /** @param {number[]} statuses */
  const byStatus = (statuses) =>
    Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]));

  // The issue's probe: PROBE_FINDS finds at once, then a /search right behind them.
  const probeBody = JSON.stringify(
    searchRequest({
      pickup_location_id: 1,
      pickup_date: day(100),
      dropoff_location_id: 1,
      dropoff_date: day(104),
      promo_code: '',
      search_variant: 'B',
    }),
  );
  const probeStart = performance.now();
  const probeFinds = Array.from({ length: PROBE_FINDS }, () => find(guess()));
  const { elapsed: searchBehindFinds } = await timed('/api/v1/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: probeBody,
  });
  const probeStatuses = await Promise.all(probeFinds);
  const probeMs = performance.now() - probeStart;

  const locationsAloneStats = stats(locationsAlone);
  const locationsLoadedStats = stats(locationsLoaded);
  const report = {
    rows: total,
    seedMs,
    search: { n: searchTimes.length, p50: pct(searchTimes, 50), p95: pct(searchTimes, 95) },
    bookings: pageResults,
    q: searchResults,
    export: {
      ms: exportMs,
      bytes,
      lines,
      rssBefore,
      rssPeak: peak,
      rssPeakOverall: process.resourceUsage().maxRSS * 1024,
    },
    find: findResults,
    locations: {
      alone: locationsAloneStats,
      whileFinding: {
        ...locationsLoadedStats,
        clients: FIND_CLIENTS,
        findsPerMinEach: DEFAULT_RATE_LIMIT_PER_MIN,
        seconds: LOAD_MS / 1000,
        findStatuses: byStatus(loadStatuses),
        drainedMs: loadDrainMs,
      },
      p95Ratio: locationsLoadedStats.p95 / locationsAloneStats.p95,
    },
    searchBehindFinds: {
      finds: PROBE_FINDS,
      ms: searchBehindFinds,
      findsDoneMs: probeMs,
      findStatuses: byStatus(probeStatuses),
    },
    loadAverage: loadavg(),
  };
  if (asJson) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`\nReference API bench — ${total.toLocaleString('en-AU')} bookings (bulk insert ${ms(seedMs)})\n`);
    console.log(
      `POST /search           p50 ${ms(report.search.p50).padStart(9)}   p95 ${ms(report.search.p95).padStart(9)}   (${report.search.n} requests, 16 cars priced + availability)`,
    );
    console.log('\nGET /bookings (20 per page)');
    for (const r of pageResults)
      console.log(
        `  ${r.name.padEnd(54)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}   RowCount ${r.rowCount}`,
      );
    console.log(`\nGET /bookings with q / queue (20 different values each; target p95 ≤ 50 ms, max ≤ 150 ms)`);
    for (const r of searchResults)
      console.log(
        `  ${r.name.padEnd(54)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}   max ${ms(r.max).padStart(9)}   RowCount ~${r.meanRowCount}`,
      );
    const worst = searchResults.reduce((a, b) => (b.max > a.max ? b : a));
    const over = searchResults.filter((r) => r.p95 > 50 || r.max > 150).map((r) => r.name);
    console.log(
      `  worst max ${ms(worst.max)} (${worst.name}); ${over.length ? `over target: ${over.join(', ')}` : 'all within target'}`,
    );
    console.log(
      `\nGET /dashboard/export  ${lines.toLocaleString('en-AU')} lines, ${mb(bytes)} in ${ms(exportMs)}; RSS ${mb(rssBefore)} before, peak ${mb(peak)} while streaming (server and client share this process)`,
    );
    const status = (/** @type {Record<string, number>} */ counts) =>
      Object.entries(counts)
        .map(([code, n]) => `${n} × ${code}`)
        .join(', ');
    console.log(
      `\nPOST /manage/find (${FINDS} calls each, a number and an email of its own per call; target p95 ≤ 5 ms)`,
    );
    for (const r of findResults)
      console.log(
        `  ${r.name.padEnd(54)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}   max ${ms(r.max).padStart(9)}   links mailed ${r.mailed}`,
      );
    const loaded = report.locations.whileFinding;
    console.log(`\nGET /locations alone, then while ${FIND_CLIENTS} clients each find at the per-address limit`);
    console.log(
      `  ${'alone'.padEnd(54)} p50 ${ms(locationsAloneStats.p50).padStart(9)}   p95 ${ms(locationsAloneStats.p95).padStart(9)}   (${locationsAloneStats.n} calls)`,
    );
    console.log(
      `  ${`${FIND_CLIENTS} × ${DEFAULT_RATE_LIMIT_PER_MIN} finds/min for ${loaded.seconds} s`.padEnd(54)} p50 ${ms(loaded.p50).padStart(9)}   p95 ${ms(loaded.p95).padStart(9)}   p95 ×${report.locations.p95Ratio.toFixed(1)} alone (${loaded.n} calls; finds ${status(loaded.findStatuses)}, the last answered at ${(loadDrainMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `\nPOST /search behind ${PROBE_FINDS} concurrent finds ${ms(searchBehindFinds)} (finds ${status(report.searchBehindFinds.findStatuses)}, the last answered at ${(probeMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `\nLoad average ${report.loadAverage.map((v) => v.toFixed(2)).join(' / ')} (1 / 5 / 15 min) on ${cpus().length} cores\n`,
    );
  }
} finally {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
}
