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
import { Worker } from 'node:worker_threads';
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

  // Manage my booking's find, timed by a client in a worker thread (bench-find.mjs says why). The
  // server also limits finds per reservation number and per email (api/manage/links.mjs), so every
  // call has a number and an email of its own: that times the lookup, never a 429. What a call
  // matched is seen only in the emails table (a match mails its booking a link).
  const renters = /** @type {{ id: number, reservation_no: string, reservation_ref: string, email: string }[]} */ (
    server.db
      .prepare(
        `SELECT id, reservation_no, reservation_ref, email FROM bookings WHERE type = 'BOOKING' AND status = 'C'
          AND reservation_ref != '' ORDER BY (id * 7919) % 100003 LIMIT ?`,
      )
      .all(4 * FINDS)
  );
  if (renters.length < 4 * FINDS) throw new Error(`${renters.length} paid bookings: too few to time finds`);
  /** @type {[string, (row: typeof renters[number], i: number) => Record<string, string>, number][]} name, body, links each */
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
    // a number no booking has (CHW9000001…) and an email no renter has
    ['unknown number', (row, i) => ({ reservation_no: `CHW${9_000_001 + i}`, email: `nobody${i}@bench.invalid` }), 0],
  ];
  const kindRows = findKinds.map((_, k) => renters.slice(k * FINDS, (k + 1) * FINDS));
  const lastEmail = /** @type {number} */ (server.db.prepare('SELECT COALESCE(MAX(id), 0) FROM emails').pluck().get());
  /** @type {import('./bench-find.mjs').FindBenchPlan} */
  const plan = {
    url,
    kinds: findKinds.map(([name, body], k) => ({ name, bodies: kindRows[k].map(body) })),
    clients: FIND_CLIENTS,
    findEveryMs: 60_000 / DEFAULT_RATE_LIMIT_PER_MIN,
    loadMs: LOAD_MS,
    locationsEveryMs: LOCATIONS_EVERY_MS,
    probeFinds: PROBE_FINDS,
    probeSearch: JSON.stringify(
      searchRequest({
        pickup_location_id: 1,
        pickup_date: day(100),
        dropoff_location_id: 1,
        dropoff_date: day(104),
        promo_code: '',
        search_variant: 'B',
      }),
    ),
  };
  const client = new Worker(new URL('./bench-find.mjs', import.meta.url), { workerData: plan });
  /** @type {import('./bench-find.mjs').FindBenchTimes} */
  let findTimes;
  try {
    findTimes = await new Promise((resolve, reject) => {
      client.once('message', resolve);
      client.once('error', reject);
      client.once('exit', (code) => reject(new Error(`the find bench's client stopped (${code})`)));
    });
  } finally {
    await client.terminate();
  }
  // A server may mail after answering: wait (up to 2 s) for every link the matches should have sent.
  const mailedTo = server.db.prepare('SELECT booking_id FROM emails WHERE id > ?').pluck();
  const expected = findKinds.reduce((sum, [, , links]) => sum + links * FINDS, 0);
  let mailed = /** @type {number[]} */ (mailedTo.all(lastEmail));
  for (const until = performance.now() + 2000; mailed.length < expected && performance.now() < until;) {
    await sleep(20);
    mailed = /** @type {number[]} */ (mailedTo.all(lastEmail));
  }
  const findResults = findTimes.kinds.map(({ name, times }, k) => {
    const ids = new Set(kindRows[k].map((row) => row.id));
    return { name, ...stats(times), mailed: mailed.filter((id) => ids.has(id)).length };
  });
  const { locationsAlone, locationsLoaded, loadDoneMs, searchMs: searchBehindFinds, probeMs } = findTimes;
  /** @param {number[]} statuses */
  const byStatus = (statuses) =>
    Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]));

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
        findStatuses: byStatus(findTimes.loadStatuses),
        doneMs: loadDoneMs,
      },
      p95Ratio: locationsLoadedStats.p95 / locationsAloneStats.p95,
    },
    searchBehindFinds: {
      finds: PROBE_FINDS,
      ms: searchBehindFinds,
      findsDoneMs: probeMs,
      findStatuses: byStatus(findTimes.probeStatuses),
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
    console.log(
      `\nGET /locations every ${LOCATIONS_EVERY_MS} ms for ${LOAD_MS / 1000} s, alone, then while ${FIND_CLIENTS} clients each find at the per-address limit`,
    );
    console.log(
      `  ${'alone'.padEnd(54)} p50 ${ms(locationsAloneStats.p50).padStart(9)}   p95 ${ms(locationsAloneStats.p95).padStart(9)}   (${locationsAloneStats.n} calls)`,
    );
    console.log(
      `  ${`while ${FIND_CLIENTS} clients × ${DEFAULT_RATE_LIMIT_PER_MIN} finds/min`.padEnd(54)} p50 ${ms(loaded.p50).padStart(9)}   p95 ${ms(loaded.p95).padStart(9)}   p95 ×${report.locations.p95Ratio.toFixed(1)} alone (${loaded.n} calls; finds ${status(loaded.findStatuses)}, the last answered at ${(loadDoneMs / 1000).toFixed(1)} s)`,
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
