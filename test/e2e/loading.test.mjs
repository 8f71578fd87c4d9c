/**
 * No waterfall: a page tells the browser every module its islands need at once
 * (modulepreload from the build manifest), an island loads in one step, and the search form's
 * first API calls start while its component chunk is still downloading. Nothing here is timed.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { islandsMounted, startEnv } from './harness.mjs';
import { seedBooking } from './flows.mjs';
import { searchFields, waitFor } from './renter-helpers.mjs';
import { deferred } from './deferred.mjs';

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

for (const [path, island, seed] of /** @type {Array<[path: string, island: string, seed: boolean]>} */ ([
  ['/', 'search', false],
  ['/booking', 'vehicles', true],
  ['/checkout', 'checkout', true],
])) {
  test(`${path}: the head preloads the entry, the mounter and runtime, and every chunk of the ${island} island; nothing else is fetched before it mounts`, async () => {
    const page = await env.page({ width: 390, height: 844 });
    if (seed) await seedBooking(env, page, { withLiability: true });
    const requested = scriptRequests(page);
    await page.goto(env.url(path));
    await islandsMounted(page);
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

test('the search form asks for the branches and vehicle types while its component chunk is still on its way', async () => {
  const page = await env.page({ width: 390, height: 844 });
  // The island's component (islands/search/SearchIsland.tsx) shares its chunk with the SearchPanel it renders
  // (flows/search/SearchPanel.tsx), and Rollup names that chunk after SearchPanel.
  const component = manifest.islands.search.js.find((file) => /SearchPanel/.test(file));
  assert.ok(component, 'the search island has its component chunk');
  const held = deferred();
  const calls = [];
  await page.route(`**/assets/${component}`, async (route) => {
    await held.promise;
    await route.continue();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  await page.goto(env.url('/'), { waitUntil: 'commit' });
  await waitFor(
    () => calls.includes('/api/v1/locations') && calls.includes('/api/v1/vehicle-type-categories'),
    'the first API calls while the chunk is held',
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
