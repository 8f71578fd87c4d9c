/**
 * Payment integrity: never charge twice, never sell a car twice, never lose what the renter typed.
 * Each journey asserts money and bookings (the Stripe double's intents, the booking rows), not
 * only the screen: reloads and closed tabs during "Processing…", double clicks, the booking
 * session ending, typed details kept over reloads and Back/Forward.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, islandsMounted, watchErrors, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { bookingIdOf, intentsOf, openSeeded, seedBooking, assertOneCharge } from './flows.mjs';
import {
  bookingReference,
  chargeButHangTheAnswer,
  fillCard,
  fillDriver,
  label,
  payButton,
  proceedToCheckoutEnabled,
  confirmedRow,
} from './checkout-helpers.mjs';
import { failCalls } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv({ server: { maxHoldsPerClient: 0 } });

/** A seeded booking on /checkout with the driver's details typed. */
async function atCheckout(options = {}) {
  const { page, seeded } = await openSeeded(env, routes.checkout, { withLiability: true, ...options });
  await label(page, messages.firstNameField).waitFor();
  const driver = await fillDriver(page);
  return { page, seeded, driver, bookingId: bookingIdOf(env, seeded.token) };
}

/** MAKE PAYMENT, then the card form. */
async function toCard(page) {
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  await page.getByLabel('Card number').waitFor();
}

test('reload while "Processing…": the payment is found, registered once and the renter lands on /complete', async () => {
  const { page, bookingId } = await atCheckout();
  await toCard(page);
  const { charged } = await chargeButHangTheAnswer(page);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.getByText(ownMessages.cardProcessing).waitFor();
  await charged;
  // The route stays: releasing the held request would send the confirmation a second time.
  await page.reload();
  assert.equal((await confirmedRow(env, page))?.ID, bookingId);
  await assertOneCharge(env, bookingId);
  // Nothing of the payment is left in local storage: no client secret, no card data.
  const stored = await page.evaluate(() => localStorage.getItem('persist:chw') ?? '');
  assert.doesNotMatch(stored, /_secret_|4242/);
  assert.deepEqual(page.errors, []);
});

