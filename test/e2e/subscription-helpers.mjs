/**
 * The car subscription journey as a renter drives it (the search form, the car list) and as a
 * suite seeds it (the rental API from node, then the token cookie and the persisted slice), shared
 * by the subscription suites and the screens of the visual suite.
 */
import { islandsMounted, atRoute } from './harness.mjs';
import { bookingIdOf, seedStoredState } from './flows.mjs';
import { messages, ownMessages } from './messages.mjs';
import { dayName, ymdPlus } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';
import { fillCard, payButton } from './checkout-helpers.mjs';

/** @typedef {import('./harness.mjs').Env} Env */
/** @typedef {import('playwright-core').Page} Page */

/** Opens `path` on the demo and waits for its islands. @param {Env} env @param {Page} page @param {string} path */
export async function openPage(env, page, path) {
  await page.goto(env.url(path));
  await islandsMounted(page);
}

/** Opens the pickup date calendar, moving forward month by month until `ymd` shows. @param {Page} page @param {string} ymd */
export async function openSubscriptionCalendarAt(page, ymd) {
  await page.getByLabel(ownMessages.subPickupDate, { exact: true }).click();
  await page.locator('.chw-datefield__popover [role="grid"]').first().waitFor();
  for (let i = 0; i < 3; i += 1) {
    if (await page.getByRole('button', { name: dayName(ymd) }).count())
      return page.getByRole('button', { name: dayName(ymd) }).first();
    await page.getByRole('button', { name: ownMessages.calendarNextMonth }).click();
  }
  throw new Error(`day ${ymd} not found in the calendar`);
}

/** Waits until the pickup time select has slots. @param {Page} page */
export async function waitForSubscriptionTimes(page) {
  await page.waitForFunction((label) => {
    const select = [...document.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent === label);
    return select && select.options.length > 1;
  }, ownMessages.subPickupTime);
}

/**
 * Fills the /car-subscription form: Sam Taylor, `email`, 412345678, `frequency`, the first branch,
 * five days ahead, the first open time.
 * @param {Page} page @param {{ email: string, frequency?: string }} options
 */
export async function fillSubscriptionSearch(page, { email, frequency = 'weekly' }) {
  await page.getByLabel(ownMessages.subFirstName, { exact: true }).fill('Sam');
  await page.getByLabel(ownMessages.subLastName, { exact: true }).fill('Taylor');
  await page.getByLabel(ownMessages.subEmail, { exact: true }).fill(email);
  await page.getByLabel(ownMessages.subContactNumber, { exact: true }).fill('412345678');
  await page.getByLabel(ownMessages.subPaymentFrequency).selectOption(frequency);
  const location = page.getByLabel(ownMessages.subPickupLocation);
  await page.waitForFunction(() => document.querySelectorAll('select option').length > 3);
  const first = /** @type {string} */ (await location.locator('option').nth(1).getAttribute('value'));
  await location.selectOption(first);
  const day = await openSubscriptionCalendarAt(page, ymdPlus(5));
  await day.click();
  const time = page.getByLabel(ownMessages.subPickupTime);
  await waitForSubscriptionTimes(page);
  if (!(await time.inputValue())) {
    const value = /** @type {string} */ (await time.locator('option:not([disabled])').nth(1).getAttribute('value'));
    await time.selectOption(value);
  }
  return { location: first };
}

/** From /car-subscription to the car list. @param {Env} env @param {Page} page @param {string} email @param {string} [frequency] */
export async function searchToSubscriptionCarList(env, page, email, frequency) {
  await openPage(env, page, routes.carSubscription);
  await fillSubscriptionSearch(page, { email, frequency });
  await page.getByRole('button', { name: messages.subLetsGo }).click();
  await page.waitForURL('**/subscription-car-list');
  await islandsMounted(page);
  await page.getByRole('heading', { name: messages.subSelectACar }).waitFor();
}

/**
 * One call to the rental API from node; throws on an error status.
 * @param {Env} env @param {string} path under /rental-api/v1 @param {object} body
 */
export async function rental(env, path, body) {
  const response = await fetch(env.url(`/rental-api/v1${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${json.message}`);
  return json.data;
}

/**
 * A subscription searched for and its car chosen (as the search and car-list pages leave it),
 * seeded into `page`'s context: the token cookie and the persisted subscription slice.
 * @param {Env} env
 * @param {Page} page
 * @param {string} email
 * @param {Record<string, string>} [contact] the phone as the search page left it
 */
export async function seedSubscription(
  env,
  page,
  email,
  contact = { mobileNumber: '412345678', mobileCountryCode: '61' },
) {
  const pickupDate = ymdPlus(12);
  const { subscription_token: token } = await rental(env, '/subscription/store', {
    first_name: 'Sam',
    last_name: 'Lee',
    mobile_number: '61412345678',
    email,
    payment_frequency: 'weekly',
    pickup_location_id: 'BNEC',
    pickup_date: pickupDate,
    pickup_time: '10:00',
  });
  await rental(env, '/subscription/select', {
    subscription_token: token,
    vehicle_id: 1,
    vehicle_image: '',
    subscription_type: 'lite',
  });
  const subscription = {
    firstName: 'Sam',
    lastName: 'Lee',
    email,
    ...contact,
    pickupLocation: 'BNEC',
    // What the search and the car list store beside the ids, for the checkout's Booking Details.
    pickupLocationName: env.server.db.prepare(`SELECT name FROM locations WHERE code = 'BNEC'`).pluck().get(),
    pickupDate,
    pickupTime: '10:00',
    paymentFrequency: 'weekly',
    vehicleId: 1,
    vehicleName: env.server.db.prepare(`SELECT name FROM vehicles WHERE id = 1`).pluck().get(),
    subscriptionType: 'lite',
    payType: 'N',
  };
  await page.context().addCookies([{ name: 'chw_subscription_token', value: token, url: env.url('/') }]);
  await seedStoredState(page, { subscription });
  return { token, bookingId: bookingIdOf(env, token) };
}

/** /subscription-checkout with the rest of the renter's details typed. @param {Env} env @param {Page} page */
export async function fillSubscriptionCheckout(env, page) {
  await page.goto(env.url(routes.subscriptionCheckout));
  await islandsMounted(page);
  const field = (label) => page.getByLabel(label, { exact: true });
  await field(messages.subAddressField).fill('1 Queen Street, Brisbane');
  await field(messages.subPostalField).fill('4000');
  await field(messages.subLicenseNoField).fill('QLD123456');
  const state = page.getByLabel(messages.subLicenseState);
  await page.waitForFunction(() => document.querySelectorAll('optgroup').length > 0);
  await state.selectOption(await state.locator('optgroup option').first().getAttribute('value'));
  await field(`${ownMessages.subNextOfKinPrefix}${messages.subRelativeName}`).fill('Alex Lee');
  await field(`${ownMessages.subNextOfKinPrefix}${messages.subRelativeNumber}`).fill('0400 111 222');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
}

/** /subscription-checkout with the rest of the renter's details typed and saved: the card form is up. @param {Env} env @param {Page} page */
export async function subscriptionToCard(env, page) {
  await fillSubscriptionCheckout(env, page);
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  await page.getByLabel('Card number').waitFor();
}

/**
 * A subscription seeded for `email`, taken through its checkout and paid by card: the page waits on
 * /subscription-complete until its heading is up.
 * @param {Env} env @param {Page} page @param {string} email
 */
export async function paySubscription(env, page, email) {
  const seeded = await seedSubscription(env, page, email);
  await subscriptionToCard(env, page);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.subscriptionComplete));
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  return seeded;
}
