/**
 * Payment integrity for the car subscription: its checkout remembers the intent the save returned, so a
 * renter who reloads or closes the tab while "Processing…" comes back to the reference, not to
 * the form and the card again; one charge and one confirmed subscription in the provider's and
 * the server's records, whatever they do.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, islandsMounted, watchErrors, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { intentsOf, staffBooking, assertOneCharge } from './flows.mjs';
import { bookingReference, chargeButHangTheAnswer, fillCard, payButton, confirmedRow } from './checkout-helpers.mjs';
import { fillSubscriptionCheckout, rental, seedSubscription, subscriptionToCard } from './subscription-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/** A fresh page on the card form of a subscription seeded for `email`, and what the seed returned. */
async function onTheCardForm(email) {
  const page = await env.page();
  const seeded = await seedSubscription(env, page, email);
  await subscriptionToCard(env, page);
  return { page, ...seeded };
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
  await page.waitForURL(atRoute(routes.subscriptionComplete));
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  assert.equal((await confirmedRow(env, page, 'SUBSCRIPTION'))?.ID, bookingId);
  await assertOneCharge(env, bookingId);
  const stored = await page.evaluate(() => localStorage.getItem('persist:chw') ?? '');
  assert.doesNotMatch(stored, /_secret_|4242/, 'no client secret or card data in local storage');
  assert.doesNotMatch(stored, /"intentId":"pi_/, 'nothing left to recover once registered');
}

test('subscription: reload while "Processing…" finds the payment, registers it once and shows the reference', async () => {
  const { page, bookingId } = await onTheCardForm('reload@example.com');
  await payAndHang(page);
  const stored = await page.evaluate(() => localStorage.getItem('persist:chw') ?? '');
  assert.match(stored, /"pendingSubscriptionPayment":\{[^}]*"intentId":"pi_/, 'the intent id is kept once confirmed');
  // The route stays: releasing the held request would send the confirmation a second time.
  await page.reload();
  await assertOneConfirmedCharge(page, bookingId);
  assert.deepEqual(page.errors, []);
});

test('subscription: closing the tab while "Processing…" and opening the checkout again shows the reference, one charge', async () => {
  const { page, bookingId } = await onTheCardForm('closed@example.com');
  await payAndHang(page);
  const context = page.context();
  await page.close();
  const again = watchErrors(await context.newPage());
  await again.goto(env.url(routes.subscriptionCheckout));
  await assertOneConfirmedCharge(again, bookingId);
  assert.deepEqual(again.errors, []);
});

test('subscription: a reload before paying shows the form again (nothing was charged) and one payment goes through', async () => {
  const { page, bookingId } = await onTheCardForm('unpaid@example.com');
  await page.reload();
  await islandsMounted(page);
  // Not paid (no card was confirmed, so nothing is asked): the details are back, the same intent reused.
  assert.equal(await page.getByLabel(messages.subLicenseNoField, { exact: true }).inputValue(), 'QLD123456');
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await assertOneConfirmedCharge(page, bookingId);
  assert.deepEqual(page.errors, []);
});

test('a UK mobile from the subscription search keeps its country on the checkout: shown as +44 and sent as 44…, not 61…', async () => {
  const page = await env.page();
  await seedSubscription(env, page, 'uk@example.com', {
    mobileNumber: '7400123456',
    mobileCountryCode: '44',
    mobileCountry: 'gb',
  });
  await fillSubscriptionCheckout(env, page);
  const phone = page.getByLabel(messages.subContactField, { exact: true });
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

test('subscription: another tab choosing another package takes the card form away; the new total is paid, once', async () => {
  const { page, token, bookingId } = await onTheCardForm('two-tabs@example.com');
  const total = page.locator('.chw-cost__total .chw-cost__amount');
  const before = await total.innerText();
  // Tab B chooses the Max package for the same car, as the car list does: the server first, then
  // the stored choice (which reaches tab A through the storage event).
  const other = await page.context().newPage();
  await other.goto(env.url(routes.home));
  await rental(env, '/subscription/select', {
    subscription_token: token,
    vehicle_id: 1,
    vehicle_image: '',
    subscription_type: 'max',
  });
  await other.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:chw') ?? '{}');
    root.slices.subscription = { ...root.slices.subscription, subscriptionType: 'max' };
    localStorage.setItem('persist:chw', JSON.stringify(root));
  });
  await other.close();
  // Tab A: the notice, in focus; no card form for the cancelled intent; the Max total.
  const notice = page.getByRole('alert').filter({ hasText: ownMessages.subChangedNotice });
  await notice.waitFor();
  assert.equal(await page.getByLabel('Card number').count(), 0, 'the card form for the old package is gone');
  await page.waitForFunction(
    (old) => document.querySelector('.chw-cost__total .chw-cost__amount')?.textContent !== old,
    before,
  );
  const after = await total.innerText();
  assert.notEqual(after, before);
  // Continue afresh and pay: one charge, of the Max total.
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.subscriptionComplete));
  const row = await staffBooking(env, await bookingReference(page), 'SUBSCRIPTION');
  assert.equal(row?.Status, 'C');
  const { payment, succeeded } = await intentsOf(env, bookingId);
  assert.equal(succeeded.length, 1, 'one charge');
  assert.deepEqual(
    payment.map((intent) => intent.status).sort(),
    ['canceled', 'succeeded'],
    "the old package's intent was cancelled, never paid",
  );
  assert.equal(succeeded[0].amount / 100, Number(after.replace(/[^0-9.]/g, '')), 'the amount on screen was charged');
  assert.deepEqual(page.errors, []);
});
