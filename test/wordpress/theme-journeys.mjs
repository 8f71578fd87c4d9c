/**
 * The widgets on real WordPress themes: Twenty Twenty-One (classic, styles every
 * input and button), Twenty Twenty-Two and Twenty Twenty-Three (block themes). For each theme,
 * the search, booking, checkout (and its share dialog), dashboard and Manage my booking (find, and a booking
 * opened from its emailed link) pages at 390 and 1280 px
 * (the checkout at 1280 px wider than the theme's reading column): a full-page screenshot
 * into SCREENSHOT_DIR/<theme>/, and the computed styles of each island's key controls, which
 * must equal those on Twenty Twenty-Three (the theme with the fewest global element styles).
 * Width, height and font family are left out of that comparison: the content column is the
 * theme's, and the typeface follows the site by design (src/ui/theme.css).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../chromium.mjs';
import { seedBooking, staffToken } from '../e2e/flows.mjs';
import { manageTokenOf } from '../kit/outbox.mjs';
import { managedBooking } from '../e2e/manage-helpers.mjs';
import { ownMessages } from '../e2e/messages.mjs';
import { PROPERTIES, collectStyles, differences } from '../e2e/computed-styles.mjs';
import { configureForApi, startSiteApi } from './wordpress-site.mjs';

const THEMES = ['twentytwentythree', 'twentytwentyone', 'twentytwentytwo'];
/**
 * Name, path, and (for a state reached on the page) what to do there first, given the page and the
 * run's env (API paths to the reference server, the rest and `site` to WordPress).
 * @typedef {{ url: (path: string) => string, site: string }} ThemeEnv
 */
