/**
 * Phone numbers as renters write and paste them, and digits typed while the phone library is still
 * on its way:
 * - the checkout accepts "0412 345 678" and a pasted "+61 412 345 678" and sends 61412345678
 *   (spec §5's rules apply to the number as sent);
 * - /subscription-checkout accepts the number /car-subscription accepted, as it prefills it;
 * - in the book-by-phone dialog, the checkout and the subscription checkout, digits typed while
 *   intl-tel-input's chunk is held back survive its arrival, keep the caret and are sent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { islandsMounted, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { openSeeded, seedBooking } from './flows.mjs';
import { fillDriver, label } from './checkout-helpers.mjs';
import { searchToBooking } from './renter-helpers.mjs';
import { fillSubscriptionCheckout, seedSubscription } from './subscription-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/**
 * Holds intl-tel-input's chunk until `release()`, as a slow link would.
 * @param {import('playwright-core').Page} page
 */
async function holdPhoneLibrary(page) {
  /** @type {() => void} */
  let release = () => undefined;
  const gate = new Promise((resolve) => (release = () => resolve(undefined)));
  await page.route('**/chunks/PhoneFieldIti-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/**
 * Types `before` into the held field, releases the library, waits for it to enhance the field, then
 * types `afterwards` where the caret is. Returns the field.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator} field
 * @param {() => void} release @param {string} before @param {string} afterwards
 */
async function typeAcrossTheHandOver(page, field, release, before, afterwards) {
  await field.click();
  await field.pressSequentially(before);
  assert.equal(await page.locator('.iti').count(), 0, 'the library is still held');
  // The caret one digit back from the end: the hand-over must keep it there.
  await page.keyboard.press('ArrowLeft');
  const caret = await field.evaluate((el) => /** @type {HTMLInputElement} */ (el).selectionStart);
  release();
  await field.locator('xpath=ancestor::div[contains(@class, "iti")]').waitFor();
  assert.equal(await field.evaluate((el) => el === document.activeElement), true, 'focus kept');
  assert.equal(await field.evaluate((el) => /** @type {HTMLInputElement} */ (el).selectionStart), caret, 'caret kept');
  await page.keyboard.press('End');
  await field.pressSequentially(afterwards);
}

test('checkout: "0412 345 678" is valid and sent as 61412345678; digits typed while the library loads survive', async () => {
  const page = await env.page();
  const { release } = await holdPhoneLibrary(page);
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url(routes.checkout));
  await islandsMounted(page);
  await fillDriver(page, { email: 'pat.phone@example.com', mobile: '' });
  const mobile = label(page, messages.contactField);
  await typeAcrossTheHandOver(page, mobile, release, '0412 345', ' 678');
  // Every digit is there (the library's own formatting decides the spaces).
  assert.equal((await mobile.inputValue()).replace(/\D/g, ''), '0412345678');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/save-customer'));
  await page.getByRole('button', { name: messages.makePayment }).click();
  assert.equal((await request).postDataJSON().mobile_number, '61412345678');
  await page.getByLabel('Card number').waitFor();
  assert.equal(await page.getByText(messages.contactNumberInvalid).count(), 0);
  assert.deepEqual(page.errors, []);
});

test('checkout: a pasted "+61 412 345 678" is valid and sent once with its country code', async () => {
  const { page } = await openSeeded(env, routes.checkout, { withLiability: true });
  await fillDriver(page, { email: 'paste.phone@example.com', mobile: '' });
  const mobile = label(page, messages.contactField);
  await mobile.click();
  await page.locator('.iti').first().waitFor();
  await page.keyboard.insertText('+61 412 345 678');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/save-customer'));
  await page.getByRole('button', { name: messages.makePayment }).click();
  assert.equal((await request).postDataJSON().mobile_number, '61412345678');
  await page.getByLabel('Card number').waitFor();
  assert.deepEqual(page.errors, []);
});

test('subscription checkout: the prefilled "412 345 678" from /car-subscription is not an error', async () => {
  const page = await env.page();
  await seedSubscription(env, page, 'prefill.phone@example.com', {
    mobileNumber: '412 345 678',
    mobileCountryCode: '61',
  });
  await fillSubscriptionCheckout(env, page);
  const field = page.getByLabel(messages.subContactField, { exact: true });
  assert.equal(await field.inputValue(), '412 345 678');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/subscription/customer'));
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  assert.equal((await request).postDataJSON().mobile_number, '61412345678');
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  assert.equal(await page.getByText(messages.subCheckoutContactInvalid).count(), 0);
  assert.deepEqual(page.errors, []);
});

test('subscription checkout: digits typed while the library loads survive and are sent', async () => {
  const page = await env.page();
  const { release } = await holdPhoneLibrary(page);
  await seedSubscription(env, page, 'held.phone@example.com', { mobileNumber: '', mobileCountryCode: '61' });
  await fillSubscriptionCheckout(env, page);
  const field = page.getByLabel(messages.subContactField, { exact: true });
  await typeAcrossTheHandOver(page, field, release, '0412 34', '5 678');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/subscription/customer'));
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  assert.equal((await request).postDataJSON().mobile_number, '61412345678');
  assert.deepEqual(page.errors, []);
});

test('book by phone: digits typed while the library loads survive (digits only) and are sent', async () => {
  const page = await env.page();
  const { release } = await holdPhoneLibrary(page);
  await searchToBooking(env, page, { category: 'Sedans' });
  await page
    .getByRole('article', { name: 'Mazda 3 Sedan', exact: true })
    .getByRole('button', { name: new RegExp(messages.bookByPhone) })
    .click();
  const dialog = page.getByRole('dialog', { name: ownMessages.phoneBookingTitle });
  await dialog.waitFor();
  await dialog.getByLabel(ownMessages.firstName, { exact: true }).fill('Held');
  await dialog.getByLabel(ownMessages.lastName, { exact: true }).fill('Digits');
  await dialog.getByLabel(ownMessages.emailAddress, { exact: true }).fill('held.digits@example.com');
  const mobile = dialog.getByRole('textbox', { name: ownMessages.mobileNumber, exact: true });
  await typeAcrossTheHandOver(page, mobile, release, '0412 345', '-678');
  assert.equal(await mobile.inputValue(), '412345678');
  await dialog.getByRole('checkbox').first().check();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/phone-booking'));
  await dialog.getByRole('button', { name: messages.phoneBookingSubmit, exact: true }).click();
  assert.equal((await request).postDataJSON().mobile_number, '61412345678');
  await page.getByRole('dialog', { name: messages.thankYou }).waitFor();
  assert.deepEqual(page.errors, []);
});
