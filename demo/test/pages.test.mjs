// @ts-check
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from './helpers.mjs';
import { PAGE_ROUTES, ISLAND_MIN_HEIGHT } from '../pages/routes.mjs';

const ISLANDS = [
  'search',
  'vehicles',
  'liability-extras',
  'checkout',
  'complete',
  'sign-in',
  'dashboard',
  'enquiry',
  'subscription-search',
  'subscription-vehicles',
  'subscription-checkout',
  'subscription-complete',
  'manage-booking',
  'check-in',
];

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let s;
/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let bare;
const assetsDir = mkdtempSync(join(tmpdir(), 'chw-assets-'));
before(async () => {
  writeFileSync(
    join(assetsDir, 'manifest.json'),
    JSON.stringify({ version: '0.1.0', entry: 'main-abc12345.js', files: ['main-abc12345.js'] }),
  );
  writeFileSync(join(assetsDir, 'main-abc12345.js'), 'console.log("chw");\n'.repeat(50));
  s = await startTestServer({ assetsDir, corsOrigins: ['https://wp.example.com'] });
  bare = await startTestServer({ assetsDir: join(assetsDir, 'missing') });
});
after(async () => {
  await s?.stop();
  await bare?.stop();
  rmSync(assetsDir, { recursive: true, force: true });
});

