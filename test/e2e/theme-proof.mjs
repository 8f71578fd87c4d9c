/**
 * Theme-proof, shared by theme.test.mjs (1280 px) and theme-phone.test.mjs (390 px),
 * two files so each stays within the runner's per-file time limit: every route is loaded twice, as a WordPress classic theme
 * would serve it (WordPress-like classes and wrappers around <main>), once plain and
 * once with test/e2e/hostile-theme.css linked last in <head>. The computed styles of
 * each island's key controls — inputs, selects, buttons, labels, headings, links,
 * lists, tables, the open calendar and the open dialogs — must be equal. Both loads
 * run under the strict CSP, and a CSP violation fails the test like any page error.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useEnv, islandsMounted, motionSettled, expectNoManageSession } from './harness.mjs';
import { seedBooking, staffToken } from './flows.mjs';
import { PROPERTIES, collectStyles, differences } from './computed-styles.mjs';
import { PAGE_ROUTES } from '../../demo/pages/routes.mjs';
import { routes } from '../routes.mjs';

const HOSTILE_URL = '/__hostile-theme.css';
const HOSTILE_GLOB = `**${HOSTILE_URL}`;
const hostileCss = await readFile(new URL('./hostile-theme.css', import.meta.url), 'utf8');

/** The key controls of an island (or a dialog, the overlay, the phone list). */
export const CONTROLS = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'button',
  'label',
  'legend',
  'fieldset',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'a',
  'ul',
  'ol',
  'li',
  'dt',
  'dd',
  'table',
  'th',
  'td',
  'img',
  'iframe',
  'strong',
  'small',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="grid"]',
  '.rdp-root',
  '.rdp-day_button',
  '.rdp-month_caption',
  '.rdp-weekday',
].join(', ');

/** What is read of each route: every island root and its controls (and their ::before/::after). */
const COLLECT = {
  roots: '[data-chw-island], .chw-portal, .chw-iti-popup.iti--detached-country-selector',
  controls: CONTROLS,
  properties: PROPERTIES,
  withRoot: true,
  limit: 400,
  pseudo: true,
  // The date popover opens above its field when the host's layout leaves no room
  // below: where the host puts the field is the host's business, so that class is not part of the key.
  ignoreClasses: ['chw-datefield__popover--above'],
};

/** Serves the page as a classic theme would wrap it; `hostile` adds the theme's sheet last in <head>. */
async function dressAsTheme(page, hostile) {
  await page.route(HOSTILE_GLOB, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: hostileCss }));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let html = await response.text();
    html = html
      .replace('<body>', '<body class="page page-template-default wp-theme">')
      .replace(
        '<main id="main">',
        '<div class="site"><div class="site-content"><main id="main" class="site-main entry-content">',
      )
      .replace('</main>', '</main></div></div>');
    if (hostile) html = html.replace('</head>', `<link rel="stylesheet" href="${HOSTILE_URL}">\n</head>`);
    return route.fulfill({ response, body: html });
  });
}

/** Lets the islands settle: mounted, no request in flight, nothing busy, no hover. */
async function settle(page) {
  await islandsMounted(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-chw-island] [aria-busy="true"], .chw-loading-overlay--shown'),
  );
  await page.mouse.move(0, 0);
  await motionSettled(page);
}

/**
 * Styles of one route's states: as loaded, with the first date field's calendar open,
 * and with the form's message dialog open (an empty search) where the page has one.
 */
async function statesOf(page, path) {
  const states = {};
  states.loaded = await collectStyles(page, COLLECT);
  const dateButton = page.locator('.chw-datefield__button').first();
  if (await dateButton.count()) {
    await dateButton.click();
    await page.locator('.chw-datefield__popover [role="grid"]').first().waitFor();
    await page.mouse.move(0, 0);
    await motionSettled(page);
    states.calendar = await collectStyles(page, COLLECT);
    await page.keyboard.press('Escape');
    await page.locator('.chw-datefield__popover').waitFor({ state: 'detached' });
  }
  if ([routes.home, routes.carSubscription].includes(path)) {
    await page.locator('[data-chw-island] button[type="submit"]').first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.mouse.move(0, 0);
    await motionSettled(page);
    states.dialog = await collectStyles(page, COLLECT);
  }
  return states;
}

/** Puts the page in the state its route needs (a booking, a staff session). */
async function prepare(env, page, path) {
  if ([routes.booking, routes.liabilityExtra, routes.checkout].includes(path))
    await seedBooking(env, page, { withLiability: true });
  if (path === routes.dashboard)
    await page.context().addCookies([{ name: 'chw_auth_token', value: await staffToken(env), url: env.url('/') }]);
}

/**
 * Registers the suite for one viewport width, on the branch pages (`/car-rental-locations/…`,
 * the search island with a location) or on every other island route.
 */
export function themeProofSuite(width, { locations = false } = {}) {
  describe(`theme-proof at ${width} px${locations ? ' (branch pages)' : ''}: a hostile classic theme changes nothing inside the islands`, () => {
    const env = useEnv();

    // Routes a visitor reaches without a finished booking or subscription (the guarded
    // /complete and /subscription-* pages send a fresh visitor home).
    /** @type {string[]} */
    const guarded = [
      routes.complete,
      routes.subscriptionCarList,
      routes.subscriptionCheckout,
      routes.subscriptionComplete,
      '/subscription-complete/',
    ];
    const islandPages = PAGE_ROUTES.filter(
      (route) =>
        route.islands.length &&
        !guarded.includes(route.path) &&
        route.path.startsWith('/car-rental-locations/') === locations,
    );

    test('the route list is covered', () => {
      const expected = locations
        ? ['/car-rental-locations/brisbane-airport', '/car-rental-locations/nsw/sydney-cbd']
        : [
            '/',
            '/car-rental-locations',
            routes.booking,
            routes.liabilityExtra,
            routes.checkout,
            routes.signIn,
            routes.dashboard,
            routes.requestACall,
            routes.longTermCarRental,
            routes.carSubscription,
          ];
      for (const path of expected)
        assert.ok(
          islandPages.some((route) => route.path === path),
          path,
        );
    });

    for (const { path } of islandPages) {
      test(`${path} at ${width} px: equal computed styles with and without the theme; no CSP violation`, async () => {
        const results = [];
        for (const hostile of [false, true]) {
          const page = await env.page({ width, height: 900 });
          await dressAsTheme(page, hostile);
          await prepare(env, page, path);
          await page.goto(env.url(path));
          await settle(page);
          assert.equal(
            new URL(page.url()).pathname.replace(/\/$/, '') || '/',
            path.replace(/\/$/, '') || '/',
            'the route was not redirected',
          );
          if (hostile) {
            // The theme really is on the page: it restyles the host's own heading.
            assert.equal(
              await page.locator('main > h1').evaluate((h1) => getComputedStyle(h1).textTransform),
              'uppercase',
            );
          }
          results.push(await statesOf(page, path));
          if (path === routes.manageBooking) await expectNoManageSession(page);
          assert.deepEqual(page.errors, []);
          await page.close();
        }
        const [plain, themed] = results;
        assert.deepEqual(Object.keys(themed), Object.keys(plain));
        for (const state of Object.keys(plain)) {
          assert.ok(Object.keys(plain[state]).length > 3, `${state}: controls found`);
          const lines = differences(plain[state], themed[state], { names: ['without the theme', 'with the theme'] });
          assert.deepEqual(lines.slice(0, 25), [], `${path} ${state}: ${lines.length} differences`);
        }
      });
    }
  });
}
