/** Helpers for the checkout and payment suites: filling the driver form and the card double. */
import assert from 'node:assert/strict';
import { messages } from './messages.mjs';
import { deferred } from './deferred.mjs';
import { staffBooking } from './flows.mjs';
import { routes } from '../routes.mjs';
import { atRoute } from './harness.mjs';
import { fillCard } from '../kit/card.mjs';

export { fillCard };

/**
 * The control labelled exactly `text`.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 */
export const label = (page, text) => page.getByLabel(text, { exact: true });

/**
 * Fills the driver's details with valid values (overrides per field).
 * @param {import('playwright-core').Page} page
 * @param {{ first?: string, last?: string, email?: string, mobile?: string, birthday?: string, terms?: boolean }} [values]
 */
export async function fillDriver(page, values = {}) {
  const v = {
    first: 'Alex',
    last: 'Driver',
    email: `alex.${Date.now()}@example.com`,
    mobile: '412345678',
    birthday: '15/06/1990',
    terms: true,
    ...values,
  };
  await label(page, messages.firstNameField).fill(v.first);
  await label(page, messages.lastNameField).fill(v.last);
  await label(page, messages.emailField).fill(v.email);
  await label(page, messages.contactField).fill(v.mobile);
  await label(page, messages.birthdayField).fill(v.birthday);
  if (v.terms) await page.getByRole('checkbox', { name: new RegExp(messages.termsLink) }).check();
  return v;
}

/**
 * The red message of our card section (not the double's own copy).
 * @param {import('playwright-core').Page} page
 */
export const cardError = (page) => page.locator('.chw-card__error');

/**
 * The checkout's pay button.
 * @param {import('playwright-core').Page} page
 */
export const payButton = (page) => page.getByRole('button', { name: messages.payNowButton });

/**
 * The booking reference /complete shows.
 * @param {import('playwright-core').Page} page
 */
export const bookingReference = (page) => page.locator('.chw-complete__reference strong').innerText();

/**
 * The booking the renter has just paid for, as staff see it: waits for /complete (for a subscription
 * /subscription-complete), reads the reference shown there, and asserts that the staff API has that
 * booking confirmed (status C); returns its row.
 * @param {import('./flows.mjs').ApiEnv} env
 * @param {import('playwright-core').Page} page
 * @param {'BOOKING' | 'SUBSCRIPTION'} [type]
 */
export async function confirmedRow(env, page, type = 'BOOKING') {
  await page.waitForURL(atRoute(type === 'SUBSCRIPTION' ? routes.subscriptionComplete : routes.complete));
  const reference = await bookingReference(page);
  assert.match(reference, /\S/);
  const row = await staffBooking(env, reference, type);
  assert.equal(row?.Status, 'C');
  return row;
}

/**
 * Waits until the liability and extras step's PROCEED TO CHECKOUT button is enabled (it has a total).
 * @param {import('playwright-core').Page} page
 */
export const proceedToCheckoutEnabled = (page) =>
  page.waitForFunction(
    () =>
      !(/** @type {HTMLButtonElement | null} */ (document.querySelector('.chw-liability__proceed button'))?.disabled),
  );

/**
 * Lets the card confirmation reach the provider (so the card is charged), but never hands its
 * answer to the page: the page stays on "Processing…" until the test reloads or closes it.
 * @param {import('playwright-core').Page} page
 */
export async function chargeButHangTheAnswer(page) {
  const charged = deferred();
  await page.route('**/stripe-double/confirm', async (route) => {
    await route.fetch();
    charged.resolve();
  });
  // Wrapped: an async function returning the promise itself would wait for it.
  return { charged: charged.promise };
}
