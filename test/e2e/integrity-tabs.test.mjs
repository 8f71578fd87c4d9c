/**
 * "One journey per browser": a second tab that changes the car and the payment type
 * takes the first tab's card step away; the renter pays only for what is on their screen.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, islandsMounted, watchErrors, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { bookingIdOf, intentsOf, openSeeded } from './flows.mjs';
import {
  bookingReference,
  fillCard,
  fillDriver,
  label,
  proceedToCheckoutEnabled,
  confirmedRow,
} from './checkout-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv({ server: { maxHoldsPerClient: 0 } });

/** Tab 1 on the card step of a pay-now booking (driver's details typed), and a second tab in its browser. */
async function twoTabsOnCardStep() {
  const { page: tab1, seeded } = await openSeeded(env, routes.checkout, { withLiability: true, paymentType: 'N' });
  await label(tab1, messages.firstNameField).waitFor();
  await fillDriver(tab1);
  await tab1.getByRole('button', { name: messages.makePayment }).click();
  await tab1.getByLabel('Card number').waitFor();
  const tab2 = watchErrors(await tab1.context().newPage());
  return { tab1, tab2, seeded, bookingId: bookingIdOf(env, seeded.token) };
}

test("tab 2 chooses another car, pay later: tab 1 loses its card step and says so; only tab 2's booking is charged", async () => {
  const { tab1, tab2, seeded, bookingId } = await twoTabsOnCardStep();
  await tab2.goto(env.url(routes.booking));
  await islandsMounted(tab2);
  const other = seeded.car.id;
  const otherCar = tab2.locator('.chw-car').filter({ hasNotText: seeded.car.name }).first();
  await otherCar.getByRole('button', { name: new RegExp(`^${messages.payLater}`) }).click();
  await tab2.waitForURL(atRoute(routes.liabilityExtra));

  // Tab 1 follows: its card step is gone, and it says why, offering the current booking.
  await tab1.getByText(ownMessages.bookingChangedElsewhere).waitFor();
  assert.equal(await tab1.getByRole('button', { name: messages.payNowButton }).count(), 0);
  await tab1.getByRole('link', { name: ownMessages.goToCurrentBooking }).waitFor();
  assert.deepEqual(await axe(tab1), []);

  // Tab 2 goes on and pays for the car it shows.
  await tab2.getByRole('radio').first().check();
  await proceedToCheckoutEnabled(tab2);
  const total = await tab2.locator('.chw-liability__total strong').innerText();
  await tab2.getByRole('button', { name: messages.proceedToCheckout }).click();
  await tab2.waitForURL(atRoute(routes.checkout));
  await label(tab2, messages.firstNameField).waitFor();
  await fillDriver(tab2);
  await tab2.getByRole('button', { name: messages.confirmCreditCard }).click();
  await tab2.getByLabel('Card number').waitFor();
  await fillCard(tab2, '4242424242424242', { postal: false });
  await tab2.getByRole('button', { name: messages.confirmPreauthorisation }).click();
  const row = await confirmedRow(env, tab2);
  assert.equal(row?.PaymentType, 'L');
  assert.notEqual(row?.VehicleTypeCode, undefined);
  const intents = await intentsOf(env, bookingId);
  assert.equal(
    intents.payment.filter((i) => i.status === 'succeeded').length,
    0,
    'the pay-now intent tab 1 showed was never charged',
  );
  assert.equal(intents.succeeded.length, 1);
  assert.equal(
    intents.succeeded[0].amount,
    Math.round(Number(total.replace(/[^0-9.]/g, '')) * 100),
    'the preauthorisation is the total tab 2 showed',
  );
  assert.ok(other);
  // Tab 2's /checkout asked /payment about the intent tab 1 had left: 409, canceled when the car changed.
  assert.deepEqual(
    tab2.errors.filter((e) => !/status of (402|409)/.test(e)),
    [],
  );
});

test('tab 2 adds an extra: tab 1 shows the new total, drops its card step, and the charge is the new total', async () => {
  const { tab1, tab2, seeded, bookingId } = await twoTabsOnCardStep();
  await tab2.goto(env.url(routes.liabilityExtra));
  await islandsMounted(tab2);
  await proceedToCheckoutEnabled(tab2);
  const stepper = seeded.extras.find((e) => e.formType !== 0);
  await tab2.getByRole('button', { name: ownMessages.increaseQuantity(stepper.name) }).click();
  await proceedToCheckoutEnabled(tab2);
  const total = await tab2.locator('.chw-liability__total strong').innerText();

  await tab1.getByText(ownMessages.bookingChangedNotice).waitFor();
  assert.equal(await tab1.getByRole('button', { name: messages.payNowButton }).count(), 0);
  await tab1.waitForFunction((t) => document.querySelector('.chw-checkout__aside')?.textContent?.includes(t), total);
  await tab1.getByRole('button', { name: messages.makePayment }).click();
  await tab1.getByLabel('Card number').waitFor();
  await fillCard(tab1, '4242424242424242');
  await tab1.getByRole('button', { name: messages.payNowButton }).click();
  await tab1.waitForURL(atRoute(routes.complete));
  await bookingReference(tab1);
  const intents = await intentsOf(env, bookingId);
  assert.equal(intents.succeeded.length, 1);
  assert.equal(
    intents.succeeded[0].amount,
    Math.round(Number(total.replace(/[^0-9.]/g, '')) * 100),
    'charged the total on screen',
  );
  assert.deepEqual(
    tab1.errors.filter((e) => !/status of 402/.test(e)),
    [],
  );
});
