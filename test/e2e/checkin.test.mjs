// @ts-check
/**
 * Online check-in in the browser (issue 46): the manage page says when check-in opens; the
 * reminder email's link (the scheduled job, on the server's clock) opens the manage page straight
 * into check-in, where a renter at 390 px on the bench's slow phone checks in two drivers with
 * real photo files, and the desk's API then holds every step; a photo the desk asks again for shows
 * as "needs a new photo".
 * Each step is axe-clean; nothing of a licence reaches storage, analytics or host events.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, dataLayerOf, hostEventsOf } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { manageJourneys } from './manage-helpers.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { deskCheckin, deskPhoto, freshLink, jpegSize, mailedLink, pngPhoto, staffToken } from './checkin-helpers.mjs';
import { CHECKIN_PHOTO_MAX_PX } from '../../demo/lib/rules.generated.mjs';
import { throttle } from './load-metrics.mjs';

const m = manageJourneys({ first: 10, every: 4 });
const { booking, open } = m;
const SHOTS = process.env.CHW_CHECKIN_SHOTS;

/** The instant of the last booking's pickup: 10:00 in Brisbane. */
const pickupAt = () => Date.parse(`${ymdPlus(m.lastStart())}T10:00:00+10:00`);

/**
 * A licence photo file as a phone's camera would hand it over: larger than CHECKIN_PHOTO_MAX_PX,
 * soft as a licence in good light (its JPEG crosses the slow phone's link in about a second).
 */
const photo = (name = 'licence.png') => ({
  name,
  mimeType: 'image/png',
  buffer: pngPhoto(2400, 1500, { smooth: true }),
});

/** Saves a screenshot of the page when CHW_CHECKIN_SHOTS names a folder (to look at, not compared). @param {import('playwright-core').Page} page @param {string} name */
const shot = async (page, name) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, caret: 'hide' });
};

/** Waits until the element with `id` has the focus. @param {import('playwright-core').Page} page @param {string} id */
const focused = (page, id) => page.waitForFunction((want) => document.activeElement?.id === want, id);

/** Waits for the step whose heading is `title`, with the focus on it. @param {import('playwright-core').Page} page @param {string} title */
async function atStep(page, title) {
  await page.locator('#chw-checkin-step-heading', { hasText: title }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'chw-checkin-step-heading');
}

/** Sends the front and back photos of a driver and waits until both are received. @param {import('playwright-core').Page} page @param {number} driverId */
async function sendPhotos(page, driverId) {
  for (const side of ['front', 'back']) {
    await page.locator(`#chw-checkin-photo-${driverId}-${side}`).setInputFiles(photo());
    await page
      .locator('.chw-checkin-photo', { has: page.locator(`#chw-checkin-photo-${driverId}-${side}`) })
      .getByText(ownMessages.checkinPhotoUploaded)
      .waitFor();
  }
}

/** Fills a licence form whose fields start with `prefix`. @param {import('playwright-core').Page} page @param {string} prefix @param {{ birth: string, no: string, state: string, expiry: string }} l */
async function fillLicence(page, prefix, l) {
  await page.locator(`#${prefix}-birthDate`).fill(l.birth);
  await page.locator(`#${prefix}-licenseNo`).fill(l.no);
  await page.locator(`#${prefix}-licenseState option[value="${l.state}"]`).waitFor({ state: 'attached' });
  await page.locator(`#${prefix}-licenseState`).selectOption(l.state);
  await page.locator(`#${prefix}-expiry`).fill(l.expiry);
}

