/**
 * Online check-in in Firefox ESR and WebKit, as issue 46 asks it of every engine: the reminder
 * email's link (the scheduled job run on the server's clock, 47 hours before pickup) opens the
 * manage page straight into check-in at 390 px on the slow phone's network (the bench's 400 kbit/s
 * and 400 ms, through the suite's proxy); the main driver's licence, a second driver added with
 * theirs, and for each a real photo file for the front and the back (a file on disk handed to the
 * file input by the browser's own driver, as the picker would: BiDi's input.setFiles in Firefox,
 * WebDriver's Element Send Keys in WebKit), downscaled and re-encoded in the page; the arrival and
 * the signature. Asserted in the desk's API, not only on screen; a console error, a page error or
 * an unhandled rejection fails the journey (probe.js reports them).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINES, SLOW_NETWORK, startEngineEnv } from './env.mjs';
import { managedBooking } from '../e2e/manage-helpers.mjs';
import { ownMessages } from '../e2e/messages.mjs';
import { ymdPlus } from '../e2e/renter-helpers.mjs';
import { deskCheckin, deskPhoto, jpegSize, mailedLink, pngPhoto, staffToken } from '../e2e/checkin-helpers.mjs';
import { TEST_NOW } from '../clock.mjs';
import { CHECKIN_PHOTO_MAX_PX } from '../../demo/lib/rules.generated.mjs';

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
 * Sends both sides of a driver's licence as real files and waits until each is received (a slow
 * phone's upload takes seconds). @param {import('./env.mjs').Driver} page @param {number} driverId @param {string} file
 */
async function sendPhotos(page, driverId, file) {
  for (const side of ['front', 'back']) {
    const id = `chw-checkin-photo-${driverId}-${side}`;
    await page.upload([`#${id}`], file);
    await page.waitFor(
      (input, words) => document.getElementById(`${input}-status`)?.textContent === words,
      [id, ownMessages.checkinPhotoUploaded],
      { what: `the ${side} received`, timeout: 45_000 },
    );
  }
}

/**
 * Types a licence into the form whose fields start with `prefix`.
 * @param {import('./env.mjs').Driver} page @param {string} prefix
 * @param {{ birth: string, no: string, state: string, stateName: string, expiry: string }} l
 */
async function typeLicence(page, prefix, l) {
  await page.type([`#${prefix}-birthDate`], l.birth);
  await page.type([`#${prefix}-licenseNo`], l.no);
  await page.waitFor(
    (id, code) => !!document.querySelector(`#${id} option[value="${code}"]`),
    [`${prefix}-licenseState`, l.state],
  );
  await page.select([`#${prefix}-licenseState`], l.stateName);
  await page.type([`#${prefix}-expiry`], l.expiry);
}

const MAIN = { birth: '01/01/1980', no: 'QLD1234567', state: 'QLD', stateName: 'Queensland', expiry: '31/01/2030' };
const SAM = { birth: '02/03/1992', no: 'NSW7654321', state: 'NSW', stateName: 'New South Wales', expiry: '30/06/2031' };

for (const engine of ENGINES) {
  describe(`${engine}: online check-in`, () => {
    /** @type {import('./env.mjs').EngineEnv} */
    let env;
    before(async () => {
      env = await startEngineEnv({ network: SLOW_NETWORK });
    });
    after(async () => {
      await env?.close();
    });

    test('from the reminder link at 390 px on a slow phone: two drivers, real photo files, arrival, signature; the desk sees it done', async () => {
      const start = 16;
      const b = await managedBooking(env, { start, email: `checkin.${engine}@example.com` });
      const pickup = Date.parse(`${ymdPlus(start)}T10:00:00+10:00`);
      // A licence photographed as a phone would (larger than CHECKIN_PHOTO_MAX_PX), a file on disk.
      const photo = join(env.dir, 'licence.png');
      await writeFile(photo, pngPhoto(2400, 1500, { smooth: true }));
      try {
        env.server.clock.set(pickup - 47 * 3_600_000);
        const { link } = await mailedLink(env, b.booking_id, 'checkin_reminder');
        assert.ok(link, 'the reminder carries a manage link into check-in');
        const desk = await staffToken(env);
        const page = await env.open(engine, { width: 390, height: 844 });
        await page.goto(/** @type {string} */ (link));
        await atStep(page, ownMessages.checkinStepDriver);
        await typeLicence(page, 'chw-checkin-main', MAIN);
        await page.click('button', ownMessages.checkinSaveNext);
        await atStep(page, ownMessages.checkinStepPhotos);
        const mainId = (await deskCheckin(env, desk, b.booking_id)).drivers[0].id;
        await sendPhotos(page, mainId, photo);
        const front = await deskPhoto(
          env,
          desk,
          (await deskCheckin(env, desk, b.booking_id)).drivers[0].photos.front.id,
        );
        assert.deepEqual(
          jpegSize(front),
          { width: CHECKIN_PHOTO_MAX_PX, height: 1250 },
          'downscaled to a JPEG in the page',
        );
        await page.click('button', ownMessages.checkinNext);

        // The second driver: name, licence and both photos.
        await atStep(page, ownMessages.checkinStepDrivers);
        await page.click('button', ownMessages.checkinAddDriver);
        await page.waitFor(() => document.activeElement?.id === 'chw-checkin-other-firstName');
        await page.type(['#chw-checkin-other-firstName'], 'Sam');
        await page.type(['#chw-checkin-other-lastName'], 'Lee');
        await typeLicence(page, 'chw-checkin-other', SAM);
        await page.click('button', ownMessages.checkinSaveDriver);
        await shows(page, ownMessages.checkinDriverAdded('Sam Lee'));
        const samId = (await deskCheckin(env, desk, b.booking_id)).drivers[1].id;
        await sendPhotos(page, samId, photo);
        await page.click('button', ownMessages.checkinNext);

        await atStep(page, ownMessages.checkinStepArrival);
        const record = await deskCheckin(env, desk, b.booking_id);
        assert.deepEqual(record.steps, { driver: true, photos: true, drivers: true, arrival: false, agreement: false });
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
        assert.deepEqual(
          done.drivers.map((/** @type {any} */ d) => [d.first_name, d.license_no, !!d.photos.front, !!d.photos.back]),
          [
            ['Other', MAIN.no, true, true],
            ['Sam', SAM.no, true, true],
          ],
        );
        assert.equal(done.arrival.arrival_time, record.opening_hours.open);
        assert.deepEqual(env.errors(), []);
        await page.close();
      } finally {
        env.server.clock.set(TEST_NOW);
      }
    });
  });
}
