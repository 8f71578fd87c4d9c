/**
 * The Manage my booking screens' setup for screens.mjs: a booking paid through the API for the
 * visual renter, its emailed link opened, and a screen per action.
 */
import { ownMessages } from './messages.mjs';
import { bookAndPay } from '../kit/booking.mjs';
import { lastManageLink } from '../kit/outbox.mjs';
import { ymdPlus } from './renter-helpers.mjs';

/** @typedef {import('./harness.mjs').Env} Env */
/** @typedef {import('./harness.mjs').TestPage} TestPage */
/** @typedef {import('./screens.mjs').Screen} Screen */

export const MANAGE_RENTER = 'visual.renter@example.com';

/**
 * A paid booking 60 days out and its emailed link opened in `page`, the booking on screen.
 * @param {Env} env @param {TestPage} page
 */
export async function atManagedBooking(env, page) {
  await page.goto(await managedBookingLink(env));
  await page.getByRole('heading', { name: ownMessages.manageHeading }).waitFor();
}

/**
 * A paid booking 60 days out (the screens' earlier ones marked cancelled first, so their cars never
 * run out) and the manage link its confirmation email carries.
 * @param {Env} env
 */
export async function managedBookingLink(env) {
  env.server.db.prepare("UPDATE bookings SET status = 'X' WHERE email = ? AND status = 'C'").run(MANAGE_RENTER);
  const paid = await bookAndPay(env, {
    pickupId: 1,
    dropoffId: 1,
    pickupDate: ymdPlus(60),
    dropoffDate: ymdPlus(63),
    vehicleId: 3,
    email: MANAGE_RENTER,
    firstName: 'Alex',
    lastName: 'Driver',
  });
  return lastManageLink(env, paid.booking_id);
}

/** The reservation number on the manage screens (the booking's row number). */
export const MANAGE_REFERENCE = ['.chw-manage-summary__reference strong'];

/**
 * Scrolls so that `target`'s bottom is the viewport's: where the page stands then does not depend
 * on where the last click happened to leave it (a click scrolls only as far as its own target).
 * @param {import('playwright-core').Locator} target
 */
export const bottomInView = (target) => target.evaluate((element) => element.scrollIntoView({ block: 'end' }));

/**
 * A screen of a managed booking (atManagedBooking): the action named `button` pressed, then `then`.
 * @param {string} name @param {string} button @param {(page: TestPage) => Promise<void>} then
 * @returns {Screen}
 */
export const managedScreen = (name, button, then) => ({
  name,
  varies: MANAGE_REFERENCE,
  open: async (env, page) => {
    await atManagedBooking(env, page);
    await page.getByRole('button', { name: button }).click();
    await then(page);
  },
});
