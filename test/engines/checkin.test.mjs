/**
 * Online check-in in Firefox ESR and WebKit: the reminder email's link (the scheduled job run on the
 * server's clock, 47 hours before pickup) opens the manage page straight into check-in at 390 px;
 * the main driver's licence, a real photo file for the front and the back (handed to the file input
 * as the picker would, then downscaled and re-encoded in the page), the arrival and the signature.
 * Asserted in the desk's API, not only on screen; a console error, a page error or an unhandled
 * rejection fails the journey (probe.js reports them).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, startEngineEnv } from './env.mjs';
import { managedBooking } from '../e2e/manage-helpers.mjs';
import { ownMessages } from '../e2e/messages.mjs';
import { ymdPlus } from '../e2e/renter-helpers.mjs';
import { deskCheckin, deskPhoto, jpegSize, mailedLink, pngPhoto, staffToken } from '../e2e/checkin-helpers.mjs';
import { TEST_NOW } from '../clock.mjs';

/** Waits until `text` is on the page. @param {import('./env.mjs').Driver} page @param {string} text */
const shows = (page, text) =>
  page.waitFor((words) => document.body.textContent?.includes(words), [text], { what: `"${text}"` });

/** Waits for the step whose heading is `title`, with the focus on it. @param {import('./env.mjs').Driver} page @param {string} title */
const atStep = (page, title) =>
  page.waitFor(
    (name) => document.activeElement?.id === 'chw-checkin-step-heading' && document.activeElement.textContent === name,
    [title],
    { what: `the step "${title}" in focus`, timeout: 15_000 },
  );

/**
 * Hands a photo file to the input `id` as the system's picker does (a File in its `files`, then
 * `change`): a real PNG's bytes, base64 over the wire.
 * @param {import('./env.mjs').Driver} page @param {string} id @param {string} base64
 */
const choosePhoto = (page, id, base64) =>
  page.evaluate(
    (inputId, data) => {
      const input = /** @type {HTMLInputElement} */ (document.getElementById(inputId));
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'licence.png', { type: 'image/png' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    id,
    base64,
  );

for (const engine of ENGINES) {
  describe(`${engine}: online check-in`, () => {
    /** @type {import('./env.mjs').EngineEnv} */
    let env;
    before(async () => {
      env = await startEngineEnv();
    });
    after(async () => {
      await env?.close();
    });

    test('from the reminder link at 390 px: licence, two real photos, arrival, signature; the desk sees it done', async () => {
      const start = 16;
      const b = await managedBooking(env, { start, email: `checkin.${engine}@example.com` });
      const pickup = Date.parse(`${ymdPlus(start)}T10:00:00+10:00`);
      try {
        env.server.clock.set(pickup - 47 * 3_600_000);
        const { link } = await mailedLink(env, b.booking_id, 'checkin_reminder');
        assert.ok(link, 'the reminder carries a manage link into check-in');
        const desk = await staffToken(env);
        const page = await env.open(engine, { width: 390, height: 844 });
        await page.goto(/** @type {string} */ (link));
        await atStep(page, ownMessages.checkinStepDriver);
        await page.type(['#chw-checkin-main-birthDate'], '01/01/1980');
        await page.type(['#chw-checkin-main-licenseNo'], 'QLD1234567');
        await page.waitFor(() => !!document.querySelector('#chw-checkin-main-licenseState option[value="QLD"]'));
        await page.select(['#chw-checkin-main-licenseState'], 'Queensland');
        await page.type(['#chw-checkin-main-expiry'], '31/01/2030');
        await page.click('button', ownMessages.checkinSaveNext);
        await atStep(page, ownMessages.checkinStepPhotos);
        const mainId = (await deskCheckin(env, desk, b.booking_id)).drivers[0].id;
        const png = pngPhoto(2400, 1500).toString('base64');
        for (const side of ['front', 'back']) {
          await choosePhoto(page, `chw-checkin-photo-${mainId}-${side}`, png);
          await page.waitFor(
            (id, words) => document.getElementById(`${id}-status`)?.textContent === words,
            [`chw-checkin-photo-${mainId}-${side}`, ownMessages.checkinPhotoUploaded],
            { what: `the ${side} received`, timeout: 20_000 },
          );
        }
        const record = await deskCheckin(env, desk, b.booking_id);
        assert.equal(record.steps.photos, true);
        const front = await deskPhoto(env, desk, record.drivers[0].photos.front.id);
        assert.deepEqual(jpegSize(front), { width: 2000, height: 1250 }, 'downscaled to a JPEG in the page');
        await page.click('button', ownMessages.checkinNext);
        await atStep(page, ownMessages.checkinStepDrivers);
        await page.click('button', ownMessages.checkinNext);
        await atStep(page, ownMessages.checkinStepArrival);
        await page.type(['#chw-checkin-arrival-flight'], 'QF520');
        // A time input takes the typed digits in each engine's own way: set its value as a picker does.
        await page.evaluate((time) => {
          const input = /** @type {HTMLInputElement} */ (document.getElementById('chw-checkin-arrival-time'));
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setter?.call(input, time);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }, record.opening_hours.open);
        await page.click('button', ownMessages.checkinSaveNext);
        await atStep(page, ownMessages.checkinStepAgreement);
        await page.type(['#chw-checkin-sign'], 'Other Buyer');
        await page.click('button', ownMessages.checkinSign);
        await shows(page, ownMessages.checkinDone);
        const done = await deskCheckin(env, desk, b.booking_id);
        assert.equal(done.state, 'done');
        assert.equal(done.arrival.arrival_time, record.opening_hours.open);
        assert.deepEqual(env.errors(), []);
        await page.close();
      } finally {
        env.server.clock.set(TEST_NOW);
      }
    });
  });
}