test('the manage page says when check-in opens; the reminder link checks in two drivers at 390 px', async () => {
  const b = await booking();
  const start = m.env.server.clock.now();
  try {
    // Ten days ahead: not open yet, with the day it opens (seven days before pickup, the branch's clock).
    const early = await open(b.link);
    const state = early.locator('[data-chw-checkin-state]');
    await state.waitFor();
    assert.equal(await state.getAttribute('data-chw-checkin-state'), 'not_open');
    // In the page's words for a moment (as the summary's): "Sun, 31 Jan - 10:00 AM (Brisbane time)".
    const opens = new Date(pickupAt() - 7 * 86_400_000 + 10 * 3_600_000);
    const part = (/** @type {Intl.DateTimeFormatOptions} */ o) =>
      new Intl.DateTimeFormat('en-US', { ...o, timeZone: 'UTC' }).format(opens);
    const when = `${part({ weekday: 'short' })}, ${part({ day: '2-digit' })} ${part({ month: 'short' })} - 10:00 AM (Brisbane time)`;
    assert.equal(await state.innerText(), ownMessages.checkinNotOpen(when));
    assert.equal(await early.getByRole('button', { name: ownMessages.checkinStart }).count(), 0);
    assert.deepEqual(await axe(early), []);
    assert.deepEqual(early.errors, []);

    // 47 hours before pickup the job mails the reminder, whose link opens check-in.
    m.env.server.clock.set(pickupAt() - 47 * 3_600_000);
    const { link } = await mailedLink(m.env, b.booking_id, 'checkin_reminder');
    assert.ok(link, 'the reminder carries a manage link');
    const desk = await staffToken(m.env);
    assert.equal(new URL(link).searchParams.get('chw_checkin'), '1');
    // The slow phone of the bench (4× CPU, 400 kbit/s each way, 400 ms round trip, nothing cached).
    const page = await m.env.page({ width: 390, height: 844 });
    await throttle(page, { cpu: 4 });
    await page.goto(link);
    await atStep(page, ownMessages.checkinStepDriver);
    assert.equal(new URL(page.url()).search, '', 'the token and chw_checkin leave the address');
    assert.deepEqual(await axe(page), []);
    await shot(page, '390-1-driver');

    // Step 1, the main driver: a wrong expiry is refused in the field, then the licence is saved.
    const main = { birth: '01011980', no: 'QLD1234567', state: 'QLD', expiry: '01/01/2026' };
    await fillLicence(page, 'chw-checkin-main', main);
    await page.getByRole('button', { name: ownMessages.checkinSaveNext }).click();
    const expiryError = page.locator('#chw-checkin-main-expiry-error');
    await expiryError.waitFor();
    await focused(page, 'chw-checkin-main-expiry');
    assert.equal(await page.locator('#chw-checkin-main-birthDate').inputValue(), '01/01/1980');
    await page.locator('#chw-checkin-main-expiry').fill('31/01/2030');
    await page.getByRole('button', { name: ownMessages.checkinSaveNext }).click();
    await atStep(page, ownMessages.checkinStepPhotos);
    let record = await deskCheckin(m.env, desk, b.booking_id);
    assert.equal(record.steps.driver, true);
    assert.deepEqual(
      [record.drivers[0].license_no, record.drivers[0].license_state, record.drivers[0].license_expiry],
      ['QLD1234567', 'QLD', '2030-01-31'],
    );
    const mainId = record.drivers[0].id;

    // Step 2, photos: a renamed SVG is refused here in words; two real photos go up as JPEGs.
    await page
      .locator(`#chw-checkin-photo-${mainId}-front`)
      .setInputFiles({
        name: 'licence.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
    await page.getByText(ownMessages.checkinPhotoWrongType).waitFor();
    assert.equal(await page.locator(`#chw-checkin-photo-${mainId}-front`).getAttribute('aria-invalid'), 'true');
    await sendPhotos(page, mainId);
    await page.getByRole('img', { name: ownMessages.checkinPhotoPreview(ownMessages.checkinPhotoFront) }).waitFor();
    assert.deepEqual(await axe(page), []);
    await shot(page, '390-2-photos');
    record = await deskCheckin(m.env, desk, b.booking_id);
    assert.equal(record.steps.photos, true);
    const front = await deskPhoto(m.env, desk, record.drivers[0].photos.front.id);
    assert.deepEqual(jpegSize(front), { width: CHECKIN_PHOTO_MAX_PX, height: 1250 }, 'downscaled and re-encoded');
    assert.equal(front.includes(Buffer.from('Exif')), false);
    await page.getByRole('button', { name: ownMessages.checkinNext }).click();

    // Step 3, a second driver with licence and photos.
    await atStep(page, ownMessages.checkinStepDrivers);
    await page.getByRole('button', { name: ownMessages.checkinAddDriver }).click();
    await focused(page, 'chw-checkin-other-firstName');
    await page.locator('#chw-checkin-other-firstName').fill('Sam');
    await page.locator('#chw-checkin-other-lastName').fill('Lee');
    await fillLicence(page, 'chw-checkin-other', {
      birth: '02/03/1992',
      no: 'NSW7654321',
      state: 'NSW',
      expiry: '30/06/2031',
    });
    assert.deepEqual(await axe(page), []);
    await shot(page, '390-3-add-driver');
    await page.getByRole('button', { name: ownMessages.checkinSaveDriver }).click();
    await page.getByText(ownMessages.checkinDriverAdded('Sam Lee')).waitFor();
    record = await deskCheckin(m.env, desk, b.booking_id);
    assert.equal(record.drivers.length, 2);
    const sam = record.drivers[1];
    assert.deepEqual(
      [sam.first_name, sam.last_name, sam.license_no, sam.birth_date],
      ['Sam', 'Lee', 'NSW7654321', '1992-03-02'],
    );
    await sendPhotos(page, sam.id);
    assert.ok((await page.locator('.chw-checkin__drivers').innerText()).includes('••••4321'));
    assert.deepEqual(await axe(page), []);
    await shot(page, '390-3-drivers');
    await page.getByRole('button', { name: ownMessages.checkinNext }).click();

    // Step 4, arrival within the branch's hours that day.
    await atStep(page, ownMessages.checkinStepArrival);
    const hours = record.opening_hours;
    await page.locator('#chw-checkin-arrival-flight').fill('QF520');
    await page.locator('#chw-checkin-arrival-time').fill(hours.open);
    await page.locator('#chw-checkin-arrival-note').fill('Two child seats, please.');
    assert.deepEqual(await axe(page), []);
    await shot(page, '390-4-arrival');
    await page.getByRole('button', { name: ownMessages.checkinSaveNext }).click();

    // Step 5, the agreement, signed with the main driver's full name.
    await atStep(page, ownMessages.checkinStepAgreement);
    const agreement = page.getByRole('region', { name: ownMessages.checkinAgreementText });
    assert.ok((await agreement.innerText()).includes(`Rental agreement for booking ${b.reservation_no}`));
    assert.deepEqual(await axe(page), []);
    await page.getByRole('button', { name: ownMessages.checkinSign }).click();
    await focused(page, 'chw-checkin-sign');
    await page.locator('#chw-checkin-sign').fill('other   buyer');
    await shot(page, '390-5-agreement');
    await page.getByRole('button', { name: ownMessages.checkinSign }).click();
    await page.getByText(ownMessages.checkinDone).waitFor();
    assert.equal(await page.locator('[data-chw-checkin-state]').getAttribute('data-chw-checkin-state'), 'done');
    assert.deepEqual(await axe(page), []);
    await shot(page, '390-6-done');

    // The desk's record: every step, both drivers, the arrival and the signature.
    record = await deskCheckin(m.env, desk, b.booking_id);
    assert.equal(record.state, 'done');
    assert.deepEqual(record.steps, { driver: true, photos: true, drivers: true, arrival: true, agreement: true });
    assert.deepEqual(record.arrival, {
      flight_no: 'QF520',
      arrival_time: hours.open,
      note: 'Two child seats, please.',
    });
    assert.equal(record.agreement.signed_record.name, 'other   buyer');
    assert.equal(record.agreement.signed_record.version, record.agreement.version);

    // Nothing of a licence leaves for storage, analytics or the host page; the events say done.
    const events = await hostEventsOf(page);
    assert.deepEqual(
      events.filter((e) => e.name === 'chw:checkin_completed'),
      [{ name: 'chw:checkin_completed', detail: { reference: b.reservation_no } }],
    );
    const layer = await dataLayerOf(page);
    assert.equal(layer.filter((e) => e.event === 'checkin').length, 1);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    for (const secret of ['QLD1234567', 'NSW7654321', '1234567', '7654321']) {
      assert.ok(!stored.includes(secret), `${secret} is not stored`);
      assert.ok(!JSON.stringify(layer).includes(secret) && !JSON.stringify(events).includes(secret));
    }
    assert.deepEqual(page.errors, []);
  } finally {
    m.env.server.clock.set(start);
  }
});

test('a photo the desk asks again for: the email link shows "needs a new photo", and a new one clears it', async () => {
  const b = await booking();
  const start = m.env.server.clock.now();
  try {
    m.env.server.clock.set(pickupAt() - 3 * 86_400_000);
    const desk = await staffToken(m.env);
    const page = await m.env.page({ width: 1280 });
    await page.goto(await freshLink(m.env, b));
    await page.getByRole('button', { name: ownMessages.checkinStart }).click();
    await atStep(page, ownMessages.checkinStepDriver);
    await fillLicence(page, 'chw-checkin-main', {
      birth: '01/01/1980',
      no: 'VIC55501234',
      state: 'VIC',
      expiry: '31/12/2031',
    });
    await page.getByRole('button', { name: ownMessages.checkinSaveNext }).click();
    await atStep(page, ownMessages.checkinStepPhotos);
    const record = await deskCheckin(m.env, desk, b.booking_id);
    const mainId = record.drivers[0].id;
    await sendPhotos(page, mainId);
    await shot(page, '1280-2-photos');
    const photoId = (await deskCheckin(m.env, desk, b.booking_id)).drivers[0].photos.back.id;
    const asked = await fetch(m.env.url('/api/v1/checkins/review'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${desk}` },
      body: JSON.stringify({ photo_id: photoId, decision: 'ask_again', reason: 'It is blurred.' }),
    });
    assert.equal(asked.status, 200);
    const { link } = await mailedLink(m.env, b.booking_id, 'checkin_ask_again');
    assert.ok(link);
    const again = await m.env.page({ width: 1280 });
    await again.goto(/** @type {string} */ (link));
    await atStep(again, ownMessages.checkinStepPhotos);
    assert.equal(await again.locator('[data-chw-checkin-state]').getAttribute('data-chw-checkin-state'), 'needs_photo');
    await again.getByText(ownMessages.checkinPhotoAskAgain('It is blurred.')).waitFor();
    assert.deepEqual(await axe(again), []);
    await shot(again, '1280-needs-photo');
    await sendPhotos(again, mainId);
    await again.locator('[data-chw-checkin-state="in_progress"]').waitFor();
    const after = await deskCheckin(m.env, desk, b.booking_id);
    assert.equal(after.drivers[0].photos.back.review, 'pending');
    assert.equal(after.state, 'in_progress');
    assert.deepEqual([...page.errors, ...again.errors], []);
  } finally {
    m.env.server.clock.set(start);
  }
});
