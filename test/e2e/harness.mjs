/**
 * End-to-end harness: the demo server (reference API + host pages + built
 * bundle) on a free port with a throw-away database, and Debian's Chromium
 * driven by playwright-core. Everything started here is stopped by `close()`.
 *
 *   const env = useEnv();                    // started in before(), closed in after()
 *   const page = await env.page({ width: 390 });
 *   await page.goto(env.url('/'));
 *   assert.deepEqual(await axe(page), []);
 *
 * No test depends on the wall clock: the server's clock starts at `now`
 * (TEST_NOW of test/clock.mjs unless a suite says otherwise) and every page's clock is pinned to
 * the server's current instant (`pinClock`), in the zone the page is given (Brisbane by default).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/app.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../chromium.mjs';
import { TEST_NOW } from '../clock.mjs';
import { startedForSuite } from '../suite.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH };
export { axe } from '../kit/axe.mjs';

/**
 * A page from `env.page()`: its page errors, console errors and CSP violations are collected in `errors`.
 * @typedef {import('playwright-core').Page & { errors: string[] }} TestPage
 */

/** @typedef {Awaited<ReturnType<typeof startEnv>>} Env */

/**
 * Pins a browser context's clock: from the next page load, `Date` (and `Date.now()`) read
 * `instant` plus the time elapsed since, so the page's "today" matches the server's pinned clock.
 * Only `Date` moves; timers, animation frames and transitions run on real time. (Playwright's
 * `clock.install` also fakes every timer, which made debounced typing and dialog fades lose races
 * under load.) Code that must agree with the server passes an explicit instant to `Intl`, never
 * relies on `Intl.DateTimeFormat().format()` without one.
 * @param {import('playwright-core').BrowserContext} context @param {number} instant epoch ms
 */
export async function pinClock(context, instant) {
  await context.addInitScript((offset) => {
    const RealDate = Date;
    class PinnedDate extends RealDate {
      /**
       * Date's own overloads: none (now), one value, or the parts of a local date and time.
       * @param {[] | [value: number | string | Date] | [year: number, monthIndex: number, date?: number, hours?: number, minutes?: number, seconds?: number, ms?: number]} args
       */
      constructor(...args) {
        if (args.length === 0) super(RealDate.now() + offset);
        else if (args.length === 1) super(args[0]);
        else super(...args);
      }
      static now() {
        return RealDate.now() + offset;
      }
    }
    // A class: `Date()` without `new` would throw here, and nothing in the bundle calls it so.
    globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (PinnedDate));
  }, instant - Date.now());
}

/**
 * Starts the demo on a free port with a fresh database and a browser.
 * `options.server` is passed to demo/app.mjs startServer (e.g. corsOrigins, or `now` to pin another instant);
 * `options.assetsDir` serves another build (e.g. dist-react); `options.backForwardCache` keeps Chromium's
 * back-forward cache on (playwright-core turns it off).
 * @param {{ server?: Parameters<typeof startServer>[0], assetsDir?: string, csp?: 'off', backForwardCache?: boolean }} [options]
 */