const PAGES =
  /** @type {Array<[string, string, ((page: import('playwright-core').Page, env: ThemeEnv) => Promise<void>)?]>} */ ([
    ['search', '/car-rental-locations/brisbane-airport/'],
    ['booking', '/booking/'],
    ['checkout', '/checkout/'],
    [
      'share-quote',
      '/checkout/',
      async (page) => {
        await page.getByRole('button', { name: 'Share this quote' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).waitFor();
      },
    ],
    ['dashboard', '/dashboard/'],
    ['manage-booking', '/manage-booking/'],
    [
      'manage-view',
      '/manage-booking/',
      async (page, env) => {
        // A booking paid through the API and its emailed link's token opened on the site's page.
        const { link } = await managedBooking(env, {
          start: 40 + 4 * manageViews,
          email: `theme${manageViews++}@example.com`,
        });
        await page.goto(`${env.site}/manage-booking/?chw_manage=${manageTokenOf(link)}`);
        await page.getByRole('heading', { name: ownMessages.manageHeading }).waitFor();
      },
    ],
  ]);
/** How many Manage my booking views have been opened (each needs its own booking: a link works once). */
let manageViews = 0;
/**
 * What is compared: the e2e theme-proof's properties but width, height and font-family (see above), and
 * four this suite has not compared so far (border-bottom-color, border-bottom-right-radius,
 * outline-width, fill): adding them wants a run on all three themes.
 */
const LEFT_OUT = [
  'width',
  'height',
  'font-family',
  'border-bottom-color',
  'border-bottom-right-radius',
  'outline-width',
  'fill',
];
const CONTROLS =
  'input:not([type="hidden"]), select, textarea, button, label, legend, h1, h2, h3, h4, a, ul, li, table, th, td, [role="dialog"], .rdp-day_button';

/** Where the screenshots go (named in the test's output). */
export const SCREENSHOT_DIR = process.env.CHW_SCREENSHOT_DIR || join(tmpdir(), 'chw-wordpress-themes');

/**
 * What is read of each page: the first 121 controls of each island and portal (rows of data, cars
 * or bookings, may differ in number between loads: the first ones are enough).
 */
const COLLECT = {
  roots: '[data-chw-island], .chw-portal',
  controls: CONTROLS,
  properties: PROPERTIES.filter((property) => !LEFT_OUT.includes(property)),
  withRoot: false,
  limit: 121,
  pseudo: false,
  ignoreClasses: [],
};

/** Runs seedBooking against a recorder and returns the cookies and init script it would have set. */
async function recordSeed(env) {
  const seed = {};
  const recorder = {
    context: () => ({
      addCookies: async (cookies) => {
        seed.cookies = cookies;
      },
    }),
    addInitScript: async (...args) => {
      seed.script = args;
    },
  };
  await seedBooking(env, recorder, { withLiability: true });
  return seed;
}

/**
 * Registers the theme runs. `getSite()` returns the running site.
 *
 * @param {() => any} getSite
 * @param {{ hasRealBuild: boolean, repo: string }} options
 */
export function themeJourneys(getSite, { hasRealBuild, repo }) {
  describe(`on Twenty Twenty-One, Twenty Twenty-Two and Twenty Twenty-Three (screenshots in ${SCREENSHOT_DIR})`, () => {
    let browser;
    let api;
    let seed;
    /** theme → "page@width" → styles */
    const styles = {};
    before(async () => {
      assert.ok(hasRealBuild, 'the theme runs need the real build (npm run build, or CHW_ASSETS_DIR)');
      browser = await launchBrowser();
      const site = getSite();
      api = await startSiteApi(repo, site.url);
      const apiUrl = api.url;
      configureForApi(site, apiUrl, { cookiePrefix: 'chw' });
      rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
    });
    after(async () => {
      getSite()?.php("switch_theme('twentytwentythree');");
      await browser?.close();
      await api?.close();
    });

    for (const theme of THEMES) {
      test(`${theme}: search, booking, checkout, share dialog, dashboard and manage at 390 and 1280 px look as on Twenty Twenty-Three`, async (t) => {
        const site = getSite();
        assert.equal(site.php(`switch_theme('${theme}'); echo get_stylesheet();`), theme);
        // API calls go to the reference server; the booking cookie and state to the WordPress origin.
        const env = {
          url: (path) => (/^\/(api|stripe-double|demo)\//.test(path) ? api.url.replace(/\/$/, '') : site.url) + path,
          site: site.url,
        };
        const folder = join(SCREENSHOT_DIR, theme);
        mkdirSync(folder, { recursive: true });
        styles[theme] = {};
        for (const width of [390, 1280]) {
          for (const [name, path, open] of PAGES) {
            const context = await browser.newContext({
              viewport: { width, height: 900 },
              locale: 'en-AU',
              timezoneId: 'Australia/Brisbane',
            });
            try {
              await context.clock.install({ time: api.server.clock.now() });
              const page = await context.newPage();
              const errors = [];
              if (process.env.CHW_DEBUG)
                page.on(
                  'response',
                  (r) =>
                    r.request().resourceType() === 'document' &&
                    console.log(theme, name, r.status(), r.url(), r.headers().location ?? ''),
                );
              page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
              page.on('console', (message) => {
                if (process.env.CHW_DEBUG) console.log(theme, name, message.type(), message.text());
                // Stripe.js cannot be fetched on this offline machine: that is the only network error allowed.
                if (message.type() === 'error' && !/js\.stripe\.com|Failed to load resource/.test(message.text()))
                  errors.push(`console: ${message.text()}`);
              });
              if (path === '/booking/' || path === '/checkout/') {
                // One booking for every run (the API allows 2 live holds per address): its cookie and state replayed.
                seed ??= await recordSeed(env);
                await context.addCookies(seed.cookies);
                await page.addInitScript(...seed.script);
              }
              if (name === 'dashboard')
                await context.addCookies([
                  { name: 'chw_auth_token', value: await staffToken(env), url: `${site.url}/` },
                ]);
              await page.goto(site.url + path);
              await page.waitForFunction(
                () => {
                  const nodes = [...document.querySelectorAll('[data-chw-island]')];
                  return nodes.length > 0 && nodes.every((node) => node.getAttribute('data-chw-mounted'));
                },
                undefined,
                { timeout: 20_000 },
              );
              await page.waitForLoadState('networkidle').catch(() => {});
              await page.waitForFunction(
                () => !document.querySelector('[data-chw-island] [aria-busy="true"]'),
                undefined,
                { timeout: 15_000 },
              );
              await open?.(page, env);
              await page.mouse.move(0, 0);
              // Styles are read once every transition has run out: the hover and focus ones the move
              // ended and a dialog's entrance, which starts a frame after it opens.
              await page.evaluate(async () => {
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                const finite = document
                  .getAnimations()
                  .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
                await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
              });
              assert.equal(
                new URL(page.url()).pathname,
                path,
                `${theme} ${name}: not redirected (${errors.join('; ')})`,
              );
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
              assert.ok(overflow <= 1, `${theme} ${name} at ${width}: no horizontal scroll (${overflow}px)`);
              if (name === 'dashboard' && width === 1280) {
                // The page the plugin made holds the dashboard full width: every column in view.
                const fit = await page.evaluate(() => {
                  const island = document.querySelector('[data-chw-island="dashboard"]');
                  const wrap = document.querySelector('.chw-dashboard__table-wrap');
                  if (!island || !wrap) return null;
                  const box = wrap.getBoundingClientRect();
                  // The outermost full-width box the island sits in (the page's group).
                  let full = island.closest('.alignfull');
                  while (full?.parentElement?.closest('.alignfull')) full = full.parentElement.closest('.alignfull');
                  return {
                    island: island.getBoundingClientRect().width,
                    full: full ? full.getBoundingClientRect().width : 0,
                    viewport: document.documentElement.clientWidth,
                    tableScroll: wrap.scrollWidth - wrap.clientWidth,
                    clipped: [...document.querySelectorAll('.chw-dashboard__table thead th')]
                      .map((th) => th.getBoundingClientRect())
                      .filter((r) => r.left < box.left - 1 || r.right > box.right + 1).length,
                  };
                });
                assert.ok(fit, `${theme}: the dashboard table is there`);
                // Full width as the theme draws it: at most its outer padding (64 px a side) in from the window.
                assert.ok(
                  fit.full >= fit.viewport - 128,
                  `${theme}: full-width group ${fit.full}px of ${fit.viewport}px`,
                );
                assert.ok(fit.island >= fit.full - 1, `${theme}: dashboard ${fit.island}px wide of ${fit.full}px`);
                assert.ok(fit.tableScroll <= 1, `${theme}: the table does not scroll sideways (${fit.tableScroll}px)`);
                assert.equal(fit.clipped, 0, `${theme}: no column header clipped`);
              }
              if (name === 'checkout' && width === 1280) {
                // The page the plugin made holds the checkout wide: wider than the theme's reading
                // column (a paragraph put in the post's content for the measure), summary beside the form.
                const fit = await page.evaluate(() => {
                  const content = document.querySelector('.entry-content, .wp-block-post-content');
                  const island = document.querySelector('[data-chw-island="checkout"]');
                  if (!content || !island) return null;
                  const probe = content.appendChild(document.createElement('p'));
                  probe.textContent = 'column';
                  const column = probe.getBoundingClientRect().width;
                  probe.remove();
                  return { column, island: island.getBoundingClientRect().width };
                });
                assert.ok(fit, `${theme}: the checkout and the post's content are there`);
                t.diagnostic(`${theme} checkout at 1280: ${fit.island}px in a ${fit.column}px reading column`);
                assert.ok(fit.island >= fit.column + 200, `${theme}: checkout ${fit.island}px, column ${fit.column}px`);
              }
              await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
              styles[theme][`${name}@${width}`] = await collectStyles(page, COLLECT);
              assert.deepEqual(errors, [], `${theme} ${name} at ${width}`);
            } finally {
              await context.close();
            }
          }
        }
        t.diagnostic(`screenshots: ${folder}`);
        if (theme !== 'twentytwentythree') {
          for (const [key, base] of Object.entries(styles.twentytwentythree)) {
            assert.ok(Object.keys(base).length > 5, `${key}: controls found`);
            const lines = differences(base, styles[theme][key], {
              names: ['on Twenty Twenty-Three', `on ${theme}`],
              baseOnly: true,
            });
            assert.deepEqual(
              lines.slice(0, 25),
              [],
              `${theme} ${key}: ${lines.length} differences from Twenty Twenty-Three`,
            );
          }
        }
      });
    }
  });
}
