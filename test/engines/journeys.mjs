/**
 * The journeys of the engines suite, in the verbs every driver has (env.mjs), and the seeds they
 * share with the Chromium suites: test/e2e/flows.mjs and subscription-helpers.mjs write a seed
 * through `context().addCookies` and `addInitScript`; a recorder stands in for the page here and
 * the seed is written from a blank page of the demo's origin before the journey opens its page.
 */
import { seedBooking } from '../e2e/flows.mjs';
import { seedSubscription } from '../e2e/subscription-helpers.mjs';

/** @typedef {import('./env.mjs').EngineEnv} EngineEnv */
/** @typedef {import('./env.mjs').Driver} Driver */

/**
 * Runs a Chromium-suite seeder against a recorder, then writes what it recorded (cookies, the
 * persisted state) into `page`'s origin.
 * @template T
 * @param {EngineEnv} env @param {Driver} page
 * @param {(target: any) => Promise<T>} seeder
 * @returns {Promise<T>}
 */
async function seedIn(env, page, seeder) {
  /** @type {Array<{ name: string, value: string }>} */
  const cookies = [];
  /** @type {Array<{ script: (arg: any) => void, arg: any }>} */
  const scripts = [];
  const recorder = {
    context: () => ({ addCookies: async (list) => void cookies.push(...list) }),
    addInitScript: async (script, arg) => void scripts.push({ script, arg }),
  };
  const result = await seeder(recorder);
  await page.goto('/__engines/blank');
  // A fresh tab as far as the seeders know: their once-per-tab marker and the last journey's drafts go.
  await page.evaluate(() => sessionStorage.clear());
  for (const { name, value } of cookies)
    await page.evaluate((name, value) => void (document.cookie = `${name}=${value}; path=/`), name, value);
  // The blank page has no CSP: the recorded init script runs as it would before a load.
  for (const { script, arg } of scripts)
    await page.evaluate((source) => (0, eval)(source), `(${script.toString()})(${JSON.stringify(arg)})`);
  return result;
}

/**
 * A booking searched and its car chosen through the API (flows.mjs seedBooking), seeded in `page`.
 * @param {EngineEnv} env @param {Driver} page @param {Parameters<typeof seedBooking>[2]} [options]
 */
export const seedBookingIn = (env, page, options) => seedIn(env, page, (target) => seedBooking(env, target, options));

/**
 * A subscription searched and its car chosen (subscription-helpers.mjs seedSubscription), seeded in `page`.
 * @param {EngineEnv} env @param {Driver} page @param {string} email
 */
export const seedSubscriptionIn = (env, page, email) =>
  seedIn(env, page, (target) => seedSubscription(/** @type {any} */ (env), target, email));

/**
 * Opens `path` and waits until every island on it has mounted (harness.mjs islandsMounted).
 * @param {Driver} page @param {string} path
 */
export async function openPage(page, path) {
  await page.goto(path);
  await page.waitFor(
    () => {
      const nodes = [...document.querySelectorAll('[data-chw-island]')];
      return nodes.length > 0 && nodes.every((node) => node.getAttribute('data-chw-mounted'));
    },
    [],
    { what: `the islands of ${path}` },
  );
}