describe('demo host pages', () => {
  test('the route table covers every island', () => {
    const used = new Set(PAGE_ROUTES.flatMap((r) => r.islands));
    assert.deepEqual([...used].sort(), [...ISLANDS].sort());
    assert.deepEqual(Object.keys(ISLAND_MIN_HEIGHT).sort(), [...ISLANDS].sort());
  });

  test("each branch page pre-selects its branch (the search island's location prop, from island.json)", () => {
    const branches = PAGE_ROUTES.filter((route) => route.props?.location).map((route) => [
      route.path,
      route.props?.location,
    ]);
    assert.equal(branches.length, 9);
    assert.deepEqual(
      branches.find(([path]) => path === '/car-rental-locations/brisbane-airport'),
      ['/car-rental-locations/brisbane-airport', 'BNEA'],
    );
    for (const [, code] of branches) assert.match(String(code), /^[A-Z0-9]{2,10}$/);
  });

  for (const route of PAGE_ROUTES) {
    test(`${route.path} → 200 with ${route.islands.join(', ') || 'content'}`, async () => {
      for (const path of route.path === '/' ? ['/'] : [route.path, `${route.path}/`]) {
        const res = await fetch(s.url + path);
        assert.equal(res.status, 200, path);
        const html = await res.text();
        assert.match(html, /^<!doctype html>\n<html lang="en-AU">/);
        assert.match(html, /<title>[^<]+<\/title>/);
        assert.equal(html.match(/<main\b/g)?.length, 1);
        assert.match(html, /Car Hire Widgets demo/);
        const props = route.props ? ` data-chw-props='${JSON.stringify(route.props)}'` : '';
        for (const island of route.islands)
          assert.ok(html.includes(`<div data-chw-island="${island}"${props}></div>`), `${path} ${island}`);
        const configs = html.match(/<script type="application\/json" id="chw-config">([^<]*)<\/script>/g) ?? [];
        const modules = html.match(/<script type="module" src="\/assets\/main-abc12345\.js"><\/script>/g) ?? [];
        if (route.islands.length) {
          assert.equal(configs.length, 1);
          assert.equal(modules.length, 1);
          const config = JSON.parse(/** @type {string} */ (/id="chw-config">([^<]*)</.exec(html)?.[1]));
          assert.equal(config.bookingApi, `${s.url}/api/v1`);
          assert.equal(config.rentalHost, s.url);
          assert.equal(config.apiRoot, 'rental-api');
          assert.equal(config.stripeKey, 'pk_test_chw_demo');
          assert.equal(config.routes.subscriptionComplete, '/subscription-complete');
          assert.equal(config.surveyUrl, `${s.url}/survey?ref={ref}`);
          assert.equal(config.searchVariantUrl, `${s.url}/rental-api/v1/search-variant`);
        } else {
          assert.equal(configs.length + modules.length, 0);
        }
        const stripeAt = html.indexOf('<script defer src="/stripe-double/v3.js"></script>');
        if (route.stripe)
          assert.ok(
            stripeAt > html.indexOf('<script type="module"'),
            'Stripe double after the bundle (a deferred script before it would hold the entry back)',
          );
        else assert.equal(stripeAt, -1);
      }
    });
  }

  test('without a built bundle the page says so', async () => {
    const html = await (await fetch(`${bare.url}/booking`)).text();
    assert.match(html, /bundle not built — run npm run build/);
    assert.ok(html.includes('<div data-chw-island="vehicles"></div>'));
    assert.ok(!html.includes('type="module"'));
  });

  test('a rebuilt manifest is picked up', async () => {
    writeFileSync(
      join(assetsDir, 'manifest.json'),
      JSON.stringify({ version: '0.1.1', entry: 'main-def67890.js', files: [] }),
    );
    const html = await (await fetch(`${s.url}/`)).text();
    assert.ok(html.includes('src="/assets/main-def67890.js"'));
    writeFileSync(
      join(assetsDir, 'manifest.json'),
      JSON.stringify({ version: '0.1.0', entry: 'main-abc12345.js', files: [] }),
    );
  });

  test('/assets: hashed files cached long, compressed; no path escape', async () => {
    const res = await fetch(`${s.url}/assets/main-abc12345.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') || '', /max-age=31536000, immutable/);
    assert.match(res.headers.get('content-type') || '', /javascript/);
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    const manifest = await fetch(`${s.url}/assets/manifest.json`);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${s.url}/assets/..%2F..%2Fpackage.json`)).status, 404);
    assert.equal((await fetch(`${s.url}/assets/nope.js`)).status, 404);
  });

  test('specials, unknown special, survey, stripe double script, 404 page', async () => {
    assert.match(await (await fetch(`${s.url}/specials`)).text(), /SAVE10/);
    assert.equal((await fetch(`${s.url}/specials/nothing-here`)).status, 404);
    assert.match(await (await fetch(`${s.url}/specials/old2020`)).text(), /has ended/);
    const survey = await fetch(`${s.url}/survey?ref=CHW-100001-AB12`);
    const html = await survey.text();
    assert.match(html, /Help Us Improve/);
    assert.match(html, /CHW-100001-AB12/);
    assert.match(html, /lang="en-AU"/);
    const thanks = await fetch(`${s.url}/survey`, {
      method: 'POST',
      body: new URLSearchParams({ ref: 'X1', rating: '5', comment: 'Great' }),
    });
    assert.match(await thanks.text(), /Thank you for your feedback/);
    const v3 = await fetch(`${s.url}/stripe-double/v3.js`);
    assert.match(v3.headers.get('content-type') || '', /javascript/);
    assert.match(await v3.text(), /window\.Stripe = /);
    const missing = await fetch(`${s.url}/no-such-page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page not found/);
  });
});

describe('CORS', () => {
  const preflight = (/** @type {string} */ origin) =>
    fetch(`${s.url}/api/v1/bookings`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
  test('allowed origins: own and configured', async () => {
    for (const origin of [s.url, 'https://wp.example.com']) {
      const res = await preflight(origin);
      assert.equal(res.status, 204);
      assert.equal(res.headers.get('access-control-allow-origin'), origin);
      assert.match(res.headers.get('access-control-allow-headers') || '', /Authorization/);
      assert.match(res.headers.get('access-control-allow-methods') || '', /PATCH/);
    }
    const get = await fetch(`${s.url}/api/v1/locations`, { headers: { Origin: 'https://wp.example.com' } });
    assert.equal(get.headers.get('access-control-allow-origin'), 'https://wp.example.com');
  });
  test('refused origin', async () => {
    const res = await preflight('https://evil.example.net');
    assert.equal(res.status, 403);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    const get = await fetch(`${s.url}/api/v1/locations`, { headers: { Origin: 'https://evil.example.net' } });
    assert.equal(get.headers.get('access-control-allow-origin'), null);
  });
});
