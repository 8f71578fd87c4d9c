import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, islandsMounted, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { intentsOf, seedBooking, staffBooking } from './flows.mjs';
import { rebrand } from './screens.mjs';
import {
  bookingReference,
  chargeButHangTheAnswer,
  fillDriver,
  fillCard,
  cardError,
  label,
  payButton,
} from './checkout-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/**
 * A seeded booking on /checkout with the driver's details filled, at the card step.
 * @param {'N' | 'L'} [paymentType]
 * @param {(page: import('./harness.mjs').TestPage) => Promise<void>} [setup] runs before the page loads
 */
async function cardStep(paymentType = 'N', setup) {
  const page = await env.page();
  await seedBooking(env, page, { withLiability: true, paymentType });
  if (setup) await setup(page);
  await page.goto(env.url(routes.checkout));
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
  await fillDriver(page);
  await page
    .getByRole('button', { name: paymentType === 'N' ? messages.makePayment : messages.confirmCreditCard })
    .click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  return page;
}

test('declined card shows the provider message in red; a retry with a good card succeeds without reloading', async () => {
  const page = await cardStep();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4000000000000002');
  await payButton(page).click();
  await cardError(page).filter({ hasText: 'Your card was declined.' }).waitFor();
  assert.equal(await cardError(page).getAttribute('role'), 'alert');
  assert.equal(new URL(page.url()).pathname, routes.checkout);
  assert.deepEqual(await axe(page), []);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('insufficient funds shows the provider message', async () => {
  const page = await cardStep();
  await fillCard(page, '4000000000009995');
  await payButton(page).click();
  await cardError(page)
    .filter({ hasText: /insufficient funds/i })
    .waitFor();
  assert.deepEqual(page.errors, []);
});

test('3-D Secure: failing authentication shows an error, completing it pays', async () => {
  const page = await cardStep();
  await fillCard(page, '4000002760003184');
  await payButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fail authentication' }).waitFor();
  assert.deepEqual(await axe(page), [], 'axe with the 3-D Secure challenge open');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await cardError(page).first().waitFor();
  assert.equal(new URL(page.url()).pathname, routes.checkout);
  await payButton(page).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(atRoute(routes.complete));
  const reference = await bookingReference(page);
  assert.equal((await staffBooking(env, reference))?.Status, 'C');
  assert.deepEqual(page.errors, []);
});

test('a double click on pay gives one booking', async () => {
  const page = await cardStep();
  let confirms = 0;
  page.on('request', (request) => {
    if (request.url().includes('/stripe-double/confirm')) confirms += 1;
  });
  await fillCard(page, '4242424242424242');
  await payButton(page).dblclick();
  await page.waitForURL(atRoute(routes.complete));
  const reference = await bookingReference(page);
  assert.equal(confirms, 1);
  assert.equal((await staffBooking(env, reference))?.Status, 'C');
  assert.deepEqual(page.errors, []);
});

test('Stripe.js that fails to load gives a recoverable message; retry works and the booking is kept', async () => {
  const page = await cardStep('N', async (p) => {
    await p.route('**/stripe-double/v3.js', (route) => route.abort());
    await p.route('https://js.stripe.com/**', (route) => route.abort());
  });
  await page.getByText(ownMessages.stripeLoadFailed).waitFor();
  assert.deepEqual(await axe(page), []);
  await page.unroute('**/stripe-double/v3.js');
  // A real page would now reach js.stripe.com; here the double stands in for it.
  await page.addScriptTag({ url: env.url('/stripe-double/v3.js') });
  await page.getByRole('button', { name: ownMessages.retry }).click();
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  page.errors = page.errors.filter((e) => !/ERR_FAILED|Failed to load|stripe/i.test(e));
  assert.deepEqual(page.errors, []);
});

test("offline at the card step: the spec's words and the dropped-connection line; back online, one payment goes through", async () => {
  const succeeded = async () => {
    const list = await (await fetch(env.url('/stripe-double/v1/payment_intents'))).json();
    return list.data.filter((intent) => intent.status === 'succeeded').length;
  };
  const before = await succeeded();
  const page = await cardStep();
  await fillCard(page, '4242424242424242');
  await page.context().setOffline(true);
  await payButton(page).click();
  await cardError(page)
    .filter({ hasText: `${messages.cardUnexpected} ${ownMessages.cardConnectionLost}` })
    .waitFor();
  assert.equal(new URL(page.url()).pathname, routes.checkout);
  assert.equal(await succeeded(), before, 'nothing charged while offline');
  await page.context().setOffline(false);
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  assert.equal(await succeeded(), before + 1, 'one payment');
  // The browser reports the requests it could not send while offline; nothing else may go wrong.
  assert.deepEqual(
    page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)),
    [],
  );
});

