/**
 * Manage my booking's change flow in Firefox ESR and WebKit (issue 44): a dearer pay-now change
 * waiting for its payment says what it changes and costs; when its payment is voided elsewhere (the
 * change dropped in another tab: here straight in the server), PAY says so with the focus on the
 * words, the booking shows as it is and nothing more is charged. Asserted in the server too.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, startEngineEnv } from './env.mjs';
import { intentsOf } from '../kit/stripe.mjs';
import { managedBooking } from '../e2e/manage-helpers.mjs';
import { ownMessages } from '../e2e/messages.mjs';

/** Waits until `text` is on the page. @param {import('./env.mjs').Driver} page @param {string} text */
const shows = (page, text) =>
  page.waitFor((words) => document.body.textContent?.includes(words), [text], { what: `"${text}"` });

for (const engine of ENGINES) {
  describe(`${engine}: manage my booking, a change's payment`, () => {
    /** @type {import('./env.mjs').EngineEnv} */
    let env;
    before(async () => {
      env = await startEngineEnv();
    });
    after(async () => {
      await env?.close();
    });

    test('a change voided elsewhere: PAY says so, the focus on it, nothing more charged', async () => {
      const b = await managedBooking(env, { start: 32, email: `voided.${engine}@example.com` });
      const page = await env.open(engine, { width: 1280, height: 900 });
      await page.goto(b.link);
      await page.click('button', ownMessages.manageChangeExtras);
      await page.click('checkbox', 'GPS Navigation');
      await page.click('button', ownMessages.manageCheckPrice);
      // The quote takes the focus and names what changes.
      await page.waitFor(() => !!document.activeElement?.closest('.chw-manage-quote'), [], {
        what: 'the quote focused',
      });
      await shows(page, ownMessages.manageAfter('GPS Navigation × 1'));
      await page.click('button', ownMessages.manageConfirmChange, '.chw-manage-quote');
      await page.waitFor(() => document.querySelector('.chw-card input'), [], { what: 'the card form' });
      // The waiting change says what it is for.
      await page.waitFor(
        () =>
          document.querySelector('.chw-manage-pay .chw-manage-changes')?.textContent?.includes('GPS Navigation × 1'),
        [],
        { what: 'what the change changes' },
      );
      assert.equal(await page.evaluate(() => document.querySelectorAll('.chw-card').length), 1);
      // Elsewhere, the change is dropped (its intent canceled, as /manage/change/abandon does).
      const db = env.server.db;
      db.prepare("UPDATE intents SET status = 'canceled' WHERE booking_id = ? AND purpose = 'change'").run(
        b.booking_id,
      );
      db.prepare("UPDATE manage_changes SET status = 'abandoned' WHERE booking_id = ?").run(b.booking_id);
      await page.type(['field', 'Card number'], '4242424242424242');
      await page.type(['field', 'Expiry (MM / YY)'], '1230');
      await page.type(['field', 'CVC'], '123');
      if (await page.exists('field', 'Postal code')) await page.type(['field', 'Postal code'], '4000');
      await page.click('.chw-card button[type="submit"]');
      await shows(page, ownMessages.manageChangeStopped);
      await page.waitFor(() => !!document.activeElement?.classList.contains('chw-manage__notice'), [], {
        what: 'the focus on the notice',
      });
      await page.waitFor(() => !document.querySelector('.chw-card'), [], { what: 'the card form gone' });
      const intents = await intentsOf(/** @type {any} */ (env), b.booking_id);
      assert.deepEqual(intents.payment.map((/** @type {any} */ i) => i.status).sort(), ['canceled', 'succeeded']);
      assert.deepEqual(env.errors(), []);
      await page.close();
    });
  });
}
