/**
 * Figures and searches a renter keeps (issue: a renter never starts again): the header's total
 * after a refused change, a car sold to another renter between the list and the click (two
 * browsers racing for Brisbane City's one Prado), and one daily rate on every step.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { openSeeded, seedBooking } from './flows.mjs';
import { formatMoney } from './text.mjs';
import {
  failCalls,
  searchFields,
  searchToBooking,
  shortDisplay,
  storedState,
  waitFor,
  withoutNetworkErrors,
} from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const details = (page) => page.getByRole('region', { name: ownMessages.bookingDetails });
const headerTotal = (page) => details(page).locator('.chw-booking-details__item--total dd').innerText();
const headerDaily = (page) => details(page).locator('.chw-booking-details__muted').first().innerText();

test('after the server refuses an extras change the header shows no total, as the bar does', async () => {
  const { page, seeded } = await openSeeded(env, routes.liabilityExtra, { withLiability: true });
  const proceed = page.getByRole('button', { name: messages.proceedToCheckout });
  await waitFor(async () => !(await proceed.isDisabled()), 'the first total');
  const seat = seeded.extras.find((extra) => extra.formType !== 0);
  await failCalls(page, '/calculate', 422, { title: 'Invalid', message: 'Extras are not available today.' });
  await page.getByRole('button', { name: ownMessages.increaseQuantity(seat.name) }).click();
  await page.locator('.chw-extra').filter({ hasText: seat.name }).getByRole('alert').waitFor();
  assert.equal(await page.locator('.chw-liability__total strong').innerText(), '—');
  assert.equal(await headerTotal(page), '—', 'never the car alone as the total');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(
    withoutNetworkErrors(page.errors).filter((error) => !/422/.test(error)),
    [],
  );
});

test('a 9-day rental with a free day shows one daily rate on /booking, step 2 and checkout', async () => {
  const page = await env.page();
  const seeded = await seedBooking(env, page, { days: 9, withLiability: true });
  const daily = formatMoney(seeded.car.payNowAmount / 9) + ownMessages.perDay;
  for (const path of [routes.booking, routes.liabilityExtra, routes.checkout]) {
    await page.goto(env.url(path));
    await islandsMounted(page);
    if (path !== routes.booking) await waitFor(async () => (await headerTotal(page)) !== '—', `${path}'s total`);
    assert.equal(await headerDaily(page), daily, path);
  }
  assert.deepEqual(page.errors, []);
});

test('the last Prado taken between the list and the click: the reason, no car held, and the search kept', async () => {
  const [first, second] = [await env.page(), await env.page()];
  const search = { location: 'Brisbane City', pickupIn: 40, returnIn: 43, category: 'All Vehicles' };
  await searchToBooking(env, first, search);
  await searchToBooking(env, second, search);
  const prado = (page) => page.getByRole('article', { name: 'Toyota Prado', exact: true });
  const payNow = (page) => prado(page).getByRole('button', { name: new RegExp(`^${messages.payNow}`) });
  await payNow(first).click();
  await first.waitForURL(atRoute(routes.liabilityExtra));
  const before = (await storedState(second)).bookingSearch;

  await payNow(second).click();
  const dialog = second.getByRole('alertdialog', { name: messages.errorTitleDefault });
  await dialog.getByText(messages.selectFailed, { exact: true }).waitFor();
  await dialog.getByText(/just sold out for your dates/).waitFor();
  // No car is held: the header names none, prices none, and offers no quote to share.
  assert.equal((await details(second).innerText()).includes('Toyota Prado'), false);
  assert.equal(await details(second).locator('.chw-booking-details__item--total').count(), 0);
  assert.equal(await second.getByRole('button', { name: ownMessages.shareQuote }).count(), 0);
  assert.deepEqual(await axe(second), []);

  // Close: still the list of the same search, the Prado marked as it now is.
  await dialog.locator('.chw-dialog__footer').getByRole('button', { name: ownMessages.close }).click();
  await prado(second).getByText(messages.soldOut, { exact: true }).waitFor();
  assert.equal(new URL(second.url()).pathname, routes.booking);
  const after = (await storedState(second)).bookingSearch;
  for (const key of ['pickupId', 'pickupDate', 'pickupTime', 'dropOffId', 'dropOffDate', 'dropOffTime'])
    assert.equal(after[key], before[key], key);
  await waitFor(
    async () => (await payNow(second).count()) === 0 || (await payNow(second).isDisabled()),
    'no Prado to choose',
  );
  assert.deepEqual(await axe(second), []);
  assert.deepEqual(
    withoutNetworkErrors(second.errors).filter((error) => !/409/.test(error)),
    [],
  );
  assert.deepEqual(first.errors, []);
});

test('a select that fails for another reason goes home as spec §8 says, with the search filled in', async () => {
  const page = await env.page();
  await searchToBooking(env, page, { location: 'Gold Coast Airport', pickupIn: 12, returnIn: 15 });
  const before = (await storedState(page)).bookingSearch;
  await page.route('**/api/v1/select', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page
    .locator('.chw-car')
    .first()
    .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
    .click();
  const dialog = page.getByRole('alertdialog', { name: messages.errorTitleDefault });
  await dialog.getByText(messages.selectFailed, { exact: true }).waitFor();
  await dialog.locator('.chw-dialog__footer').getByRole('button', { name: ownMessages.close }).click();
  await page.waitForURL((url) => url.pathname === routes.home);
  await islandsMounted(page);
  const f = searchFields(page);
  await waitFor(async () => (await f.pickupTime.inputValue()) !== '', 'the filled form');
  assert.equal(await f.pickupLocation.inputValue(), String(before.pickupId));
  assert.equal(await f.pickupDate.inputValue(), shortDisplay(before.pickupDate));
  assert.equal(await f.returnDate.inputValue(), shortDisplay(before.dropOffDate));
  assert.equal(await f.pickupTime.inputValue(), before.pickupTime);
  assert.deepEqual(
    withoutNetworkErrors(page.errors).filter((error) => !/500/.test(error)),
    [],
  );
});
