/**
 * Helpers for the renter-flow suites (search, vehicles, phone booking): dates
 * in the browser's zone (Australia/Brisbane, see harness.mjs), picking days
 * from the calendar by their labels, and filling the search form as a person would.
 */
import { ownMessages, messages } from './messages.mjs';
import { cookieValue, islandsMounted, atRoute } from './harness.mjs';
import { ymdPlus, ZONE } from '../clock.mjs';
import { escapeRegExp } from './text.mjs';
import { routes } from '../routes.mjs';

// The one day helper lives with the clock; the suites read it from here too.
export { ymdPlus, ZONE };

/**
 * What `fillSearch` types: branch name, pickup and return (days from the pinned today), vehicle
 * type, promo code, and whether the renter is over 25.
 * @typedef {{ location?: string, pickupIn?: number, returnIn?: number, category?: string, promo?: string, over25?: boolean }} SearchOptions
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** yyyy-mm-dd → dd/mm/yy, as the search form shows it. @param {string} ymd */
export const shortDisplay = (ymd) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(2, 4)}`;

/**
 * The calendar day button's accessible name for `ymd`, by its start: `5 January 2026,` of
 * "5 January 2026, Monday" (src/ui/calendar/dayLabels.ts; ", today" or ", selected" may follow).
 * @param {string} ymd
 */
export function dayName(ymd) {
  const [y, m, d] = ymd.split('-').map(Number);
  return new RegExp(`^${d} ${MONTHS[m - 1]} ${y},`);
}

/**
 * The labelled controls of the search form (first form on the page).
 * @param {import('playwright-core').Page} page
 */
export function searchFields(page) {
  const form = page.getByRole('form', { name: ownMessages.searchForm });
  const label = (text) => form.getByLabel(text, { exact: true });
  return {
    form,
    pickupLocation: label(ownMessages.pickupLocation),
    pickupDate: form.getByRole('textbox', { name: ownMessages.pickupDate, exact: true }),
    pickupTime: label(ownMessages.pickupTime),
    returnLocation: label(ownMessages.returnLocation),
    returnDate: form.getByRole('textbox', { name: ownMessages.returnDate, exact: true }),
    returnTime: label(ownMessages.returnTime),
    vehicleType: label(ownMessages.vehicleType),
    promo: label(ownMessages.promoCode),
    over25: form.getByRole('checkbox', { name: messages.ageOver25 }),
    submit: form.getByRole('button', {
      name: new RegExp(`^(${escapeRegExp(messages.searchButton)}|${escapeRegExp(messages.searchButtonVariantF)})$`),
    }),
  };
}

/**
 * Polls until `read()` returns something truthy (10 s at most).
 * @template T
 * @param {() => T | Promise<T>} read
 * @param {string} [what] named in the timeout's error
 * @returns {Promise<T>}
 */
export async function waitFor(read, what = 'condition') {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() - start > 10_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens a date field's calendar with the mouse and clicks the day `ymd` (paging months forward when needed).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} input
 * @param {string} ymd
 */
export async function pickDate(page, input, ymd) {
  await input.click();
  const popover = page.getByRole('dialog', {
    name: await input.evaluate((el) => /** @type {HTMLInputElement} */ (el).labels[0].textContent),
    exact: true,
  });
  const day = popover.getByRole('button', { name: dayName(ymd) });
  // The calendar loads on first open: wait for it before deciding to page.
  await popover.getByRole('grid').first().waitFor();
  for (let i = 0; i < 3 && !(await day.count()); i += 1) {
    await popover.getByRole('button', { name: ownMessages.calendarNextMonth }).click();
  }
  await day.click();
}

/**
 * Fills the whole search form. Defaults: Brisbane Airport, pickup in 7 days,
 * return the next day (what choosing a pickup date sets), All Vehicles.
 * @param {import('playwright-core').Page} page
 * @param {SearchOptions} [options]
 */
export async function fillSearch(
  page,
  { location = 'Brisbane Airport', pickupIn = 7, returnIn, category = 'All Vehicles', promo, over25 = true } = {},
) {
  const f = searchFields(page);
  await f.pickupLocation.selectOption({ label: location });
  await pickDate(page, f.pickupDate, ymdPlus(pickupIn));
  if (returnIn !== undefined) await pickDate(page, f.returnDate, ymdPlus(returnIn));
  await f.vehicleType.selectOption({ label: category });
  if (promo !== undefined) await f.promo.fill(promo);
  if (!over25) await f.over25.uncheck();
  await waitFor(
    async () => (await f.pickupTime.inputValue()) && (await f.returnTime.inputValue()),
    'the opening hours',
  );
  return f;
}

/**
 * From home: fill the form, search and wait for /booking.
 * @param {import('./harness.mjs').Env} env
 * @param {import('playwright-core').Page} page
 * @param {SearchOptions} [options]
 */
export async function searchToBooking(env, page, options) {
  await page.goto(env.url(routes.home));
  const f = await fillSearch(page, options);
  await f.submit.click();
  await page.waitForURL(atRoute(routes.booking));
  await page.getByRole('navigation', { name: ownMessages.bookingProgress }).waitFor();
}

/**
 * Answers the page's calls to `path` (under /api/v1) with `status` and a JSON body, as a failing
 * API would.
 * @param {import('playwright-core').Page} page @param {string} path @param {number} status @param {object} [json]
 */
export const failCalls = (page, path, status, json = { message: 'boom' }) =>
  page.route(`**/api/v1${path}`, (route) => route.fulfill({ status, json }));

/**
 * The persisted state's slices (`persist:chw`) as an object.
 * @param {import('playwright-core').Page} page
 */
export async function storedState(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('persist:chw') || '{}').slices ?? {});
}

/**
 * The booking-token cookie's value, or ''.
 * @param {import('playwright-core').Page} page
 */
export async function bookingToken(page) {
  return (await cookieValue(page, 'chw_booking_token')) ?? '';
}

/**
 * Console errors a test provokes on purpose (a failed request is logged by Chromium).
 * @param {string[]} errors
 */
export const withoutNetworkErrors = (errors) => errors.filter((e) => !/Failed to load resource/.test(e));

/**
 * A shared quote link (or one damaged on its way) opened in a browser of its own, once its step
 * shows something: the booking layout, or the problem it reports.
 * @param {import('./harness.mjs').Env} env
 * @param {string} link
 */
export async function openQuoteLink(env, link) {
  const page = await env.page();
  await page.goto(link);
  await islandsMounted(page);
  await page.locator('.chw-booking-layout, .chw-booking-layout__problem').first().waitFor();
  return page;
}
