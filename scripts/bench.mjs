#!/usr/bin/env node
/**
 * `npm run bench`: a report, never a failing test (the deterministic budgets, bytes and chunk
 * round trips, are gates in test/e2e/loading.test.mjs). Measures the shipped build
 * (wp-plugin/assets) against the budgets of docs/conventions.md:
 *  - gzip size of every chunk, the entry, and the total;
 *  - the check-in island's own chunk (its budget) and whether home loads any of check-in's chunks;
 *  - first-party JS loaded by the demo pages in Chromium (home before the
 *    calendar opens; /booking and /checkout with a real booking in progress,
 *    checkout without Stripe.js and the phone-validation utils; Manage my booking
 *    opened into check-in from the reminder's link), and their CLS;
 *  - a "slow phone" profile (390 px, 4× CPU, 400 kbit/s, 400 ms RTT, cold cache):
 *    time until each island is usable, sequential chunk round trips, LCP, CLS;
 *  - INP-style interaction timings under 4× CPU;
 *  - Lighthouse mobile performance, the booking steps with a booking in progress;
 * then runs the reference server's own bench (demo/bench.mjs).
 *
 * `npm run bench -- --against <rev>` also builds <rev> in a temporary git worktree (node_modules
 * hard-linked from this tree) and serves it with that revision's own demo server and pages; the
 * page, slow-phone and interaction figures are then measured for both builds alternately in one
 * run (A B, B A, …: a machine whose load changes affects both alike) and printed side by side with
 * their ratio (this / other). `--runs N` repeats each timed figure (default 3 with --against, else 1).
 * Lighthouse and the server bench run for this tree only. The machine's load average is printed with
 * each part: absolute times move with it, ratios much less.
 */
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startEnv } from '../test/e2e/harness.mjs';
import { searchFields } from '../test/e2e/renter-helpers.mjs';
import { fillDriver } from '../test/e2e/checkout-helpers.mjs';
import { messages } from '../test/e2e/messages.mjs';
import { chunkRoundTrips, resourceTimes, throttle, usableAt, watchUsable } from '../test/e2e/load-metrics.mjs';
import { searchRequest } from '../demo/test/searchRequest.mjs';
import { managedBooking } from '../test/e2e/manage-helpers.mjs';
import { freshLink } from '../test/e2e/checkin-helpers.mjs';
import { ymdPlus } from '../test/clock.mjs';
import { DEMO_STAFF } from '../demo/db/catalog-data.mjs';
import { routes } from '../test/routes.mjs';

/**
 * What the bench's init scripts keep on the page's window: CLS and LCP so far, and the
 * input-to-next-paint times seen.
 * @typedef {Window & { __cls?: number, __lcp?: number, __nextPaint?: number[] }} BenchWindow
 */
/** A layout-shift entry (not in TypeScript's DOM types). @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean }} LayoutShift */
/** A booking started over the API: its token cookie and the stored state. @typedef {{ token: string, storage: string }} Progress */
/** @typedef {{ bytes: number, cls: number, files: number, later: string }} PageLoad */
/** @typedef {import('../test/e2e/load-metrics.mjs').IslandName} IslandName */
/**
 * One build under test: its name, source tree, assets folder and manifest, and (once started) its
 * demo server and browser with a booking in progress.
 * @typedef {{ name: string, root: string, assets: string, manifest: { entry: string, files: string[], islands?: Record<string, { js: string[] }> },
 *   env?: import('../test/e2e/harness.mjs').Env, progress?: Progress, staff?: string }} Build
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: cli } = parseArgs({
  options: { against: { type: 'string' }, runs: { type: 'string' } },
  args: process.argv.slice(2),
});
const RUNS = Math.max(1, Number(cli.runs ?? (cli.against ? 3 : 1)) || 1);
// CHW_ASSETS_DIR measures another build (e.g. one made with CHW_OUT_DIR) instead of the shipped one.
const assets = process.env.CHW_ASSETS_DIR
  ? `${process.env.CHW_ASSETS_DIR.replace(/\/$/, '')}/`
  : `${root}wp-plugin/assets/`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const verdict = (value, budget) => (value <= budget ? 'within budget' : `OVER by ${kb(value - budget)}`);
const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min) on ${cpus().length} cores`;

// CHW_BENCH=pages,slow (any of pages, slow, inp, lighthouse, server) runs only those parts; chunk sizes always.
const parts = new Set((process.env.CHW_BENCH || 'pages,slow,inp,lighthouse,server').split(','));
const BUDGET = {
  entry: 2048,
  home: 28 * 1024,
  checkout: 45 * 1024,
  checkoutCard: 60 * 1024,
  chunk: 160 * 1024,
  // Online check-in's own chunk (flows/checkin: its steps), loaded by the manage page once a booking
  // shows and by the check-in block: 9.9 KB when it was first measured with the additional-driver fee.
  checkinChunk: 12 * 1024,
};
/**
 * Manage my booking opened into check-in: no time target in docs/conventions.md yet (the time is
 * reported), and one chunk round trip by design: check-in's own chunk, asked for by the manage
 * island's chunk as it runs (CheckinMount), while the page opens its session.
 */
