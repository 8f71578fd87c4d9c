import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, hasHorizontalScroll, dataLayerOf, hostEventsOf, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { seedBooking, staffBooking, assertSentAway } from './flows.mjs';
import { bookingReference, fillDriver, fillCard, label } from './checkout-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

test('no reservation number: back to home', async () => {
  await assertSentAway(env, routes.complete, routes.home);
});

test('complete screen, survey frame, dataLayer once, booking state reset (390 px)', async () => {
  const page = await env.page({ width: 390 });
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url(routes.checkout));
  await label(page, messages.firstNameField).waitFor();
  await fillDriver(page);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: messages.payNowButton }).click();
  await page.waitForURL(atRoute(routes.complete));
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  const reference = await bookingReference(page);
  await page.getByText(ownMessages.confirmationTime).waitFor();
  await page.getByText(ownMessages.confirmationAdvice).waitFor();
  assert.equal(await page.getByRole('link', { name: messages.backToHome }).getAttribute('href'), '/');
  await page.getByRole('heading', { name: messages.helpUsImprove }).waitFor();
  const frame = page.locator(`iframe[title="${ownMessages.surveyFrameTitle}"]`);
  assert.match(await frame.getAttribute('src'), new RegExp(`ref=${encodeURIComponent(reference)}`));
  const layer = await dataLayerOf(page);
  const complete = layer.filter((e) => e.event === 'bookingComplete');
  const purchase = layer.filter((e) => e.event === 'purchase');
  assert.equal(complete.length, 1);
  assert.equal(purchase.length, 1);
  assert.equal(purchase[0].ecommerce.currency, 'AUD');
  assert.equal(purchase[0].ecommerce.transaction_id, reference);
  assert.ok(purchase[0].ecommerce.value > 0);
  assert.ok(purchase[0].ecommerce.items.length >= 2);
  assert.deepEqual(layer[layer.indexOf(purchase[0]) - 1], { ecommerce: null }, 'GA4: the old ecommerce cleared first');
  // The host page hears of it once, with the reference and value and nothing personal.
  const completed = (await hostEventsOf(page)).filter((e) => e.name === 'chw:booking_completed');
  assert.deepEqual(completed, [
    {
      name: 'chw:booking_completed',
      detail: { reference, value: purchase[0].ecommerce.value, currency: 'AUD', paymentType: 'N' },
    },
  ]);
  assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('chw_reported') ?? '[]')), [reference]);
  const cookies = await page.context().cookies();
  assert.ok(!cookies.some((c) => c.name === 'chw_booking_token'));
  const slices = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:chw')).slices);
  assert.deepEqual(slices.selectedCar, {});
  assert.deepEqual(slices.calculation, { totals: [] });
  assert.equal(slices.reservation.reservationNumber, '');
  assert.equal(await hasHorizontalScroll(page), false);
  assert.deepEqual(await axe(page), []);
  // A reload reports nothing again: the reservation is gone, so it goes home.
  await page.reload();
  await page.waitForURL((url) => url.pathname === routes.home);
  assert.deepEqual(page.errors, []);
});

test('a provider redirect back to /complete (?payment_intent=…&redirect_status=succeeded) registers the payment', async () => {
  const page = await env.page();
  const { token, liability } = await seedBooking(env, page, { paymentType: 'N', withLiability: true });
  const post = async (path, body) => {
    const response = await fetch(env.url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.ok(response.ok, `${path}: ${response.status}`);
    return response.json();
  };
  // What the steps do before a 3-D Secure redirect: price the liability, save the driver, confirm the intent.
  await post('/api/v1/calculate', { optional_fees: [], insurance_id: liability.id, booking_token: token });
  const saved = await post('/api/v1/save-customer', {
    first_name: 'Rhea',
    last_name: 'Direct',
    email: 'rhea.redirect@example.com',
    mobile_number: '61412345678',
    mobile_country_code: '61',
    birthday: '1990-05-04',
    license_no: '',
    license_state: '',
    flight_no: '',
    booking_token: token,
  });
  const secret = saved.data.results.client_secret;
  const { paymentIntent: intent } = await post('/stripe-double/confirm', {
    client_secret: secret,
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '4000' },
  });
  assert.equal(intent.status, 'succeeded');
  await page.goto(
    env.url(
      `${routes.complete}?payment_intent=${intent.id}&payment_intent_client_secret=${secret}&redirect_status=succeeded`,
    ),
  );
  await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
  const reference = await bookingReference(page);
  assert.match(reference, /^CHW\d+/);
  const row = await staffBooking(env, reference);
  assert.equal(row?.Status, 'C');
  assert.deepEqual(page.errors, []);
});

test('a failed provider redirect (redirect_status=failed) registers nothing and goes home', async () => {
  const page = await env.page();
  await seedBooking(env, page, { paymentType: 'N' });
  await page.goto(env.url(`${routes.complete}?payment_intent=pi_unknown&redirect_status=failed`));
  await page.waitForURL((url) => url.pathname === routes.home);
  assert.deepEqual(page.errors, []);
});
