/**
 * No waterfall: a page tells the browser every module its islands need at once
 * (modulepreload from the build manifest), an island loads in one step, and the search form's
 * first API calls start while its component chunk is still downloading. Nothing here is timed.
 *
 * The load budgets of docs/conventions.md that do not depend on the machine's speed are gates here:
 * - chunk round trips: with 400 ms of latency on every request (CDP; no bandwidth or CPU limit),
 *   every script the page fetches until its island is usable starts in the entry's wave, i.e. no
 *   script request starts at or after another script of the bundle arrived (load-metrics.mjs
 *   chunkRoundTrips); intl-tel-input's chunk, fetched on purpose when the browser is idle, aside;
 * - first-party bytes: the gzip -9 size of the bundle's scripts a page fetched until its island is
 *   usable (home ≤ 28 KB; /checkout ≤ 45 KB, and ≤ 60 KB once the card form is up, without Stripe.js
 *   and the phone-validation utils);
 * - what the search's first API calls wait for: the entry and the island's `first` chunks, ≤ 8 KB.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { islandsMounted, startEnv } from './harness.mjs';
import { seedBooking } from './flows.mjs';
import { searchFields, waitFor } from './renter-helpers.mjs';
import { fillDriver } from './checkout-helpers.mjs';
import { messages } from './messages.mjs';
import { deferred } from './deferred.mjs';
import {
  chunkRoundTrips,
  gzipOfScripts,
  isBundleScript,
  resourceTimes,
  throttle,
  usableAt,
  watchUsable,
} from './load-metrics.mjs';

const KB = 1024;
/** docs/conventions.md "Budgets": first-party JS per page, gzip -9. The home page aims at 27 KB. */
const BUDGET = { home: 28 * KB, checkout: 45 * KB, checkoutCard: 60 * KB };
/**
 * The entry and what the search island's prefetch.ts needs (`islands.search.first`): the search's
 * first API calls start only once these have arrived, so on the slow phone (400 kbit/s) every KB
 * here delays them by 20 ms. 8 KB holds the config, the API client and the prefetch; the UI runtime
 * and the state (15 KB more) must never join them.
 */
const FIRST_CALLS_BUDGET = 8 * KB;
/** Loaded on purpose after the page is usable (the phone field's library, its validation utils). */
const LATER = /\/chunks\/(PhoneFieldIti|utils)-/;
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

let env;
/** The build's manifest.json (rollup.config.mjs). @type {{ entry: string, preload: string[], islands: Record<string, { js: string[], css: string[], first?: string[] }> }} */
let manifest;
before(async () => {
  env = await startEnv();
  manifest = await (await fetch(env.url('/assets/manifest.json'))).json();
});
after(async () => {
  await env?.close();
});

/** The page's modulepreload links, as paths inside /assets/. */
const preloads = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      new URL(/** @type {HTMLLinkElement} */ (link).href).pathname.replace(/^\/assets\//, ''),
    ),
  );

/** Every script under /assets/ the page asks for, as paths inside /assets/. */
function scriptRequests(page) {
  const seen = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) seen.push(path.replace(/^\/assets\//, ''));
  });
  return seen;
}