const CHECKIN_TRIPS = 1;

/** @param {string} cwd @param {string[]} args */
const git = (cwd, ...args) => spawnSync('git', args, { cwd, encoding: 'utf8' });

if (!existsSync(`${assets}manifest.json`)) {
  console.log('Building first (npm run build)…');
  spawnSync(process.execPath, [`${root}node_modules/rollup/dist/bin/rollup`, '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
}
const dirty = git(root, 'status', '--porcelain', '--untracked-files=no').stdout.trim() ? '+changes' : '';
/** @type {Build} */
const current = {
  name: `${git(root, 'rev-parse', '--short', 'HEAD').stdout.trim() || 'this'}${dirty}`,
  root,
  assets,
  manifest: JSON.parse(await readFile(`${assets}manifest.json`, 'utf8')),
};

/**
 * Builds `rev` in a temporary worktree (removed by the returned `remove`), node_modules hard-linked
 * from this tree, with that revision's own build script.
 * @param {string} rev
 * @returns {{ build: Build, remove: () => void }}
 */
function buildRevision(rev) {
  const sha = git(root, 'rev-parse', '--verify', `${rev}^{commit}`).stdout.trim();
  if (!sha) throw new Error(`--against: no commit "${rev}" in this repository`);
  const dir = `${tmpdir()}/chw-bench-${sha.slice(0, 12)}-${process.pid}`;
  const remove = () => {
    git(root, 'worktree', 'remove', '--force', dir);
    git(root, 'worktree', 'prune');
  };
  const added = git(root, 'worktree', 'add', '--detach', dir, sha);
  if (added.status !== 0) throw new Error(`--against: git worktree add failed: ${added.stderr.trim()}`);
  try {
    spawnSync('cp', ['-al', `${root}node_modules`, `${dir}/node_modules`], { stdio: 'inherit' });
    if (git(root, 'diff', '--quiet', sha, '--', 'package-lock.json').status !== 0)
      console.log(`  note: package-lock.json differs at ${rev}; its build uses this tree's node_modules`);
    console.log(`Building ${rev} (${sha.slice(0, 12)}) in ${dir}…`);
    const built = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, CHW_OUT_DIR: '', CHW_RUNTIME: '' },
    });
    if (built.status !== 0) throw new Error(`--against: the build of ${rev} failed`);
    const other = `${dir}/wp-plugin/assets/`;
    return {
      build: {
        name: rev,
        root: `${dir}/`,
        assets: other,
        manifest: JSON.parse(readFileSync(`${other}manifest.json`, 'utf8')),
      },
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The stored-state version a build's own code writes (its src/state), so a step page reads the
 * booking as that build would have saved it and never runs an old-state migration a real journey
 * would not: the bench of 2026-11-26 seeded version 2 into a version 3 build, which counted the
 * migration chunk as a round trip.
 * @param {Build} build
 */
function stateVersion(build) {
  for (const file of ['src/state/persistFormat.ts', 'src/state/persist.ts']) {
    const path = `${build.root}${file}`;
    const match = existsSync(path) && /STATE_VERSION = (\d+)/.exec(readFileSync(path, 'utf8'));
    if (match) return Number(match[1]);
  }
  return 2;
}

/**
 * Starts a booking over the API and returns what the browser needs to resume it on a step.
 * @param {string} base the demo server's origin
 * @param {number} version the stored state's version
 * @returns {Promise<Progress>}
 */
async function bookingInProgress(base, version) {
  const api = (path, body) =>
    fetch(`${base}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((r) => r.json());
  const locations = (await api('/locations')).data;
  const pickup = locations[0];
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const search = (
    await api(
      '/search',
      searchRequest({
        pickup_location_id: pickup.ID,
        pickup_date: day(10),
        dropoff_location_id: pickup.DropOffLocations[0].ID,
        dropoff_date: day(13),
      }),
    )
  ).data;
  const car = search.availableVehicles.find((c) => c.status);
  const select = (await api('/select', { vehicle_id: car.id, payment_type: 'N', booking_token: search.booking_token }))
    .data.results;
  const insurance = select.insurance_options[0];
  const slices = {
    bookingSearch: {
      pickupId: pickup.ID,
      pickupLocationName: pickup.LocationName,
      pickupDate: day(10),
      pickupTime: '10:00',
      dropOffId: pickup.DropOffLocations[0].ID,
      dropOffLocationName: pickup.DropOffLocations[0].LocationName,
      dropOffDate: day(13),
      dropOffTime: '10:00',
      vehicleCategoryType: 0,
      isOver25: true,
    },
    cars: search.availableVehicles,
    selectedCar: { ...car, paymentType: 'N' },
    selectOptions: { extras: select.optional_fees, insuranceOptions: select.insurance_options },
    selectedLiability: { insurance: { id: insurance.id, name: insurance.name }, extras: [] },
  };
  return { token: search.booking_token, storage: JSON.stringify({ version, slices }) };
}

/** The rows' name for Manage my booking opened into check-in (its address is a fresh link each time). */
const CHECKIN = 'check-in';
let checkinDay = 20;

/**
 * Manage my booking opened into check-in as the reminder email's link opens it: a booking paid over
 * the API on days of its own (no two loads share a car), the server's clock moved to 47 hours
 * before its pick up, and a fresh manage link with `chw_checkin=1`; `restore` puts the clock back.
 * @param {Build} build
 */
async function intoCheckin(build) {
  const env = /** @type {import('../test/e2e/harness.mjs').Env} */ (build.env);
  const start = (checkinDay += 4);
  const before = env.server.clock.now();
  const b = await managedBooking(env, { start, email: `bench.checkin${start}@example.com` });
  env.server.clock.set(Date.parse(`${ymdPlus(start)}T10:00:00+10:00`) - 47 * 3_600_000);
  const link = new URL(await freshLink(env, b));
  link.searchParams.set('chw_checkin', '1');
  return { url: link.href, restore: () => env.server.clock.set(before) };
}

/**
 * Check-in usable (an init script, as load-metrics.mjs's watchUsable): its first step's form shown,
 * the state list filled and the form's button enabled; records `window.__usableAt` once.
 */
function watchCheckin() {
  const win = /** @type {Window & { __usableAt?: number | null }} */ (window);
  win.__usableAt = null;
  const timer = setInterval(() => {
    const step = document.querySelector('.chw-checkin__step');
    const select = step?.querySelector('select');
    const submit = step?.querySelector(/** @type {'button'} */ ('button[type="submit"]'));
    if (step && select && select.options.length > 1 && submit && !submit.disabled) {
      win.__usableAt = performance.now();
      clearInterval(timer);
    }
  }, 25);
}

/** @type {{ build: Build, remove: () => void } | undefined} */
const against = cli.against ? buildRevision(cli.against) : undefined;
/** @type {Build[]} */
const builds = against ? [current, against.build] : [current];
/** Each round in turn starts with the other build (A B, B A, …). @param {number} round */
const inTurn = (round) => (round % 2 ? [...builds].reverse() : builds);
/** `value` for each build side by side, with the ratio this / other. @param {(number | null)[]} values @param {(v: number) => string} show */
const sideBySide = (values, show) => {
  const shown = values.map((value, i) => `${builds[i].name} ${value === null ? '–' : show(value)}`).join('  ');
  const [a, b] = values;
  return builds.length > 1 && a !== null && b !== null && b > 0 ? `${shown}  ratio ${(a / b).toFixed(2)}` : shown;
};

console.log(`# npm run bench: ${builds.map((b) => b.name).join(' against ')}; ${load()}`);
console.log('\n## Chunks (gzip -9)');
for (const build of builds) {
  const sizes = [];
  for (const file of build.manifest.files) sizes.push({ file, gzip: gz(await readFile(build.assets + file)) });
  sizes.sort((a, b) => b.gzip - a.gzip);
  if (build === current) for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const entry = sizes.find((s) => s.file === build.manifest.entry);
  console.log(
    `  ${build.name}: entry ${build.manifest.entry}: ${kb(entry.gzip)} (budget ${kb(BUDGET.entry)}: ${verdict(entry.gzip, BUDGET.entry)}); largest chunk ${sizes[0].file}: ${kb(sizes[0].gzip)} (budget per chunk ${kb(BUDGET.chunk)}: ${verdict(sizes[0].gzip, BUDGET.chunk)}); all ${sizes.length} chunks together: ${kb(total)}`,
  );
  const checkin = checkinChunks(build.manifest);
  if (!checkin) continue;
  const size = (/** @type {string} */ file) => sizes.find((s) => s.file === file)?.gzip ?? 0;
  const own = checkin.own.reduce((sum, file) => sum + size(file), 0);
  const all = checkin.all.reduce((sum, file) => sum + size(file), 0);
  console.log(
    `  ${build.name}: check-in island: its own chunk ${checkin.own.join(', ')}: ${kb(own)} (budget ${kb(BUDGET.checkinChunk)}: ${verdict(own, BUDGET.checkinChunk)}); with the ${checkin.all.length - checkin.own.length} chunks it shares: ${kb(all)}; home loads ${checkin.inHome.length ? `check-in's ${checkin.inHome.join(', ')}: ADDED TO HOME` : "none of check-in's own chunks"}`,
  );
}

/**
 * The check-in island's chunks in a build's manifest: `own`, those no other island loads (its
 * steps); `all`, with the chunks it shares; `inHome`, any of its own the home page's island
 * (search) loads. Null for a build without the island.
 * @param {{ islands?: Record<string, { js: string[] }> }} manifest
 */
function checkinChunks(manifest) {
  const islands = manifest.islands ?? {};
  const checkin = islands['check-in'];
  if (!checkin) return null;
  const others = new Set(
    Object.entries(islands)
      .filter(([name]) => name !== 'check-in')
      .flatMap(([, island]) => island.js),
  );
  const own = checkin.js.filter((file) => !others.has(file));
  const home = new Set(islands.search?.js ?? []);
  return { own, all: checkin.js, inHome: own.filter((file) => home.has(file)) };
}

try {
  for (const build of builds) {
    // Each build with its own revision's demo server, pages and harness.
    const harness =
      build === current ? { startEnv } : await import(pathToFileURL(`${build.root}test/e2e/harness.mjs`).href);
    build.env = await harness.startEnv({ assetsDir: build.assets });
    build.progress = await bookingInProgress(build.env.server.url.replace(/\/$/, ''), stateVersion(build));
  }
  if (parts.has('pages')) await pagesReport();
  if (parts.has('slow')) await slowPhoneReport();
  if (parts.has('inp')) await interactionReport();
  if (parts.has('lighthouse')) await lighthouseReport(current.env, current.progress);
} finally {
  for (const build of builds) await build.env?.close();
  against?.remove();
}

/**
 * The first-party JS each demo page loads (gzip -9) and its CLS, for every build.
 */
async function pagesReport() {
  // atLoad: count only what the page asked for by its load event and the island being usable (what
  // it fetches later, when idle, is reported apart).
  /**
   * @param {Build} build
   * @param {string} path
   * `then`: what the renter does after the load; everything fetched until it is done counts.
   * @param {{ withBooking?: boolean, exclude?: RegExp, atLoad?: IslandName | 'check-in', then?: (page: import('playwright-core').Page) => Promise<void> }} [options]
   * @returns {Promise<PageLoad>}
   */
  const measure = async (build, path, { withBooking = false, exclude = /$^/, atLoad = undefined, then } = {}) => {
    const { env, progress } = build;
    // Check-in: the clock moved into its window and a link of its own (before the page, whose clock is pinned).
    const into = path === CHECKIN ? await intoCheckin(build) : null;
    const page = await env.page({ width: 1280 });
    if (withBooking) {
      await page.context().addCookies([{ name: 'chw_booking_token', value: progress.token, url: env.url('/') }]);
      await page.addInitScript((text) => localStorage.setItem('persist:chw', text), progress.storage);
    }
    await page.addInitScript(() => {
      const win = /** @type {BenchWindow} */ (window);
      win.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {LayoutShift[]} */ (list.getEntries()))
          if (!entry.hadRecentInput) win.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (atLoad === 'check-in') await page.addInitScript(watchCheckin);
    else if (atLoad) await page.addInitScript(watchUsable, atLoad);
    const bodies = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (url.includes('/assets/') && url.endsWith('.js') && !exclude.test(url)) {
        const started = response.request().timing().startTime;
        const file = url.replace(/^.*?\/assets\//, '');
        bodies.push(
          response
            .body()
            .then((body) => ({ started, file, gzip: gz(body) }))
            .catch(() => ({ started, file, gzip: 0 })),
        );
      }
    });
    try {
      await page.goto(into ? into.url : env.url(path), { waitUntil: 'networkidle' });
      const usable = atLoad ? await usableAt(page) : 0;
      if (then) await then(page);
      await page.waitForTimeout(800);
      const { cls, cutoff } = await page.evaluate((at) => {
        const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
          performance.getEntriesByType('navigation')[0]
        );
        return {
          cls: /** @type {BenchWindow} */ (window).__cls,
          cutoff: performance.timeOrigin + Math.max(navigation?.loadEventEnd ?? 0, at ?? 0),
        };
      }, usable);
      const all = await Promise.all(bodies);
      const first = atLoad ? all.filter((body) => body.started <= cutoff) : all;
      const later = all.filter((body) => !first.includes(body));
      const sum = (list) => list.reduce((total, body) => total + body.gzip, 0);
      // Home gains nothing of check-in's: none of its own chunks is among what the page loaded.
      const ownCheckin = new Set(checkinChunks(build.manifest)?.own ?? []);
      const checkinFiles = all.filter((body) => ownCheckin.has(body.file)).map((body) => body.file);
      return {
        bytes: sum(first),
        cls,
        files: first.length,
        later: `${later.length ? `; then, when idle: ${kb(sum(later))} in ${later.length} files` : ''}${
          path === routes.home
            ? checkinFiles.length
              ? `; check-in's ${checkinFiles.join(', ')} loaded: ADDED TO HOME`
              : "; none of check-in's own chunks"
            : ''
        }`,
      };
    } finally {
      await page.context().close();
      into?.restore();
    }
  };
  /** @type {[string, string, Parameters<typeof measure>[2], number?][]} */
  const rows = [
    ['/ (home, calendar closed)', routes.home, {}, BUDGET.home],
    ['/car-rental-locations/brisbane-airport', '/car-rental-locations/brisbane-airport', {}, BUDGET.home],
    [routes.booking, routes.booking, { withBooking: true }],
    [routes.liabilityExtra, routes.liabilityExtra, { withBooking: true }],
    [
      `${routes.checkout} at load (without Stripe.js, phone utils)`,
      routes.checkout,
      { withBooking: true, exclude: /utils/i, atLoad: 'checkout' },
      BUDGET.checkout,
    ],
    [
      `${routes.checkout} through the card step (without Stripe.js, phone utils)`,
      routes.checkout,
      {
        withBooking: true,
        exclude: /utils/i,
        // The driver's details typed (the birth date too), MAKE PAYMENT, the card form up.
        then: async (page) => {
          await page.getByLabel(messages.firstNameField, { exact: true }).waitFor();
          await fillDriver(page, { email: 'bench.card@example.com' });
          await page.getByRole('button', { name: messages.makePayment }).click();
          await page.getByLabel('Card number').waitFor();
        },
      },
      BUDGET.checkoutCard,
    ],
    [
      `${routes.manageBooking} from the check-in reminder's link, until its first step is usable`,
      CHECKIN,
      { atLoad: 'check-in' },
    ],
    [routes.signIn, routes.signIn, {}],
    [routes.carSubscription, routes.carSubscription, {}],
    [routes.requestACall, routes.requestACall, {}],
  ];
  console.log(`\n## Demo pages in Chromium (first-party JS, gzip -9; CLS); ${load()}`);
  for (const [name, path, options, budget] of rows) {
    /** @type {(PageLoad | null)[]} */
    const results = [];
    for (const build of builds)
      results.push(
        path === CHECKIN && !checkinChunks(build.manifest)
          ? null
          : await measure(build, path, options).catch(() => null),
      );
    const [mine] = results;
    if (builds.length === 1) {
      console.log(
        mine
          ? `  ${kb(mine.bytes).padStart(9)} in ${String(mine.files).padStart(2)} files, CLS ${mine.cls.toFixed(3)}  ${name}${budget ? ` (budget ${kb(budget)}: ${verdict(mine.bytes, budget)})` : ''}${mine.later}`
          : `    –  ${name}: could not measure`,
      );
      continue;
    }
    console.log(`  ${name}${budget && mine ? ` (budget ${kb(budget)}: ${verdict(mine.bytes, budget)})` : ''}`);
    console.log(
      `      bytes  ${sideBySide(
        results.map((r) => r?.bytes ?? null),
        kb,
      )}`,
    );
    console.log(
      `      files  ${sideBySide(
        results.map((r) => r?.files ?? null),
        String,
      )}`,
    );
    console.log(
      `      CLS    ${sideBySide(
        results.map((r) => r?.cls ?? null),
        (v) => v.toFixed(3),
      )}`,
    );
  }
}

/**
 * The slow phone of docs/conventions.md "Budgets": 390 px, 4× CPU, 400 kbit/s down and up, 400 ms RTT, nothing cached.
 * @param {import('../test/e2e/harness.mjs').Env} env
 * @param {{ booking?: Progress, staff?: string }} [seed]
 * @param {{ network?: boolean }} [options]
 */
async function slowPhone(env, { booking = undefined, staff = undefined } = {}, { network = true } = {}) {
  const page = await env.page({ width: 390, height: 844 });
  if (booking) {
    await page.context().addCookies([{ name: 'chw_booking_token', value: booking.token, url: env.url('/') }]);
    await page.addInitScript((text) => localStorage.setItem('persist:chw', text), booking.storage);
  }
  if (staff) await page.context().addCookies([{ name: 'chw_auth_token', value: staff, url: env.url('/') }]);
  await throttle(page, network ? { cpu: 4 } : { latency: 0, kbits: 0, cpu: 4 });
  await page.addInitScript(() => {
    const win = /** @type {BenchWindow} */ (window);
    win.__cls = 0;
    win.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries()))
        if (!entry.hadRecentInput) win.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return page;
}

/**
 * Time until usable, chunk round trips (test/e2e/load-metrics.mjs), LCP and CLS on the slow phone,
 * each build in turn, RUNS times.
 */
async function slowPhoneReport() {
  console.log(
    `\n## Slow phone (390 px, 4× CPU, 400 kbit/s, 400 ms RTT, cold cache; targets: home usable ≤ 2.5 s, /booking cards ≤ 3 s, /checkout ≤ 3.5 s, 0 chunk round trips after the entry (check-in: 1)); ${RUNS} run(s) each${builds.length > 1 ? ', alternating' : ''}; ${load()}`,
  );
  /** @type {[string, IslandName | 'check-in', boolean, number?][]} */
  const rows = [
    [routes.home, 'search', false, 2500],
    [routes.booking, 'vehicles', true, 3000],
    [routes.liabilityExtra, 'liability-extras', true],
    [routes.checkout, 'checkout', true, 3500],
    // From the reminder email: Manage my booking straight into check-in (CHECKIN_TRIPS).
    [CHECKIN, 'check-in', false],
  ];
  for (const [path, island, withBooking, target] of rows) {
    const measured = builds.filter((build) => path !== CHECKIN || checkinChunks(build.manifest));
    /** @type {Map<Build, { usable: number | null, trips: number, scripts: number, lcp: number, cls: number }[]>} */
    const seen = new Map(measured.map((build) => [build, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const build of inTurn(round).filter((b) => seen.has(b))) {
        const into = path === CHECKIN ? await intoCheckin(build) : null;
        const page = await slowPhone(build.env, withBooking ? { booking: build.progress } : {});
        try {
          if (island === 'check-in') await page.addInitScript(watchCheckin);
          else await page.addInitScript(watchUsable, island);
          await page.goto(into ? into.url : build.env.url(path), { waitUntil: 'commit' });
          const usable = await usableAt(page);
          await page.waitForTimeout(500);
          const { trips, scripts } = chunkRoundTrips(await resourceTimes(page), { until: usable ?? Infinity });
          const { lcp, cls } = await page.evaluate(() => {
            const win = /** @type {BenchWindow} */ (window);
            return { lcp: win.__lcp, cls: win.__cls };
          });
          seen.get(build).push({ usable, trips, scripts, lcp, cls });
        } finally {
          await page.context().close();
          into?.restore();
        }
      }
    }
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const runsOf = (build, key) => seen.get(build)?.map((run) => run[key]) ?? [];
    const medians = (key) => builds.map((build) => median(runsOf(build, key)));
    const [usable] = medians('usable');
    const goal = target
      ? ` (target ${(target / 1000).toFixed(1)} s: ${usable !== null && usable <= target ? 'met' : 'MISSED'})`
      : '';
    console.log(`  ${path === CHECKIN ? `${routes.manageBooking} from the check-in reminder's link` : path}${goal}`);
    for (const build of measured) {
      const times = runsOf(build, 'usable').map((ms) => (ms === null ? 'not usable in 30 s' : seconds(ms)));
      const trips = Math.max(...runsOf(build, 'trips'));
      console.log(
        `      ${build.name.padEnd(16)} usable ${times.join(', ')}; ${trips} chunk round trip(s) after the entry (${Math.max(...runsOf(build, 'scripts'))} scripts)${trips > (path === CHECKIN ? CHECKIN_TRIPS : 0) ? ' MISSED' : path === CHECKIN ? ` (${CHECKIN_TRIPS} by design: check-in's own chunk)` : ''}; LCP ${runsOf(build, 'lcp').map(seconds).join(', ')}; CLS ${Math.max(...runsOf(build, 'cls')).toFixed(3)}`,
      );
    }
    if (builds.length > 1) {
      console.log(`      median usable ${sideBySide(medians('usable'), seconds)}`);
      console.log(`      median LCP    ${sideBySide(medians('lcp'), seconds)}`);
    }
  }
}

/**
 * INP-style: from the input event to the next frame the browser could paint (the event's
 * timestamp to a task after the following animation frame), under 4× CPU on a fast network.
 */
async function interactionReport() {
  console.log(
    `\n## Interactions under 4× CPU (input to next paint, median of ${Math.max(3, RUNS)}; target ≤ 100 ms each); ${load()}`,
  );
  for (const build of builds) {
    build.staff = await fetch(build.env.url('/api/v1/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_STAFF),
    })
      .then((r) => r.json())
      .then((r) => r.data.Token);
  }
  const watch = () => {
    const win = /** @type {BenchWindow} */ (window);
    win.__nextPaint = [];
    for (const type of ['pointerdown', 'click', 'keydown']) {
      addEventListener(
        type,
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() =>
            setTimeout(() => {
              const took = performance.now() - start;
              win.__nextPaint.push(took);
              try {
                sessionStorage.setItem(
                  'chw-bench-paint',
                  String(Math.max(took, Number(sessionStorage.getItem('chw-bench-paint') || 0))),
                );
              } catch {
                // storage unavailable: the window value is enough
              }
            }),
          );
        },
        { capture: true },
      );
    }
  };
  /** @type {[string, string, 'booking' | 'staff' | null, IslandName, (page: import('playwright-core').Page) => Promise<void>][]} */
  const cases = [
    ['opening the calendar', routes.home, null, 'search', (page) => searchFields(page).pickupDate.click()],
    [
      'choosing a car',
      routes.booking,
      'booking',
      'vehicles',
      (page) => page.locator('[data-chw-island="vehicles"] .chw-car button').first().click(),
    ],
    [
      'toggling an extra',
      routes.liabilityExtra,
      'booking',
      'liability-extras',
      (page) =>
        page.locator('[data-chw-island="liability-extras"] input[type="checkbox"]:not([disabled])').first().click(),
    ],
    [
      'sorting the dashboard table',
      routes.dashboard,
      'staff',
      'dashboard',
      (page) => page.locator('[data-chw-island="dashboard"] th[aria-sort] button').last().click(),
    ],
  ];
  /**
   * One try on a fresh page.
   * @param {Build & { staff?: string }} build
   * @param {string} path
   * @param {'booking' | 'staff' | null} seed
   * @param {IslandName} ready
   * @param {(page: import('playwright-core').Page) => Promise<void>} act
   */
  const once = async (build, path, seed, ready, act) => {
    const page = await slowPhone(
      build.env,
      seed === 'booking' ? { booking: build.progress } : seed === 'staff' ? { staff: build.staff } : {},
      { network: false },
    );
    try {
      await page.addInitScript(watch);
      await page.addInitScript(watchUsable, ready);
      await page.goto(build.env.url(path));
      if ((await usableAt(page)) === null) throw new Error('not usable in 30 s');
      await page.waitForTimeout(1000);
      await page.evaluate(() => sessionStorage.removeItem('chw-bench-paint'));
      await act(page);
      await page.waitForTimeout(600);
      return await page.evaluate(() =>
        Math.max(
          0,
          .../** @type {BenchWindow} */ (window).__nextPaint,
          Number(sessionStorage.getItem('chw-bench-paint') || 0),
        ),
      );
    } finally {
      await page.context().close();
    }
  };
  // At least three tries each (a fresh page every time), the median reported: one try swings widely on a shared machine.
  for (const [name, path, seed, ready, act] of cases) {
    /** @type {Map<Build, number[]>} */
    const tries = new Map(builds.map((build) => [build, []]));
    try {
      for (let round = 0; round < Math.max(3, RUNS); round += 1)
        for (const build of inTurn(round)) tries.get(build).push(await once(build, path, seed, ready, act));
      const medians = builds.map((build) => median(tries.get(build)));
      const shown = (build) => tries.get(build).map(Math.round).join(', ');
      console.log(
        `  ${name}: ${sideBySide(medians, (ms) => `${Math.round(ms)} ms`)} (${builds.map((build) => `${build.name}: ${shown(build)} ms`).join('; ')})${medians[0] > 100 ? '  OVER 100 ms' : ''}`,
      );
    } catch (error) {
      console.log(`    –     ${name}: could not measure (${error.message.split('\n')[0]})`);
    }
  }
}

/**
 * Runs a command without blocking this process; resolves with its status and output.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { timeout: number }} options
 * @returns {Promise<{ status: number | null, stdout: string, stderr: string, error?: Error }>}
 */
function runAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), options.timeout);
    child.on('error', (error) => resolve({ status: null, stdout, stderr, error }));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/**
 * Lighthouse (mobile, performance). Lighthouse is fetched with npx when the bench runs (not a
 * project dependency: its lock entries do not resolve on `npm ci` here). The pages that need no
 * booking run in a Chromium Lighthouse launches itself. For /booking and /checkout the bench
 * launches Debian's Chromium with a debugging port, seeds the booking (cookie and stored state)
 * from a page that loads no widget script (so the cache stays cold), and points Lighthouse at that
 * browser with its storage reset turned off.
 * @param {import('../test/e2e/harness.mjs').Env} env
 * @param {Progress} progress
 */
async function lighthouseReport(env, progress) {
  console.log('\n## Lighthouse (mobile, performance; budget ≥ 95)');
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const report = async (path, extra = [], environment = {}) => {
    // Asynchronous: the demo server runs in this process and must keep answering.
    const run = await runAsync(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        env.url(path),
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        ...extra,
      ],
      { cwd: root, timeout: 180_000, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, ...environment } },
    );
    if (run.status !== 0) {
      const reason = (run.stderr || run.error?.message || '')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('npm warn'))
        .slice(-2)
        .join(' ');
      console.log(`  ${path}: Lighthouse could not run (${reason || `exit ${run.status}`})`);
      return;
    }
    const result = JSON.parse(run.stdout);
    const score = Math.round(result.categories.performance.score * 100);
    const audit = (id) => result.audits[id]?.displayValue ?? '–';
    console.log(
      `  ${String(score).padStart(3)}  ${path}  (LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})${score >= 95 ? '' : '  BELOW 95'}`,
    );
  };
  for (const path of [routes.home, routes.carSubscription, routes.requestACall, routes.signIn])
    await report(path, [`--chrome-flags=${flags}`]);
  for (const path of [routes.booking, routes.checkout]) {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { chromium } = await import('playwright-core');
    const profile = await mkdtemp(`${tmpdir()}/chw-lighthouse-`);
    const chrome = spawn(
      CHROMIUM_PATH,
      ['--headless=new', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    try {
      const port = await new Promise((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30_000);
        chrome.stderr.on('data', (chunk) => {
          text += chunk;
          const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
          if (match) {
            clearTimeout(timer);
            resolve(Number(match[1]));
          }
        });
        chrome.on('exit', () => reject(new Error('Chromium exited')));
      });
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      await context.addCookies([{ name: 'chw_booking_token', value: progress.token, url: env.url('/') }]);
      const seedPage = await context.newPage();
      await seedPage.goto(env.url(routes.terms));
      await seedPage.evaluate((text) => localStorage.setItem('persist:chw', text), progress.storage);
      await seedPage.close();
      await browser.close(); // disconnects; the browser itself keeps running for Lighthouse
      await report(path, [`--port=${port}`, '--disable-storage-reset']);
    } catch (error) {
      console.log(`  ${path}: Lighthouse could not run (${error.message})`);
    } finally {
      chrome.kill('SIGTERM');
      await new Promise((resolve) => (chrome.exitCode === null ? chrome.once('exit', resolve) : resolve()));
      await rm(profile, { recursive: true, force: true });
    }
  }
}

if (parts.has('server') && existsSync(`${root}demo/bench.mjs`)) {
  console.log('\n## Reference server');
  spawnSync(process.execPath, [`${root}demo/bench.mjs`], { cwd: root, stdio: 'inherit' });
}
console.log(`\nDone; ${load()}`);