test('closing the tab while "Processing…" and opening /checkout again shows the reference, with one charge', async () => {
  const { page, bookingId } = await atCheckout({ paymentType: 'L' });
  await page.getByRole('button', { name: messages.confirmCreditCard }).click();
  await page.getByLabel('Card number').waitFor();
  const { charged } = await chargeButHangTheAnswer(page);
  await fillCard(page, '4242424242424242', { postal: false });
  await page.getByRole('button', { name: messages.confirmPreauthorisation }).click();
  await charged;
  const stored = await page.evaluate(() => localStorage.getItem('persist:chw') ?? '');
  assert.match(stored, /"intentId":"seti_/, 'the intent id is kept once the card form confirms it');
  assert.doesNotMatch(stored, /_secret_/, 'never its client secret');
  const context = page.context();
  await page.close();
  const again = watchErrors(await context.newPage());
  await again.goto(env.url(routes.checkout));
  await confirmedRow(env, again);
  const intents = await intentsOf(env, bookingId);
  assert.equal(intents.succeeded.length, 1);
  assert.equal(intents.setup.length, 1);
  assert.deepEqual(again.errors, []);
});

test('reload on the card step keeps the typed details and reuses the same intent; one charge in the end', async () => {
  const { page, driver, bookingId } = await atCheckout();
  await label(page, messages.flightNoField).fill('QF 123');
  await toCard(page);
  const first = await intentsOf(env, bookingId);
  assert.equal(first.payment.length, 1);
  await page.reload();
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
  assert.equal(await label(page, messages.firstNameField).inputValue(), driver.first);
  assert.equal(await label(page, messages.emailField).inputValue(), driver.email);
  assert.equal(await label(page, messages.birthdayField).inputValue(), driver.birthday);
  assert.equal(await label(page, messages.flightNoField).inputValue(), 'QF 123');
  assert.equal(await page.getByRole('checkbox', { name: new RegExp(messages.termsLink) }).isChecked(), true);
  await toCard(page);
  const second = await intentsOf(env, bookingId);
  assert.deepEqual(
    second.payment.map((i) => i.id),
    first.payment.map((i) => i.id),
    'the waiting intent is reused, not replaced',
  );
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  await bookingReference(page);
  const after = await intentsOf(env, bookingId);
  assert.equal(after.succeeded.length, 1);
  // The draft is gone once the booking is complete.
  assert.equal(await page.evaluate(() => sessionStorage.getItem('chw:draft:checkout')), null);
  // No card was confirmed before the reload: nothing to ask /payment about (it answered 402 while
  // the intent was remembered from the save on).
  assert.deepEqual(page.errors, []);
});

test('double clicks on MAKE PAYMENT and PAY NOW: one intent, one charge, one confirmed booking', async () => {
  const { page, bookingId } = await atCheckout();
  await page.getByRole('button', { name: messages.makePayment }).dblclick();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  await payButton(page).dblclick();
  await confirmedRow(env, page);
  await assertOneCharge(env, bookingId);
  assert.deepEqual(page.errors, []);
});

test('Back from /complete after paying never offers the card again; still one charge', async () => {
  const { page, bookingId } = await atCheckout();
  await toCard(page);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  await bookingReference(page);
  await page.goBack();
  // The booking is finished (its cookie gone), so /checkout sends the renter home: wait for that,
  // not for a fixed time, then check no card form was left on screen.
  await page.waitForURL((url) => url.pathname === routes.home);
  await islandsMounted(page);
  assert.equal(await payButton(page).count(), 0, 'no card form after Back');
  assert.equal(await page.getByRole('button', { name: messages.makePayment }).count(), 0);
  assert.equal((await intentsOf(env, bookingId)).succeeded.length, 1);
  assert.deepEqual(page.errors, []);
});

test('the booking cookie gone at MAKE PAYMENT: a plain message and "Start a new search" with the places and dates kept', async () => {
  const { page, seeded, bookingId } = await atCheckout();
  await page.context().clearCookies();
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByText(ownMessages.sessionEnded).waitFor();
  assert.equal(new URL(page.url()).pathname, routes.checkout, 'no silent jump home');
  assert.equal(
    await page.getByRole('button', { name: ownMessages.retry }).count(),
    0,
    'no "Try again" that cannot work',
  );
  assert.deepEqual(await axe(page), []);
  await page.getByRole('button', { name: ownMessages.startNewSearch }).click();
  // The search form opens filled in with the stored places and dates.
  await page.waitForFunction(
    (code) =>
      [...document.querySelectorAll('.chw-booking-layout__search select, .chw-booking-layout__search input')].some(
        (el) => /** @type {HTMLInputElement | HTMLSelectElement} */ (el).value.includes(code),
      ),
    String(seeded.pickup.ID),
  );
  assert.equal((await intentsOf(env, bookingId)).payment.length, 0, 'nothing was charged');
  assert.deepEqual(page.errors, []);
});

test('an unknown booking token on /liability-extra and /checkout shows the server message, never "Try again"', async () => {
  for (const path of [routes.liabilityExtra, routes.checkout]) {
    const page = await env.page();
    await seedBooking(env, page, { withLiability: true });
    await page
      .context()
      .addCookies([{ name: 'chw_booking_token', value: 'expired-or-unknown-token', url: env.url('/') }]);
    await page.goto(env.url(path));
    await islandsMounted(page);
    const alert = page.locator('.chw-booking-layout__problem [role=alert]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /session has expired/i, `${path}: the server's message`);
    assert.equal(await page.getByRole('button', { name: ownMessages.retry }).count(), 0);
    await page.getByRole('button', { name: ownMessages.startNewSearch }).waitFor();
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(
      page.errors.filter((e) => !/404/.test(e)),
      [],
    );
  }
});

test('a failed save puts its alert in view with focus on it; the typed details stay', async () => {
  const page = await env.page({ height: 600 });
  await seedBooking(env, page, { withLiability: true });
  await page.route('**/api/v1/save-customer', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto(env.url(routes.checkout));
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
  const driver = await fillDriver(page);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByText(messages.saveCustomerFailed).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('chw-checkout__notice'));
  const inView = await page.getByText(messages.saveCustomerFailed).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  assert.ok(inView, 'the alert is in the viewport');
  assert.equal(await label(page, messages.firstNameField).inputValue(), driver.first);
  assert.deepEqual(await axe(page), []);
  page.errors = page.errors.filter((e) => !/500/.test(e));
  assert.deepEqual(page.errors, []);
});

test('Back and Forward keep the typed details on /checkout', async () => {
  const { page } = await openSeeded(env, routes.liabilityExtra, { withLiability: true });
  const proceed = page.getByRole('button', { name: messages.proceedToCheckout });
  await proceedToCheckoutEnabled(page);
  await proceed.click();
  await page.waitForURL(atRoute(routes.checkout));
  await label(page, messages.firstNameField).waitFor();
  const driver = await fillDriver(page);
  await page.goBack();
  await page.waitForURL(atRoute(routes.liabilityExtra));
  await page.goForward();
  await page.waitForURL(atRoute(routes.checkout));
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
  await page.waitForFunction(
    (first) => /** @type {HTMLInputElement | null} */ (document.getElementById('chw-first-name'))?.value === first,
    driver.first,
  );
  assert.equal(await label(page, messages.lastNameField).inputValue(), driver.last);
  assert.equal(await label(page, messages.contactField).inputValue(), driver.mobile);
  assert.deepEqual(page.errors, []);
});

test('PROCEED TO CHECKOUT stays disabled while there is no valid total', async () => {
  const page = await env.page();
  await seedBooking(env, page, { withLiability: true });
  await failCalls(page, '/calculate', 500, {});
  await page.goto(env.url(routes.liabilityExtra));
  await islandsMounted(page);
  await page.getByText(messages.calculateFailed).waitFor();
  assert.equal(await page.getByRole('button', { name: messages.proceedToCheckout }).isDisabled(), true);
  await page.unroute('**/api/v1/calculate');
  await page.getByRole('radio').nth(1).check();
  await proceedToCheckoutEnabled(page);
  page.errors = page.errors.filter((e) => !/500/.test(e));
  assert.deepEqual(page.errors, []);
});
