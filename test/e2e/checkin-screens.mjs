// @ts-check
/**
 * Online check-in's screens for screens.mjs (the visual suite and the hidden-element check): the
 * visual renter's booking 60 days out, the server's clock moved to 47 hours before its pickup, the
 * reminder's link (the scheduled job's) opened straight into check-in, and the steps before the one shown saved through
 * the API (in the page's own session), so each screen opens on its step with the focus on it.
 */
import { ownMessages } from './messages.mjs';
import { MANAGE_RENTER, managedBookingLink } from './manage-screens.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { checkinCall, checkinCalls, feeBooking, freshLink, mailedLink, pngPhoto } from './checkin-helpers.mjs';

/** @typedef {import('./harness.mjs').Env} Env */
/** @typedef {import('./harness.mjs').TestPage} TestPage */
/** @typedef {import('./screens.mjs').Screen} Screen */

/** What differs from run to run: the reservation number in the agreement's text. */
const VARIES = ['.chw-checkin__agreement'];

const MAIN = { birth_date: '1980-01-01', license_no: 'QLD1234567', license_state: 'QLD', license_expiry: '2030-01-31' };
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** @param {TestPage} page @param {string} title */
const atStep = async (page, title) => {
  await page.locator('#chw-checkin-step-heading', { hasText: title }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'chw-checkin-step-heading');
};

/**
 * The visual renter's booking in check-in's window, open in `page` on the first step not done after
 * `saved` ran (in the page's session).
 * @param {Env} env @param {TestPage} page
 * @param {(call: (path: string, body: object | Uint8Array) => Promise<any>) => Promise<void>} [saved]
 */
async function atCheckin(env, page, saved) {
  await managedBookingLink(env);
  const b = /** @type {{ id: number }} */ (
    env.server.db.prepare("SELECT id FROM bookings WHERE email = ? AND status = 'C'").get(MANAGE_RENTER)
  );
  env.server.clock.set(Date.parse(`${ymdPlus(60)}T10:00:00+10:00`) - 47 * 3_600_000);
  const { link } = await mailedLink(env, b.id, 'checkin_reminder');
  if (!link) throw new Error('no check-in reminder');
  await page.goto(link);
  await atStep(page, ownMessages.checkinStepDriver);
  if (!saved) return;
  const session = (await page.context().cookies()).find((c) => c.name === 'chw_manage')?.value ?? '';
  await saved(checkinCall(env, session));
  await page.reload();
  await page.getByRole('button', { name: /^(Continue check-in|Review your check-in)$/ }).click();
}

/** A small JPEG-signed body: all the server reads of a photo's type is its signature. */
const photoBytes = () => new Uint8Array([...JPEG_HEAD, ...new Array(64).fill(9)]);

/** The main driver and both photos, saved. @param {(path: string, body: object | Uint8Array) => Promise<any>} call */
async function mainWithPhotos(call) {
  const state = await call('/driver', MAIN);
  for (const side of ['front', 'back'])
    await call(`/photo?driver_id=${state.drivers[0].id}&side=${side}`, photoBytes());
  return state;
}

/** The main driver, both photos and the arrival (QF520 at the branch's opening), saved. @param {(path: string, body: object | Uint8Array) => Promise<any>} call */
async function arrived(call) {
  const state = await mainWithPhotos(call);
  await call('/arrival', { flight_no: 'QF520', arrival_time: state.opening_hours.open, note: '' });
  return state;
}

const SAM = {
  driver_id: 0,
  first_name: 'Sam',
  last_name: 'Lee',
  birth_date: '1992-03-02',
  license_no: 'NSW7654321',
  license_state: 'NSW',
  license_expiry: '2031-06-30',
};

/** Opens the drivers step from the state line's button. @param {TestPage} page */
async function toDrivers(page) {
  await page.getByRole('button', { name: new RegExp(`^${ownMessages.checkinStepDrivers}`) }).click();
  await atStep(page, ownMessages.checkinStepDrivers);
}

let feeDay = 70;

/** @type {Screen[]} */
export const CHECKIN_SCREENS = [
  {
    name: 'checkin-driver-errors',
    open: async (env, page) => {
      await atCheckin(env, page);
      await page.getByRole('button', { name: ownMessages.checkinSaveNext }).click();
      await page.locator('#chw-checkin-main-expiry-error').waitFor();
    },
  },
  {
    name: 'checkin-photos',
    open: async (env, page) => {
      await atCheckin(env, page, async (call) => void (await call('/driver', MAIN)));
      await atStep(page, ownMessages.checkinStepPhotos);
      const input = page.locator('.chw-checkin-photo__input').first();
      await input.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: pngPhoto(1200, 760) });
      await page.getByText(ownMessages.checkinPhotoUploaded).waitFor();
    },
  },
  {
    name: 'checkin-add-driver',
    open: async (env, page) => {
      await atCheckin(env, page, async (call) => void (await mainWithPhotos(call)));
      await page.getByRole('button', { name: ownMessages.checkinStepDrivers }).click();
      await atStep(page, ownMessages.checkinStepDrivers);
      await page.getByRole('button', { name: ownMessages.checkinAddDriver }).click();
      await page.locator('#chw-checkin-other-firstName').fill('Sam');
    },
  },
  {
    // Another driver's details changed: the adding form with their name and licence, the number typed again.
    name: 'checkin-edit-driver',
    open: async (env, page) => {
      await atCheckin(env, page, async (call) => {
        await mainWithPhotos(call);
        await call('/driver', SAM);
      });
      await toDrivers(page);
      await page.getByRole('button', { name: ownMessages.checkinEditDriver('Sam Lee') }).click();
      await page.waitForFunction(() => document.activeElement?.id.endsWith('-firstName'));
    },
  },
  {
    // Check-in's own page at Gold Coast Airport (a branch with an additional-driver fee): a driver
    // added, their fee's quote before it is paid.
    name: 'checkin-driver-fee',
    open: async (env, page) => {
      const b = await feeBooking(env, { start: (feeDay += 4), email: `fee.screen${feeDay}@example.com` });
      env.server.clock.set(Date.parse(`${ymdPlus(b.start)}T10:00:00+10:00`) - 3 * 86_400_000);
      const call = await checkinCalls(env, b);
      await mainWithPhotos(call);
      await call('/driver', SAM);
      await page.goto(await freshLink(env, b));
      await page.getByRole('heading', { name: ownMessages.manageHeading }).waitFor();
      await page.goto(env.url('/manage-booking/check-in'));
      await page.getByRole('button', { name: ownMessages.checkinContinue }).click();
      await atStep(page, ownMessages.checkinStepPhotos);
      await toDrivers(page);
      await page.getByRole('button', { name: ownMessages.checkinFeeContinue }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'checkin-arrival',
    open: async (env, page) => {
      await atCheckin(env, page, async (call) => void (await mainWithPhotos(call)));
      await atStep(page, ownMessages.checkinStepArrival);
      await page.locator('#chw-checkin-arrival-flight').fill('QF520');
    },
  },
  {
    name: 'checkin-agreement',
    varies: VARIES,
    open: async (env, page) => {
      await atCheckin(env, page, async (call) => void (await arrived(call)));
      await atStep(page, ownMessages.checkinStepAgreement);
      await page.locator('#chw-checkin-sign').fill('Alex Driver');
    },
  },
  {
    name: 'checkin-done',
    varies: VARIES,
    open: async (env, page) => {
      await atCheckin(env, page, async (call) => {
        const state = await arrived(call);
        await call('/agreement', { name: 'Alex Driver', version: state.agreement.version });
      });
      await atStep(page, ownMessages.checkinStepAgreement);
    },
  },
];