for (const [
  path,
  island,
  seed,
  budget,
] of /** @type {Array<[path: string, island: import('./load-metrics.mjs').IslandName, seed: boolean, budget?: number]>} */ ([
  ['/', 'search', false, BUDGET.home],
  ['/booking', 'vehicles', true],
  ['/liability-extra', 'liability-extras', true],
  ['/checkout', 'checkout', true, BUDGET.checkout],
])) {
  test(`${path}: the head preloads the entry, the mounter and runtime, and every chunk of the ${island} island; nothing else is fetched before it mounts`, async () => {
    const page = await env.page({ width: 390, height: 844 });
    if (seed) await seedBooking(env, page, { withLiability: true });
    const requested = scriptRequests(page);
    await throttle(page, { latency: 400, kbits: 0 });
    await page.addInitScript(watchUsable, island);
    await page.goto(env.url(path));
    await islandsMounted(page);
    const usable = await usableAt(page);
    assert.ok(usable !== null, `the ${island} island is usable`);
    // Round trips and bytes until the island is usable (resource timing, so no request is missed:
    // an entry is added when its response ends, so the requests started by then must settle first).
    await page.waitForLoadState('networkidle');
    const times = (await resourceTimes(page)).filter((entry) => entry.startTime <= usable);
    const { trips, late: waited } = chunkRoundTrips(times, { ignore: LATER });
    assert.equal(
      trips,
      0,
      `scripts that waited for another script to arrive (a chunk round trip): ${waited.join(', ')}`,
    );
    if (budget) {
      const { bytes, files } = await gzipOfScripts(
        times.map((entry) => entry.name).filter((url) => isBundleScript(url) && !LATER.test(url)),
      );
      assert.ok(
        bytes <= budget,
        `${path}: ${kb(bytes)} of first-party JS (gzip -9) at load, over its ${kb(budget)} budget: ${files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`,
      );
    }
    const listed = await preloads(page);
    assert.ok(
      manifest.preload.length > 0 && manifest.islands[island].js.length > 0,
      'the manifest lists the modules to preload',
    );
    assert.deepEqual(new Set(listed), new Set([manifest.entry, ...manifest.preload, ...manifest.islands[island].js]));
    // What the island's first API calls need is asked for first (after the entry).
    const first = manifest.islands[island].first ?? [];
    if (island !== 'vehicles') assert.ok(first.length > 0, `${island} has a prefetch`);
    assert.deepEqual(listed.slice(0, 1 + first.length), [manifest.entry, ...first]);
    // intl-tel-input (PhoneFieldIti) is left out of the first load on purpose: the phone field fetches
    // it on first use or when the browser is idle after load, which can come before this check.
    const late = [...new Set(requested)].filter(
      (file) => !listed.includes(file) && !/^chunks\/PhoneFieldIti-/.test(file),
    );
    assert.deepEqual(late, [], 'scripts the page did not preload (each would be a round trip of its own)');
    assert.deepEqual(page.errors, []);
  });
}

test('the search form asks for the branches and vehicle types with only the entry and its first chunks there (≤ 8 KB); the rest is still on its way', async () => {
  const first = manifest.islands.search.first ?? [];
  assert.ok(first.length > 0, 'the search island has a prefetch');
  const { bytes, files } = await gzipOfScripts([manifest.entry, ...first].map((file) => env.url(`/assets/${file}`)));
  assert.ok(
    bytes <= FIRST_CALLS_BUDGET,
    `the search's first API calls wait for ${kb(bytes)} (gzip -9), over ${kb(FIRST_CALLS_BUDGET)}: ${files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`,
  );
  const page = await env.page({ width: 390, height: 844 });
  // Every other script of the page (the mounter and state, the island's component chunks) is held.
  const held = deferred();
  const calls = [];
  await page.route('**/assets/**/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/assets\//, '');
    if (file !== manifest.entry && !first.includes(file)) await held.promise;
    await route.continue();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  await page.goto(env.url('/'), { waitUntil: 'commit' });
  await waitFor(
    () => calls.includes('/api/v1/locations') && calls.includes('/api/v1/vehicle-type-categories'),
    'the first API calls while the other chunks are held',
  );
  held.resolve();
  await islandsMounted(page);
  const f = searchFields(page);
  await waitFor(async () => (await f.pickupLocation.locator('option').count()) > 1, 'the branches');
  // The prefetched answers are used: each list was asked for once.
  assert.equal(calls.filter((call) => call === '/api/v1/locations').length, 1);
  assert.equal(calls.filter((call) => call === '/api/v1/vehicle-type-categories').length, 1);
  assert.deepEqual(page.errors, []);
});

test('/checkout through the card step: the driver form, MAKE PAYMENT and the card form take ≤ 60 KB of first-party JS (without Stripe.js and the phone utils)', async () => {
  const page = await env.page({ width: 390, height: 844 });
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url('/checkout'));
  await islandsMounted(page);
  await page.getByLabel(messages.firstNameField, { exact: true }).waitFor();
  await fillDriver(page, { email: 'budget.card@example.com' });
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByLabel('Card number').waitFor();
  const urls = (await resourceTimes(page)).map((entry) => entry.name).filter((url) => isBundleScript(url));
  const { bytes, files } = await gzipOfScripts(urls.filter((url) => !/\/chunks\/utils-/.test(url)));
  assert.ok(
    bytes <= BUDGET.checkoutCard,
    `${kb(bytes)} of first-party JS through the card step, over ${kb(BUDGET.checkoutCard)}: ${files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`,
  );
  assert.deepEqual(page.errors, []);
});
