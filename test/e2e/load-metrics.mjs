/**
 * What a page load costs, measured the same way by the e2e budget gates (loading.test.mjs) and by
 * `npm run bench`: when an island is usable, which scripts waited for another script before their
 * request could start (chunk round trips), and the first-party JavaScript a page fetched (gzip -9).
 */
import { gzipSync } from 'node:zlib';

/** Which island's readiness a page waits for (watchUsable). @typedef {'search' | 'vehicles' | 'checkout' | 'liability-extras' | 'dashboard' | 'complete'} IslandName */
/** A resource timing entry, as much of it as the round-trip count reads. @typedef {{ name: string, startTime: number, responseEnd: number }} ResourceTime */

/**
 * Usable: its submit (or first card) button enabled and every list it shows filled. Run in the
 * page as an init script (`page.addInitScript(watchUsable, island)`): checked every 25 ms, it records
 * `window.__usableAt` (ms since navigation start) the first time it holds.
 * @param {IslandName} island
 */
export function watchUsable(island) {
  const checks = {
    search: () => {
      const root = document.querySelector('[data-chw-island="search"]');
      const submit = root?.querySelector(/** @type {'button'} */ ('button[type="submit"]'));
      const selects = [...(root?.querySelectorAll('select') ?? [])];
      // The lists it fills on load: pickup branches and vehicle types (times and return branches follow the renter's choices).
      /** @param {HTMLSelectElement | undefined} select */
      const filled = (select) => !!select && select.options.length > 1;
      return (
        !!submit &&
        !submit.disabled &&
        submit.getAttribute('aria-disabled') !== 'true' &&
        filled(selects[0]) &&
        filled(selects.at(-1))
      );
    },
    vehicles: () => {
      const button = /** @type {HTMLButtonElement | null} */ (
        document.querySelector('[data-chw-island="vehicles"] .chw-car button')
      );
      return !!button && !button.disabled;
    },
    checkout: () => {
      const root = document.querySelector('[data-chw-island="checkout"]');
      const submit = root?.querySelector(/** @type {'button'} */ ('button[type="submit"]'));
      const selects = [...(root?.querySelectorAll('select') ?? [])];
      return !!submit && !submit.disabled && selects.length > 0 && selects.every((s) => s.options.length > 1);
    },
    'liability-extras': () =>
      !!document.querySelector('[data-chw-island="liability-extras"] input[type="checkbox"]:not([disabled])'),
    dashboard: () =>
      !!document.querySelector('[data-chw-island="dashboard"] th[aria-sort] button') &&
      !document.querySelector('[data-chw-island="dashboard"] [aria-busy="true"]'),
    complete: () => !!document.querySelector('[data-chw-island="complete"] .chw-complete__reference'),
  };
  const win = /** @type {Window & { __usableAt?: number | null }} */ (window);
  win.__usableAt = null;
  const timer = setInterval(() => {
    if (checks[island]()) {
      win.__usableAt = performance.now();
      clearInterval(timer);
    }
  }, 25);
}

/**
 * Waits (from node) until the page's watchUsable saw the island usable; its time (ms since
 * navigation start), or null after `timeout` ms.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number | null>}
 */
export async function usableAt(page, timeout = 30_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const at = await page
      .evaluate(() => /** @type {Window & { __usableAt?: number | null }} */ (window).__usableAt)
      .catch(() => null);
    if (at !== null && at !== undefined) return at;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** The page's resource timing entries (name, start, response end). @param {import('playwright-core').Page} page */
export const resourceTimes = (page) =>
  page.evaluate(() =>
    /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((e) => ({
      name: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
    })),
  );

/** A first-party script of the bundle (served under /assets/). @param {string} url */
export const isBundleScript = (url) => /\/assets\/[^?#]*\.js(?:[?#]|$)/.test(url);

/**
 * Chunk round trips after the entry: a script whose request started only after another script of
 * the bundle had arrived (its `startTime` at or after that one's `responseEnd`) is one trip deeper
 * than it. With every module preloaded from the manifest all scripts start in the entry's wave
 * (0 trips); an import found only when its parent arrived, or a dynamic import that runs after
 * one arrived, adds one. Scripts started after `until` (ms; e.g. when the island was usable) are
 * not counted, nor those `ignore` matches (what a page loads on purpose later, when idle).
 * @param {ResourceTime[]} entries
 * @param {{ until?: number, ignore?: RegExp }} [options]
 * @returns {{ trips: number, scripts: number, late: string[] }} `late`: the scripts of a later wave
 */
export function chunkRoundTrips(entries, { until = Infinity, ignore = /$^/ } = {}) {
  const scripts = entries
    .filter((e) => isBundleScript(e.name) && e.startTime <= until && !ignore.test(e.name))
    .sort((a, b) => a.startTime - b.startTime);
  /** @type {Map<ResourceTime, number>} */
  const depth = new Map();
  for (const script of scripts) {
    const before = scripts.filter(
      (other) => other !== script && depth.has(other) && other.responseEnd <= script.startTime + 1,
    );
    depth.set(script, before.length ? 1 + Math.max(...before.map((other) => depth.get(other) ?? 0)) : 0);
  }
  return {
    trips: Math.max(0, ...depth.values()),
    scripts: scripts.length,
    late: scripts.filter((script) => (depth.get(script) ?? 0) > 0).map((script) => new URL(script.name).pathname),
  };
}

/**
 * The gzip -9 size of each script (fetched again from its URL, decoded), so the count does not
 * depend on how the server compressed it: the measure of the byte budgets of docs/conventions.md.
 * @param {string[]} urls absolute URLs of the bundle's scripts (each counted once)
 * @returns {Promise<{ bytes: number, files: { file: string, gzip: number }[] }>}
 */
export async function gzipOfScripts(urls) {
  const files = [];
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const gzip = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    files.push({ file: new URL(url).pathname.replace(/^.*?\/assets\//, ''), gzip });
  }
  return { bytes: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

/**
 * The network of the slow phone of docs/conventions.md (400 kbit/s both ways, 400 ms round trip, nothing
 * cached) on a page, through CDP; `cpu` also slows its CPU (4 for the bench's slow phone). The
 * budget gates use the latency alone: 400 ms between waves makes a round trip unmistakable.
 * @param {import('playwright-core').Page} page
 * @param {{ latency?: number, kbits?: number, cpu?: number }} [profile] kbits 0: no bandwidth limit
 */
export async function throttle(page, { latency = 400, kbits = 400, cpu = 1 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: kbits ? (kbits * 1000) / 8 : -1,
    uploadThroughput: kbits ? (kbits * 1000) / 8 : -1,
  });
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}
