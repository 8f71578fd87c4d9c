/**
 * Issue 12 for the car subscription: its checkout remembers the intent the save returned, so a
 * renter who reloads or closes the tab while "Processing…" comes back to the reference, not to
 * the form and the card again; one charge and one confirmed subscription in the provider's and
 * the server's records, whatever they do.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startEnv, islandsMounted, watchErrors } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { bookingIdOf, intentsOf, staffBooking } from './flows.mjs';
import { bookingReference, chargeButHangTheAnswer, fillCard, payButton } from './checkout-helpers.mjs';
import { ymdPlus } from './renter-helpers.mjs';

let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

/**
 * One call to the rental API from node; throws on an error status.
 * @param {string} path under /rental-api/v1
 * @param {object} body
 */
async function rental(path, body) {
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
 * @param {import('playwright-core').Page} page
 * @param {string} email
 * @param {Record<string, string>} [contact] the phone as the search page left it
 */
async function seedSubscription(page, email, contact = { mobileNumber: '412345678', mobileCountryCode: '61' }) {
  const pickupDate = ymdPlus(12);
  const { subscription_token: token } = await rental('/subscription/store', {
    first_name: 'Sam',
    last_name: 'Lee',
    mobile_number: '61412345678',
    email,
    payment_frequency: 'weekly',
    pickup_location_id: 'BNEC',
    pickup_date: pickupDate,
    pickup_time: '10:00',
  });
  await rental('/subscription/select', {
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
    pickupDate,
    pickupTime: '10:00',
    paymentFrequency: 'weekly',
    vehicleId: 1,
    subscriptionType: 'lite',
    payType: 'N',
  };
  await page.context().addCookies([{ name: 'chw_subscription_token', value: token, url: env.url('/') }]);
  await page.addInitScript(
    (root) => {
      if (sessionStorage.getItem('chw-e2e-seeded')) return;
      sessionStorage.setItem('chw-e2e-seeded', '1');
      localStorage.setItem('persist:chw', JSON.stringify(root));
    },
    { version: 3, slices: { subscription } },
  );
  return { token, bookingId: bookingIdOf(env, token) };
}

/** /subscription-checkout with the rest of the renter's details typed. */
async function fillCheckout(page) {
  await page.goto(env.url('/subscription-checkout'));
  await islandsMounted(page);
  const field = (label) => page.getByLabel(label, { exact: true });
  await field(ownMessages.subAddressField).fill('1 Queen Street, Brisbane');
  await field(ownMessages.subPostalField).fill('4000');
  await field(ownMessages.subLicenseNoField).fill('QLD123456');
  const state = page.getByLabel(ownMessages.subLicenseState);
  await page.waitForFunction(() => document.querySelectorAll('optgroup').length > 0);
  await state.selectOption(await state.locator('optgroup option').first().getAttribute('value'));
  await field(`${ownMessages.subNextOfKinPrefix}${ownMessages.subRelativeName}`).fill('Alex Lee');
  await field(`${ownMessages.subNextOfKinPrefix}${ownMessages.subRelativeNumber}`).fill('0400 111 222');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
}

/** /subscription-checkout with the rest of the renter's details typed and saved: the card form is up. */
async function toCard(page) {
  await fillCheckout(page);
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  await page.getByRole('heading', { name: ownMessages.enterCardDetails }).waitFor();
  await page.getByLabel('Card number').waitFor();
}

/** Pays on the card form and waits until the provider has charged the card; the page stays on "Processing…". */
async function payAndHang(page) {
  const { charged } = await chargeButHangTheAnswer(page);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.getByText(ownMessages.cardProcessing).waitFor();
  await charged;
}

/** The renter lands on /subscription-complete with a reference staff see as confirmed; one charge in all. */
async function assertOneConfirmedCharge(page, bookingId) {
  await page.waitForURL(/\/subscription-complete/);
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  const ref = await bookingReference(page);
  assert.match(ref, /\S/);
  const row = await staffBooking(env, ref, 'SUBSCRIPTION');
  assert.equal(row?.Status, 'C');
  assert.equal(row?.ID, bookingId);
  const intents = await intentsOf(env, bookingId);
  assert.equal(intents.succeeded.length, 1, 'one charge');
  assert.equal(intents.payment.length, 1, 'one intent');
  const stored = await page.evaluate(() => localStorage.getItem('persist:chw') ?? '');
  assert.doesNotMatch(stored, /_secret_|4242/, 'no client secret or card data in local storage');
  assert.doesNotMatch(stored, /"intentId":"pi_/, 'nothing left to recover once registered');
}

test('subscription: reload while "Processing…" finds the payment, registers it once and shows the reference', async () => {
  const page = await env.page();
  const { bookingId } = await seedSubscription(page, 'reload@example.com');
  await toCard(page);
  const stored = await page.evaluate(() => localStorage.getItem('persist:chw') ?? '');
  assert.match(stored, /"pendingSubscriptionPayment":\{[^}]*"intentId":"pi_/, 'the intent id is kept once it exists');
  await payAndHang(page);
  // The route stays: releasing the held request would send the confirmation a second time.
  await page.reload();
  await assertOneConfirmedCharge(page, bookingId);
  assert.deepEqual(page.errors, []);
});

test('subscription: closing the tab while "Processing…" and opening the checkout again shows the reference, one charge', async () => {
  const page = await env.page();
  const { bookingId } = await seedSubscription(page, 'closed@example.com');
  await toCard(page);
  await payAndHang(page);
  const context = page.context();
  await page.close();
  const again = watchErrors(await context.newPage());
  await again.goto(env.url('/subscription-checkout'));
  await assertOneConfirmedCharge(again, bookingId);
  assert.deepEqual(again.errors, []);
});

test('subscription: a reload before paying shows the form again (nothing was charged) and one payment goes through', async () => {
  const page = await env.page();
  const { bookingId } = await seedSubscription(page, 'unpaid@example.com');
  await toCard(page);
  await page.reload();
  await islandsMounted(page);
  // Not paid (402 from the server): the typed details are back and the same intent is reused.
  assert.equal(await page.getByLabel(ownMessages.subLicenseNoField, { exact: true }).inputValue(), 'QLD123456');
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await assertOneConfirmedCharge(page, bookingId);
  assert.deepEqual(
    page.errors.filter((e) => !/status of 402/.test(e)),
    [],
  );
});

test('a UK mobile from the subscription search keeps its country on the checkout: shown as +44 and sent as 44…, not 61…', async () => {
  const page = await env.page();
  await seedSubscription(page, 'uk@example.com', {
    mobileNumber: '7400123456',
    mobileCountryCode: '44',
    mobileCountry: 'gb',
  });
  await fillCheckout(page);
  const phone = page.getByLabel(ownMessages.subContactField, { exact: true });
  assert.equal(await phone.inputValue(), '7400123456');
  await page.getByRole('button', { name: /^\+44 United Kingdom/ }).waitFor();
  const [customer] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/subscription/customer')),
    page.getByRole('button', { name: ownMessages.subContinue }).click(),
  ]);
  const sent = customer.postDataJSON();
  assert.equal(sent.mobile_country_code, '44');
  assert.equal(sent.mobile_number, '447400123456');
  await page.getByLabel('Card number').waitFor();
  assert.deepEqual(page.errors, []);
});
