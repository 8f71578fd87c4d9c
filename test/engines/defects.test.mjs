/**
 * The defects found only outside Chromium, each in every engine of this suite (Firefox ESR and
 * WebKit): two arrow keys in one frame in the calendar (WebKit froze), selects drawn like the
 * text inputs beside them (WebKit drew them grey and 2 px taller), and the licence-expiry calendar
 * reaching years ahead (every engine stopped at 31 December; Chromium's test is
 * test/e2e/licence-expiry.test.mjs).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, useEngineEnv } from './env.mjs';
import { misalignedFields, nativeLookingSelects } from './geometry.mjs';
import { messages, ownMessages } from '../e2e/messages.mjs';
import { openPage, seedSubscriptionIn } from './journeys.mjs';
import { routes } from '../routes.mjs';

/**
 * Resolves with `promise`, or rejects after `ms`: a frozen page never answers a command.
 * @template T @param {Promise<T>} promise @param {number} ms @param {string} what
 */
function within(promise, ms, what) {
  return Promise.race([
    promise,
    new Promise((_, fail) => setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms (the page froze)`)), ms)),
  ]);
}

/**
 * Home with the search calendar open and a day focused; `start`, that day's yyyy-mm-dd.
 * @param {ReturnType<typeof useEngineEnv>} env @param {import('./env.mjs').Engine} engine
 */
async function calendarOpen(env, engine) {
  const page = await env.open(engine);
  await openPage(page, '/');
  await page.click('field', ownMessages.pickupDate);
  await page.waitFor(() => document.activeElement?.matches('[role="grid"] button'), [], { what: 'the focused day' });
  const start = await page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
  return { page, start };
}

for (const engine of ENGINES) {
  describe(`${engine}: defects`, () => {
    const env = useEngineEnv();

    test('calendar: two arrow keys in one frame move two days and the page stays alive', async () => {
      const { page, start } = await calendarOpen(env, engine);
      // Two keydowns in one task: the same frame for certain (a burst repeat, keys queued while busy).
      // A frozen page answers no command, not even this one: every step after the keys is bounded.
      await within(
        page.evaluate(() => {
          const day = /** @type {HTMLElement} */ (document.activeElement);
          for (let i = 0; i < 2; i += 1)
            day.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        }),
        8000,
        'two arrow keys',
      );
      // Settled: after 300 ms, no focus change for 300 ms more.
      const moves = await within(
        page.evaluate(
          () =>
            new Promise((done) =>
              setTimeout(() => {
                let count = 0;
                const count1 = () => (count += 1);
                document.addEventListener('focusin', count1);
                setTimeout(() => {
                  document.removeEventListener('focusin', count1);
                  done(count);
                }, 300);
              }, 300),
            ),
        ),
        8000,
        'after two arrow keys',
      );
      assert.equal(moves, 0, 'the focus has stopped moving');
      const end = await page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
      const twoDaysOn = new Date(`${start}T00:00:00Z`);
      twoDaysOn.setUTCDate(twoDaysOn.getUTCDate() + 2);
      assert.equal(end, twoDaysOn.toISOString().slice(0, 10), 'both keys moved the focus, none was lost');
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('calendar: six fast arrow presses move six days, none lost', async () => {
      const { page, start } = await calendarOpen(env, engine);
      // Six presses in one driver action: as fast as the driver sends keys (a person tapping quickly).
      await within(page.keys(...Array.from({ length: 6 }, () => 'ArrowRight')), 8000, 'six arrow keys');
      const sixDaysOn = new Date(`${start}T00:00:00Z`);
      sixDaysOn.setUTCDate(sixDaysOn.getUTCDate() + 6);
      const want = sixDaysOn.toISOString().slice(0, 10);
      await page
        .waitFor((day) => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') === day, [want], {
          what: `the focus on ${want}`,
          timeout: 5000,
        })
        .catch(() => undefined);
      // Settled: nothing moves for 400 ms more, then the focused day is read.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 400)));
      const end = await page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
      assert.equal(end, want, 'each of the six presses moved the focus one day');
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('search form: selects look like the inputs beside them and share their top and height', async () => {
      const page = await env.open(engine);
      await openPage(page, '/');
      await page.waitFor(() => [...document.querySelectorAll('select')].some((s) => s.options.length > 3), [], {
        what: 'the branches',
      });
      assert.deepEqual(await page.evaluate(misalignedFields), []);
      assert.deepEqual(await page.evaluate(nativeLookingSelects), []);
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('licence expiry: opens on next January and reaches a year ten years ahead', async () => {
      const page = await env.open(engine);
      await seedSubscriptionIn(env, page, `expiry.${engine}.${Date.now()}@example.com`);
      await openPage(page, routes.subscriptionCheckout);
      await page.click('field', messages.subLicenseExpiry);
      await page.waitFor(() => document.querySelector('.chw-datefield__popover [role="grid"]'), [], {
        what: 'the calendar',
      });
      const thisYear = Number(new Date(env.now()).toISOString().slice(0, 4));
      const shown = await page.evaluate(() =>
        document.querySelector('.chw-datefield__popover [role="grid"]')?.getAttribute('aria-label'),
      );
      assert.equal(shown, `January ${thisYear + 1}`);
      const years = await page.evaluate(
        (label) =>
          [
            .../** @type {HTMLSelectElement} */ (
              document.querySelector(`.chw-datefield__popover select[aria-label="${label}"]`)
            ).options,
          ].map((o) => Number(o.value)),
        ownMessages.calendarYear,
      );
      assert.ok(years.includes(thisYear + 10), `the years reach ${thisYear + 10}: ${years.join(', ')}`);
      assert.deepEqual(env.errors(), []);
      await page.close();
    });
  });
}