export async function startEnv(options = {}) {
  // CHW_ASSETS_DIR: test a build made elsewhere (CHW_OUT_DIR=… npm run build).
  const assetsDir = resolve(
    options.assetsDir ||
      process.env.CHW_ASSETS_DIR ||
      fileURLToPath(new URL('../../wp-plugin/assets', import.meta.url)),
  );
  if (!existsSync(join(assetsDir, 'manifest.json'))) {
    throw new Error(`The bundle is not built in ${assetsDir}: run \`npm run build\` first.`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'chw-e2e-'));
  // Every journey comes from 127.0.0.1, so the ceiling of 20 live holds per client address
  // could release one journey's car for another's: off here (a suite may pass its own limit);
  // demo/test/integrity.test.mjs covers it with several client addresses.
  const server = await startServer({
    // Rate limits off: every journey comes from one address, far faster than a person (demo/test/hardening.test.mjs tests them).
    rateLimitPerMin: 0,
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'e2e.sqlite'),
    silent: true,
    assetsDir,
    now: TEST_NOW,
    maxHoldsPerClient: 0,
    // Every journey runs under the strict Content-Security-Policy a host may set; `csp: 'off'` opts out.
    csp: options.csp === 'off' ? 'off' : 'strict',
    // Every answer is checked against api/openapi.yaml: one that breaks it is a 500 (demo/lib/contract.mjs).
    validateResponses: true,
    ...options.server,
  });
  let browser;
  try {
    browser = await launchBrowser({ backForwardCache: options.backForwardCache });
  } catch (error) {
    await server.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const contexts = [];
  return {
    server,
    browser,
    /** Absolute URL on the demo server. @param {string} [path] */
    url: (path = '/') => new URL(path, server.url).href,
    /** The server clock's current instant (epoch ms). */
    now: () => server.clock.now(),
    /**
     * A new page in its own context (fresh cookies and storage), its clock
     * pinned to the server's instant (it runs on from there). Page errors
     * and console errors are collected in `page.errors` (assert it is empty).
     * @param {{ width?: number, height?: number } & import('playwright-core').BrowserContextOptions} [options]
     * @returns {Promise<TestPage>}
     */
    async page({ width = 1280, height = 900, ...contextOptions } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'en-AU',
        timezoneId: 'Australia/Brisbane',
        ...contextOptions,
      });
      contexts.push(context);
      await pinClock(context, server.clock.now());
      const page = watchErrors(await context.newPage());
      // A CSP violation (blocked style, script, frame…) is an error like any other.
      await page.exposeBinding('__chwCspViolation', (_source, text) => page.errors.push(`csp: ${text}`));
      // The host events the islands dispatch (chw:*), recorded for hostEventsOf().
      await page.addInitScript(() => {
        const seen = /** @type {Array<{ name: string, detail: unknown }>} */ ([]);
        /** @type {Window & { __chwHostEvents?: typeof seen }} */ (window).__chwHostEvents = seen;
        const dispatch = window.dispatchEvent.bind(window);
        window.dispatchEvent = (event) => {
          if (event.type.startsWith('chw:'))
            seen.push({
              name: event.type,
              detail: JSON.parse(JSON.stringify(/** @type {CustomEvent} */ (event).detail)),
            });
          return dispatch(event);
        };
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          /** @type {Window & { __chwCspViolation?: (text: string) => void }} */ (window).__chwCspViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      });
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close().catch(() => {});
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's env, started before its tests and closed after them (test/suite.mjs): a suite writes
 * `const env = useEnv();`. `setUp` runs once it has started: put there what needs the env before
 * the tests, not in a top-level `before` of its own (Node 20 starts a file's top-level hooks
 * together, so such a hook would read the env before it has started).
 * @param {Parameters<typeof startEnv>[0]} [options]
 * @param {(env: Env) => unknown} [setUp]
 * @returns {Env}
 */
export function useEnv(options, setUp) {
  return startedForSuite(async () => {
    const env = await startEnv(options);
    await setUp?.(env);
    return env;
  });
}

/**
 * Collects a page's errors and console errors in `page.errors`, as `env.page()` does; for pages
 * opened another way (`context.newPage()`).
 * @param {import('playwright-core').Page} page
 * @returns {TestPage}
 */
export function watchErrors(page) {
  const watched = /** @type {TestPage} */ (page);
  watched.errors = [];
  page.on('pageerror', (error) => watched.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(`console: ${message.text()}`);
  });
  return watched;
}

/**
 * An event on the page's `window.dataLayer` (every one pushed through src/lib/dataLayer.ts): GA4
 * ecommerce fields sit in `ecommerce` or at the top; `{ ecommerce: null }` clears the previous one.
 * @typedef {{ event?: string, currency?: string, value?: number, ecommerce?: { currency?: string, value?: number, transaction_id?: string, items?: object[] } | null }} DataLayerEvent
 */

/**
 * The page's analytics events (`window.dataLayer`), [] when it has none.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<DataLayerEvent[]>}
 */
export function dataLayerOf(page) {
  return page.evaluate(() => /** @type {Window & { dataLayer?: DataLayerEvent[] }} */ (window).dataLayer ?? []);
}

/**
 * The host events (`chw:*` CustomEvents on window) this page has dispatched since it loaded, in
 * order, each with its detail as JSON (so a detail that is not JSON-safe shows here).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Array<{ name: string, detail: any }>>}
 */
export function hostEventsOf(page) {
  return page.evaluate(() => /** @type {Window & { __chwHostEvents?: any[] }} */ (window).__chwHostEvents ?? []);
}

/**
 * The value of the page's cookie `name` (its context's), or undefined when it has none.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
export async function cookieValue(page, name) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

/**
 * True when the page scrolls sideways (a phone layout must not).
 * @param {import('playwright-core').Page} page
 */
export function hasHorizontalScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * Waits until what is on screen has stopped moving: two frames (so a hover or a class change has
 * started its transition), then no finite CSS animation or transition still running. Spinners and
 * skeleton shimmers (infinite) do not count. Use it instead of a fixed sleep before reading styles.
 * @param {import('playwright-core').Page} page
 */
export async function motionSettled(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * A `page.waitForURL` matcher for a route (`atRoute(routes.complete)`): the page's path is `path`,
 * whatever its query.
 * @param {string} path
 * @returns {(url: URL) => boolean}
 */
export const atRoute = (path) => (url) => url.pathname === path;

/**
 * Waits until every island on the page has mounted (or failed to).
 * @param {import('playwright-core').Page} page
 */
export async function islandsMounted(page) {
  await page.waitForFunction(() => {
    const nodes = Array.from(document.querySelectorAll('[data-chw-island]'));
    return nodes.length > 0 && nodes.every((node) => node.getAttribute('data-chw-mounted'));
  });
}

/**
 * On a Manage my booking page opened without a session: the find form, at once and with no call
 * (the island asks the server only while a session it opened may still run), so nothing is logged.
 * @param {TestPage} page
 */
export async function expectNoManageSession(page) {
  await page.locator('.chw-manage-find').waitFor();
}