test('Stripe.js blocked: "We\u2019ll call you to finish this booking" sends the booking with the form\'s details; the thank-you shows; nothing charged', async () => {
  const page = await cardStep('N', async (p) => {
    await p.route('**/stripe-double/v3.js', (route) => route.abort());
    await p.route('https://js.stripe.com/**', (route) => route.abort());
  });
  await page.getByText(ownMessages.stripeLoadFailed).waitFor();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/phone-booking'));
  await page.getByRole('button', { name: ownMessages.byPhoneInstead }).click();
  const body = (await request).postDataJSON();
  assert.deepEqual(
    { first: body.first_name, last: body.last_name, email: body.email, mobile: body.mobile_number },
    { first: 'Alex', last: 'Driver', email: body.email, mobile: '61412345678' },
    'the details typed on the form, nothing asked again',
  );
  assert.match(body.email, /^alex\.\d+@example\.com$/);
  const thanks = page.getByRole('status').filter({ has: page.getByRole('heading', { name: messages.thankYou }) });
  await thanks.getByText(ownMessages.phoneBookingCallBack).waitFor();
  assert.equal(await page.getByLabel('Card number').count(), 0);
  const bookingId = /** @type {number} */ (
    env.server.db.prepare('SELECT id FROM bookings WHERE email = ? ORDER BY id DESC').pluck().get(body.email)
  );
  assert.equal((await intentsOf(env, bookingId)).succeeded.length, 0, 'nothing charged');
  assert.deepEqual(await axe(page), []);
  page.errors = page.errors.filter((e) => !/stripe|v3\.js|ERR_FAILED/i.test(e));
  assert.deepEqual(page.errors, []);
});

test('two declines offer the phone instead; a third card still pays, and a paid booking is never handed over', async () => {
  const page = await cardStep();
  await page.getByLabel('Card number').waitFor();
  const offer = page.getByRole('button', { name: ownMessages.byPhoneInstead });
  await fillCard(page, '4000000000000002');
  await payButton(page).click();
  await cardError(page).filter({ hasText: 'Your card was declined.' }).waitFor();
  assert.equal(await offer.count(), 0, 'not after one decline');
  await payButton(page).click();
  await offer.waitFor();
  assert.deepEqual(await axe(page), []);
  // The renter prefers to pay: the card is charged, and until the payment is registered the
  // server refuses to hand the booking to the call centre as well.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'chw_booking_token')?.value;
  const { charged } = await chargeButHangTheAnswer(page);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await charged;
  const answer = await fetch(env.url('/api/v1/phone-booking'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      booking_token: token,
      vehicle_id: 1,
      first_name: 'Alex',
      last_name: 'Driver',
      email: 'alex.driver@example.com',
      mobile_number: '61412345678',
    }),
  });
  assert.equal(answer.status, 409);
  // Coming back finds the payment and registers it: one confirmed booking.
  await page.reload();
  await page.waitForURL(atRoute(routes.complete));
  const row = await staffBooking(env, await bookingReference(page));
  assert.equal(row?.Status, 'C');
  page.errors = page.errors.filter((e) => !/402/.test(e));
  assert.deepEqual(page.errors, []);
});

test("a host's brand tokens reach the card form (the Payment Element's appearance)", async () => {
  const page = await cardStep('N', async (page) => {
    await page.addInitScript(rebrand);
  });
  // The double keeps the appearance variables it was given on its root, as Stripe would apply them.
  const applied = await page.getByTestId('stripe-double').evaluate((root) => {
    const style = /** @type {HTMLElement} */ (root).style;
    const names = ['primary', 'text', 'background', 'radius', 'font'];
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--chw-sd-${name}`)]));
  });
  assert.deepEqual(applied, {
    primary: '#6a1b9a',
    text: '#3e2723',
    background: '#fff8e7',
    radius: '0px',
    font: 'Georgia, serif',
  });
  const input = page.getByLabel('Card number');
  assert.equal(await input.evaluate((node) => getComputedStyle(node).borderTopLeftRadius), '0px');
  assert.deepEqual(page.errors, []);
});
