/**
 * Manage my booking in Firefox ESR and WebKit: a booking paid through the API (the seed of the
 * Chromium journeys, test/e2e/manage-helpers.mjs), its link read in the demo's outbox and opened in
 * a fresh browser, as from the renter's mail; then a pay-later booking cancelled through the confirm
 * dialog, and another's extras changed. Each is asserted in the server (the booking's row, the
 * Stripe double's intents and refunds, the outbox), not only on screen. A console error, a page
 * error or an unhandled rejection fails the journey (probe.js reports them).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, startEngineEnv } from './env.mjs';
import { intentsOf, refundsOf } from '../kit/stripe.mjs';
import { outboxOf } from '../kit/outbox.mjs';
import { managedBooking } from '../e2e/manage-helpers.mjs';
import { ownMessages } from '../e2e/messages.mjs';

/**
 * Opens the emailed link in a fresh browser of `engine`; resolves when the booking shows.
 * @param {import('./env.mjs').EngineEnv} env @param {import('./env.mjs').Engine} engine @param {string} link
 */
async function openLink(env, engine, link) {
  const page = await env.open(engine, { width: 1280, height: 900 });
  await page.goto(link);
  await page.waitFor(
    (name) => [...document.querySelectorAll('h2')].some((h) => h.textContent === name),
    [ownMessages.manageHeading],
    { what: 'the booking', timeout: 15_000 },
  );
  // The single-use token leaves the address at once.
  assert.equal(new URL(await page.url()).search, '');
  return page;
}

/** Waits until `text` is on the page. @param {import('./env.mjs').Driver} page @param {string} text */
const shows = (page, text) =>
  page.waitFor((words) => document.body.textContent?.includes(words), [text], { what: `"${text}"` });

for (const engine of ENGINES) {
  describe(`${engine}: manage my booking`, () => {
    /** @type {import('./env.mjs').EngineEnv} */
    let env;
    before(async () => {
      env = await startEngineEnv();
    });
    after(async () => {
      await env?.close();
    });
    const row = (/** @type {number} */ id) =>
      /** @type {{ status: string, total_amount: number, meta: string }} */ (
        env.server.db.prepare('SELECT status, total_amount, meta FROM bookings WHERE id = ?').get(id)
      );

    test('pay later cancelled from the emailed link: the card released, nothing charged, status X', async () => {
      const b = await managedBooking(env, { start: 12, email: `cancel.${engine}@example.com`, paymentType: 'L' });
      const page = await openLink(env, engine, b.link);
      await page.click('button', ownMessages.manageCancel);
      const dialog = '[role="alertdialog"]';
      await shows(page, ownMessages.manageCancelRelease);
      // The safe choice has the focus.
      await page.waitFor(
        (keep) =>
          document.activeElement?.textContent === keep && !!document.activeElement.closest('[role="alertdialog"]'),
        [ownMessages.manageCancelKeep],
        { what: 'the focus on Keep' },
      );
      await page.click('button', ownMessages.manageCancelConfirm, dialog);
      await shows(page, ownMessages.manageCancelDone);
      await shows(page, ownMessages.manageStatusCancelled);
      assert.equal(row(b.booking_id).status, 'X');
      const intents = await intentsOf(/** @type {any} */ (env), b.booking_id);
      assert.deepEqual(intents.payment, []);
      assert.deepEqual(
        intents.setup.map((/** @type {any} */ i) => i.status),
        ['canceled'],
      );
      assert.deepEqual(await refundsOf(env, b.booking_id), []);
      assert.ok((await outboxOf(env)).some((e) => e.booking_id === b.booking_id && e.kind === 'cancellation'));
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('the session is a cookie no page script reads; sign out, then a reload shows the find form', async () => {
      const b = await managedBooking(env, { start: 28, email: `signout.${engine}@example.com`, paymentType: 'L' });
      const page = await openLink(env, engine, b.link);
      assert.ok(!(await page.evaluate(() => document.cookie)).includes('chw_manage'));
      const sessions = () =>
        env.server.db.prepare('SELECT COUNT(*) FROM manage_sessions WHERE booking_id = ?').pluck().get(b.booking_id);
      assert.equal(sessions(), 1);
      await page.click('button', ownMessages.manageSignOut);
      await shows(page, ownMessages.manageSignedOut);
      // The find form's heading has the focus.
      await page.waitFor((name) => document.activeElement?.textContent === name, [ownMessages.manageFindHeading], {
        what: 'the focus on the find form',
      });
      assert.equal(sessions(), 0);
      await page.goto('/manage-booking');
      await page.waitFor(
        (name) => [...document.querySelectorAll('h2')].some((h) => h.textContent === name),
        [ownMessages.manageFindHeading],
        { what: 'the find form after a reload', timeout: 15_000 },
      );
      assert.equal(await page.exists('heading', ownMessages.manageHeading), false);
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('extras changed from the emailed link: re-quoted, then stored with the new total', async () => {
      const b = await managedBooking(env, { start: 20, email: `extras.${engine}@example.com`, paymentType: 'L' });
      const page = await openLink(env, engine, b.link);
      await page.click('button', ownMessages.manageChangeExtras);
      await page.click('checkbox', 'GPS Navigation');
      await page.click('button', ownMessages.manageCheckPrice);
      await page.click('button', ownMessages.manageConfirmChange, '.chw-manage-quote');
      await shows(page, ownMessages.manageChangeDone);
      await shows(page, 'GPS Navigation × 1');
      const after = row(b.booking_id);
      assert.deepEqual(JSON.parse(after.meta).extras, [{ id: 1, qty: 1 }]);
      assert.ok(after.total_amount > b.amount, `${after.total_amount} > ${b.amount}`);
      assert.ok((await outboxOf(env)).some((e) => e.booking_id === b.booking_id && e.kind === 'change'));
      assert.deepEqual(env.errors(), []);
      await page.close();
    });
  });
}
