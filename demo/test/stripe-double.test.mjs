// @ts-check
/**
 * The Stripe.js test double in a real browser (Chromium via playwright-core):
 * the card form's labels, axe, declines, the 3-D Secure dialog by keyboard, and
 * a payment that the API then registers. Skipped when Chromium is missing.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, dayFromNow, seedBooking } from './helpers.mjs';
import { CHROMIUM_PATH, launchBrowser } from '../../test/chromium.mjs';
import { axe } from '../../test/kit/axe.mjs';
import { fillCard } from '../../test/kit/card.mjs';

const skip = existsSync(CHROMIUM_PATH) ? false : `no Chromium at ${CHROMIUM_PATH}`;

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let s;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
before(async () => {
  // No bundle: the pages hold only the placeholders, so this tests the double and the host markup alone.
  s = await startTestServer({ assetsDir: join(tmpdir(), 'chw-no-bundle-here') });
  if (skip) return;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await s?.stop();
});

/** A booking ready for the card step. @param {'N' | 'L'} paymentType @param {number} offset */
async function readyBooking(paymentType, offset) {
  const dates = { pickup_date: dayFromNow(60 + offset), dropoff_date: dayFromNow(62 + offset) };
  return seedBooking(s, { dates, paymentType, ready: true });
}

/** @param {import('playwright-core').Page} page @param {string} secret @param {object} options */
async function mount(page, secret, options) {
  await page.goto(`${s.url}/checkout`);
  await page.waitForFunction(() => typeof (/** @type {any} */ (window).Stripe) === 'function');
  await page.evaluate(
    ({ secret, options }) => {
      const w = /** @type {any} */ (window);
      const host = document.createElement('div');
      host.id = 'card-host';
      document.querySelector('main')?.appendChild(host);
      const stripe = w.Stripe('pk_test_chw_demo');
      w.__stripe = stripe;
      w.__elements = stripe.elements({ clientSecret: secret, appearance: { theme: 'stripe' } });
      const el = w.__elements.create('payment', options);
      w.__events = [];
      el.on('ready', () => w.__events.push('ready'));
      el.on('change', (/** @type {any} */ e) => w.__events.push(`change:${e.complete}`));
      el.mount('#card-host');
    },
    { secret, options },
  );
  await page.waitForFunction(() => /** @type {any} */ (window).__events.includes('ready'));
}

/** The card's fields without the postal code, which these tests fill on their own. @param {import('playwright-core').Page} page @param {string} number */
const fillNumber = (page, number) => fillCard(page, number, { postal: false, expiry: '12 / 34' });

test('card form: labels, postal field rule, axe-clean, declines then success', { skip }, async () => {
  const { token, secret } = await readyBooking('N', 0);
  const page = await /** @type {import('playwright-core').Browser} */ (browser).newPage();
  await mount(page, secret, {});
  await assert.doesNotReject(page.getByLabel('Postal code').waitFor());
  assert.deepEqual(await axe(page, undefined, { allRules: true }), []);
  await fillNumber(page, '4242 4242');
  const incomplete = await page.evaluate(() =>
    /** @type {any} */ (window).__stripe.confirmPayment({
      elements: /** @type {any} */ (window).__elements,
      redirect: 'if_required',
    }),
  );
  assert.deepEqual(
    [incomplete.error.type, incomplete.error.message],
    ['validation_error', 'Your card number is incomplete.'],
  );
  assert.equal(await page.getByLabel('Card number').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.getByRole('alert').textContent(), 'Your card number is incomplete.');

  await fillNumber(page, '4000000000000002');
  await page.getByLabel('Postal code').fill('4000');
  const declined = await page.evaluate(() =>
    /** @type {any} */ (window).__stripe.confirmPayment({
      elements: /** @type {any} */ (window).__elements,
      confirmParams: { return_url: '/complete' },
      redirect: 'if_required',
    }),
  );
  assert.deepEqual(declined.error, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });

  await page.getByLabel('Card number').fill('4242424242424242');
  assert.equal(await page.getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
  const ok = await page.evaluate(() =>
    /** @type {any} */ (window).__stripe.confirmPayment({
      elements: /** @type {any} */ (window).__elements,
      confirmParams: { return_url: '/complete' },
      redirect: 'if_required',
    }),
  );
  assert.equal(ok.paymentIntent.status, 'succeeded');
  assert.ok((await page.evaluate(() => /** @type {any} */ (window).__events)).includes('change:true'));
  const paid = await s.api('POST', '/api/v1/payment', { stripe_id: ok.paymentIntent.id, booking_token: token });
  assert.equal(paid.status, 200, paid.text);
  await page.close();
});

test('preauthorisation: no postal field, 3-D Secure dialog by keyboard (fail, then complete)', { skip }, async () => {
  const { token, secret } = await readyBooking('L', 10);
  assert.match(secret, /^seti_/);
  const page = await /** @type {import('playwright-core').Browser} */ (browser).newPage();
  await mount(page, secret, { fields: { billingDetails: { address: { postalCode: 'never' } } } });
  assert.equal(await page.getByLabel('Postal code').count(), 0);
  await fillNumber(page, '4000 0027 6000 3184');

  const confirm = () =>
    page.evaluate(() =>
      /** @type {any} */ (window).__stripe.confirmSetup({
        elements: /** @type {any} */ (window).__elements,
        confirmParams: { return_url: '/complete' },
        redirect: 'if_required',
      }),
    );
  let pending = confirm();
  const dialog = page.getByRole('dialog', { name: '3D Secure authentication' });
  await dialog.waitFor();
  assert.deepEqual(await axe(page, undefined, { allRules: true }), []);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Complete authentication');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Fail authentication');
  await page.keyboard.press('Enter');
  const failed = await pending;
  assert.deepEqual(
    [failed.error.type, failed.error.message],
    [
      'card_error',
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ],
  );
  assert.equal(await dialog.count(), 0);

  pending = confirm();
  await dialog.waitFor();
  await page.getByRole('button', { name: 'Complete authentication' }).press('Enter');
  const ok = await pending;
  assert.equal(ok.setupIntent.status, 'succeeded');
  const paid = await s.api('POST', '/api/v1/payment', { stripe_id: ok.setupIntent.id, booking_token: token });
  assert.equal(paid.status, 200, paid.text);
  await page.close();
});

test('demo pages are axe-clean', { skip }, async () => {
  const page = await /** @type {import('playwright-core').Browser} */ (browser).newPage();
  for (const path of [
    '/',
    '/terms-and-conditions',
    '/specials',
    '/specials/save10',
    '/product-review',
    '/car-rental-locations/',
    '/survey?ref=CHW-1',
    '/no-such-page',
  ]) {
    await page.goto(s.url + path);
    assert.deepEqual(await axe(page, undefined, { allRules: true }), [], path);
  }
  await page.close();
});
