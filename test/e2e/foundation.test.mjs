/**
 * The foundation in a real browser: every route of spec §2 serves its page and
 * its islands mount; broken state in localStorage, a storage that throws or is
 * full, and broken config never blank the page; the real-React build works.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useEnv, startEnv, islandsMounted, expectNoManageSession } from './harness.mjs';
import { PAGE_ROUTES as pages } from '../../demo/pages/routes.mjs';
import { routes } from '../routes.mjs';
import { ownMessages } from './messages.mjs';

/** Pages whose island sends the visitor elsewhere when a token or state is missing. */
const guarded = new Set(
  /** @type {string[]} */ ([
    routes.booking,
    routes.liabilityExtra,
    routes.checkout,
    routes.complete,
    routes.dashboard,
    routes.subscriptionCarList,
    routes.subscriptionCheckout,
    routes.subscriptionComplete,
    '/subscription-complete/',
  ]),
);

describe('foundation', () => {
  const env = useEnv();

  test('every route serves a page whose islands mount without an error state', async () => {
    const page = await env.page();
    const islandPages = pages.filter((p) => p.islands.length > 0 && !guarded.has(p.path));
    assert.ok(islandPages.length >= 14, `expected the route list, got ${islandPages.length}`);
    for (const { path, islands } of islandPages) {
      const response = await page.goto(env.url(path));
      assert.equal(response.status(), 200, path);
      await islandsMounted(page);
      const mounted = await page.$$eval('[data-chw-island]', (nodes) =>
        nodes.map((n) => [n.getAttribute('data-chw-island'), n.getAttribute('data-chw-mounted')]),
      );
      assert.deepEqual(
        mounted,
        islands.map((name) => [name, 'true']),
        path,
      );
      assert.equal(await page.getByText(ownMessages.islandFailed).count(), 0, path);
      if (islands.includes('manage-booking')) await expectNoManageSession(page);
    }
    for (const path of pages.filter((p) => p.islands.length === 0).map((p) => p.path)) {
      assert.equal((await page.goto(env.url(path))).status(), 200, path);
    }
    assert.deepEqual(page.errors, []);
  });

  const faults = {
    'broken JSON': `localStorage.setItem('persist:chw', '{')`,
    null: `localStorage.setItem('persist:chw', 'null')`,
    'wrong shape': `localStorage.setItem('persist:chw', JSON.stringify({ version: 2, slices: { cars: 5, bookingSearch: 'x', selectedLiability: [] } }))`,
    'old version': `localStorage.setItem('persist:chw', JSON.stringify({ version: 1, slices: { reservation: '{"reservationRef":"R"}' } }))`,
    'storage that throws': `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } })`,
    'quota exceeded': `Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }`,
  };
  for (const [name, script] of Object.entries(faults)) {
    test(`the home page works with ${name} in storage`, async () => {
      const page = await env.page();
      await page.addInitScript(`try { ${script} } catch (e) {}`);
      await page.goto(env.url(routes.home));
      await islandsMounted(page);
      assert.equal(await page.locator('[data-chw-island="search"]').getAttribute('data-chw-mounted'), 'true');
      assert.equal(await page.getByText(ownMessages.islandFailed).count(), 0);
      assert.deepEqual(page.errors, []);
    });
  }

  test('broken config JSON falls back to defaults with a warning, and an unknown island fails alone', async () => {
    const page = await env.page();
    const warnings = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route(env.url(routes.home), async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      body = body.replace(
        /(<script type="application\/json" id="chw-config">)[\s\S]*?(<\/script>)/,
        '$1{"bookingApi":$2',
      );
      body = body.replace(
        '<div data-chw-island="search"',
        '<div data-chw-island="no-such-island"></div><div data-chw-island="search"',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(env.url(routes.home));
    await islandsMounted(page);
    assert.ok(
      warnings.some((w) => w.includes('#chw-config')),
      warnings.join('\n'),
    );
    assert.equal(
      await page.locator('[data-chw-island="no-such-island"]').getByRole('alert').textContent(),
      ownMessages.islandFailed,
    );
    assert.equal(await page.locator('[data-chw-island="search"]').getAttribute('data-chw-mounted'), 'true');
    assert.deepEqual(
      page.errors.filter((e) => !e.includes('no-such-island')),
      [],
    );
  });
});

describe('the real-React build', () => {
  let env;
  before(async () => {
    assert.ok(
      existsSync(fileURLToPath(new URL('../../dist-react/manifest.json', import.meta.url))),
      'run `npm run build:react` first',
    );
    env = await startEnv({ assetsDir: fileURLToPath(new URL('../../dist-react', import.meta.url)) });
  });
  after(async () => {
    await env?.close();
  });

  test('mounts the home, sign-in and enquiry islands with React', async () => {
    const page = await env.page();
    for (const path of [routes.home, routes.signIn, routes.requestACall]) {
      await page.goto(env.url(path));
      await islandsMounted(page);
      assert.equal(await page.locator('[data-chw-island]').first().getAttribute('data-chw-mounted'), 'true', path);
      // React 19 renders concurrently: wait for the island's form rather than counting at once.
      await page.locator('[data-chw-island] form').first().waitFor({ timeout: 10_000 });
    }
    assert.deepEqual(page.errors, []);
  });
});
