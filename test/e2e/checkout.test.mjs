import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, hasHorizontalScroll, atRoute } from './harness.mjs';
import { messages } from './messages.mjs';
import { openSeeded, seedBooking } from './flows.mjs';
import { fillDriver, fillCard, label, confirmedRow } from './checkout-helpers.mjs';
import { failCalls, ymdPlus } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

// The birth date is checked against today in the configured zone (Sydney), where the pinned instant is also 1 December.
const inSydney = { zone: 'Australia/Sydney' };
const dmy = (ymd) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;
const yearsBefore = (ymd, years) => `${Number(ymd.slice(0, 4)) - years}${ymd.slice(4)}`;

async function openCheckout(options = {}, pageOptions = {}) {
  const { page, seeded } = await openSeeded(env, routes.checkout, { withLiability: true, ...options }, pageOptions);
  await page.getByRole('heading', { name: messages.driverDetailsHeading }).waitFor();
  await label(page, messages.firstNameField).waitFor();
  return { page, seeded };
}

test('pay now: totals, driver details, card, booking C for staff', async () => {
  const { page } = await openCheckout({ paymentType: 'N' });
  await page.getByText(messages.driverDetailsSubtitle).waitFor();
  await page.getByRole('heading', { name: messages.costBreakdown }).waitFor();
  assert.deepEqual(await axe(page), []);
  await fillDriver(page);
  const submit = page.getByRole('button', { name: messages.makePayment });
  await submit.click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  assert.equal(await page.getByRole('button', { name: messages.makePayment }).count(), 0, 'submit hidden once saved');
  assert.deepEqual(await axe(page), []);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: messages.payNowButton }).click();
  await page.waitForURL(atRoute(routes.complete));
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  assert.equal((await confirmedRow(env, page))?.PaymentType, 'N');
  assert.deepEqual(page.errors, []);
});

test('pay later: CONFIRM CREDIT CARD, preauthorisation without postal code', async () => {
  const { page } = await openCheckout({ paymentType: 'L' });
  await fillDriver(page);
  await page.getByRole('button', { name: messages.confirmCreditCard }).click();
  await page.getByRole('button', { name: messages.confirmPreauthorisation }).waitFor();
  assert.equal(await page.getByLabel('Postal code').count(), 0);
  await fillCard(page, '4242424242424242', { postal: false });
  await page.getByRole('button', { name: messages.confirmPreauthorisation }).click();
  assert.equal((await confirmedRow(env, page))?.PaymentType, 'L');
  assert.deepEqual(page.errors, []);
});

test('every validation message, focus on the first field to correct, axe clean with errors', async () => {
  const { page } = await openCheckout({}, { height: 600 });
  await page.getByRole('button', { name: messages.makePayment }).click();
  for (const text of [
    messages.firstNameRequired,
    messages.lastNameRequired,
    messages.emailRequired,
    messages.contactNumberRequired,
    messages.birthdayRequired,
    messages.termsRequired,
  ]) {
    await page.getByText(text, { exact: true }).waitFor();
  }
  // Focus moves to the first invalid field (not left on the button), and it is in view.
  await page.waitForFunction(() => document.activeElement?.id === 'chw-first-name');
  assert.ok(
    await label(page, messages.firstNameField).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    }),
  );
  assert.deepEqual(await axe(page), []);
  await label(page, messages.emailField).fill('not-an-email');
  // Not a number even after spaces, a trunk 0 or +61 are normalised away.
  await label(page, messages.contactField).fill('0412 34a 678');
  await label(page, messages.flightNoField).fill('X'.repeat(51));
  await label(page, messages.licenseNoField).fill('12345678');
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByText(messages.emailInvalid, { exact: true }).waitFor();
  await page.getByText(messages.contactNumberInvalid, { exact: true }).waitFor();
  await page.getByText(messages.flightNumberLength, { exact: true }).waitFor();
  await page.getByText(messages.licenseStateRequired, { exact: true }).waitFor();
  // First name is still empty: focus goes back to it.
  await page.waitForFunction(() => document.activeElement?.id === 'chw-first-name');
  // The flight-number error sits beneath its field.
  const flight = await label(page, messages.flightNoField).boundingBox();
  const flightError = await page.getByText(messages.flightNumberLength, { exact: true }).boundingBox();
  assert.ok(flightError.y > flight.y);
  const twentyOneAgo = yearsBefore(ymdPlus(1, inSydney), 21);
  const future = ymdPlus(2, inSydney);
  for (const [text, expected] of [
    ['1990-01-01', messages.birthdayFormat],
    ['31/02/2000', messages.birthdayReal],
    [dmy(future), messages.birthdayFuture],
    [dmy(twentyOneAgo), messages.birthdayMinAge],
  ]) {
    await label(page, messages.birthdayField).fill(text);
    await page.getByRole('button', { name: messages.makePayment }).click();
    await page.getByText(expected, { exact: true }).waitFor();
  }
  // 29/02 of a leap year is a real date and old enough.
  await fillDriver(page, { birthday: '29/02/2000' });
  await label(page, messages.flightNoField).fill('QF123');
  await label(page, messages.licenseStateField).selectOption({ index: 1 });
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('licence states are grouped Australia then Outside Australia', async () => {
  const { page } = await openCheckout();
  const groups = await label(page, messages.licenseStateField)
    .locator('optgroup')
    .evaluateAll((nodes) => nodes.map((n) => /** @type {HTMLOptGroupElement} */ (n).label));
  assert.deepEqual(groups, [messages.australia, messages.outsideAustralia]);
  const terms = page.getByRole('link', { name: new RegExp(messages.termsLink) });
  assert.equal(await terms.getAttribute('target'), '_blank');
  assert.match(await terms.getAttribute('href'), /terms-and-conditions/);
  assert.deepEqual(page.errors, []);
});

test('a 500 from /calculate shows the load alert', async () => {
  const page = await env.page();
  await seedBooking(env, page, { withLiability: true });
  await failCalls(page, '/calculate', 500);
  await page.goto(env.url(routes.checkout));
  await page.getByText(messages.checkoutLoadFailed, { exact: true }).waitFor();
  assert.equal(new URL(page.url()).pathname, routes.checkout);
  page.errors = page.errors.filter((e) => !/500/.test(e));
  assert.deepEqual(page.errors, []);
});

test('a 500 from /save-customer shows its alert and a retry saves', async () => {
  const { page } = await openCheckout();
  let fail = true;
  await page.route('**/api/v1/save-customer', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  await fillDriver(page);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByText(messages.saveCustomerFailed, { exact: true }).waitFor();
  fail = false;
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  page.errors = page.errors.filter((e) => !/500/.test(e));
  assert.deepEqual(page.errors, []);
});

test('390 px phone layout without horizontal scroll', async () => {
  const { page } = await openCheckout({}, { width: 390 });
  assert.equal(await hasHorizontalScroll(page), false);
  await fillDriver(page);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  assert.equal(await hasHorizontalScroll(page), false);
  assert.deepEqual(page.errors, []);
});
