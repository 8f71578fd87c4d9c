/**
 * What a person sees, per engine: the key screens (home, /booking, /liability-extra, the /checkout
 * card step, Manage my booking opened from its emailed link, the desk's dashboard) in Firefox ESR and WebKit at 390 and 1280 px, measured rather
 * than compared pixel by pixel (each engine has its own fonts): the fields of a row share their top
 * and height, no select keeps the engine's own look, and nothing scrolls sideways. A full-page
 * shot of each lands in .tmp/engines/ to look through.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ENGINES, startEngineEnv } from './env.mjs';
import { horizontalOverflow, misalignedFields, nativeLookingSelects } from './geometry.mjs';
import { openPage, seedBookingIn } from './journeys.mjs';
import { staffToken } from '../e2e/flows.mjs';
import { messages, ownMessages } from '../e2e/messages.mjs';
import { managedBooking } from '../e2e/manage-helpers.mjs';

const SHOTS = fileURLToPath(new URL('../../.tmp/engines/', import.meta.url));
/** The manage shots' bookings start on days of their own (no two share a car). */
let manageDay = 60;

/**
 * @typedef {import('./env.mjs').EngineEnv} EngineEnv
 * @typedef {import('./env.mjs').Driver} Driver
 * @type {Array<[name: string, open: (env: EngineEnv, page: Driver) => Promise<void>]>}
 */
const SCREENS = [
  [
    'home',
    async (env, page) => {
      await openPage(page, '/');
      await page.waitFor(() => [...document.querySelectorAll('select')].some((s) => s.options.length > 3));
    },
  ],
  [
    'booking',
    async (env, page) => {
      await seedBookingIn(env, page);
      await openPage(page, '/booking');
      await page.waitFor(() => document.querySelectorAll('button').length > 3);
    },
  ],
  [
    'liability-extra',
    async (env, page) => {
      await seedBookingIn(env, page, { withLiability: true });
      await openPage(page, '/liability-extra');
      await page.waitFor(() => document.querySelector('.chw-liability__total strong')?.textContent);
    },
  ],
  [
    'checkout-card',
    async (env, page) => {
      await seedBookingIn(env, page, { withLiability: true });
      await openPage(page, '/checkout');
      await page.type(['field', messages.firstNameField], 'Alex');
      await page.type(['field', messages.lastNameField], 'Driver');
      await page.type(['field', messages.emailField], 'alex@example.com');
      await page.type(['field', messages.contactField], '412345678');
      await page.type(['field', messages.birthdayField], '15/06/1990');
      await page.click('checkbox', new RegExp(messages.termsLink));
      await page.click('button', messages.makePayment);
      await page.waitFor(() => document.querySelector('.chw-card input'), [], { what: 'the card form' });
    },
  ],
  [
    'manage',
    async (env, page) => {
      // A booking of its own per shot (its link is single-use), opened from its emailed link.
      manageDay += 4;
      const b = await managedBooking(/** @type {any} */ (env), {
        start: manageDay,
        email: `look${manageDay}@example.com`,
      });
      await page.goto(b.link);
      await page.waitFor(
        (name) => [...document.querySelectorAll('h2')].some((h) => h.textContent === name),
        [ownMessages.manageHeading],
        { what: 'the booking', timeout: 15_000 },
      );
      await page.waitFor(() => [...document.images].every((image) => image.complete));
    },
  ],
  [
    'dashboard',
    async (env, page) => {
      const token = await staffToken(/** @type {any} */ (env));
      await page.goto('/__engines/blank');
      await page.evaluate((value) => void (document.cookie = `chw_auth_token=${value}; path=/`), token);
      await openPage(page, '/dashboard');
      await page.waitFor(() => document.querySelector('.chw-dashboard__table-area[aria-busy="false"]'), [], {
        what: 'the bookings',
      });
    },
  ],
];

for (const engine of ENGINES) {
  describe(`${engine}: key screens`, () => {
    /** @type {EngineEnv} */
    let env;
    /** @type {Record<number, Driver>} */
    const pages = {};
    before(async () => {
      env = await startEngineEnv();
      await mkdir(SHOTS, { recursive: true });
    });
    after(async () => {
      await env?.close();
    });

    for (const width of [390, 1280]) {
      for (const [name, open] of SCREENS) {
        test(`${name} at ${width} px: rows line up, selects drawn like inputs, no sideways scroll`, async () => {
          // One browser per width, reused screen after screen (a fresh one per screen costs seconds).
          pages[width] ??= await env.open(engine, { width, height: 900 });
          const page = pages[width];
          await open(env, page);
          await page.screenshot(`${SHOTS}${engine}-${name}-${width}.png`);
          assert.deepEqual(await page.evaluate(misalignedFields), [], 'fields in a row share top and height');
          assert.deepEqual(await page.evaluate(nativeLookingSelects), [], 'selects drawn like the inputs');
          assert.equal(await page.evaluate(horizontalOverflow), 0, 'no sideways scroll');
          assert.deepEqual(env.errors(), []);
        });
      }
    }
  });
}
