/**
 * Holds: the renter sees how long the car is held, and when the hold lapses and another
 * buyer takes the last unit, the renter is told so (never charged) and exactly one booking is confirmed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, islandsMounted, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { anotherBuyerBooks, bookingIdOf, confirmedBookings, intentsOf, openSeeded, seedBooking } from './flows.mjs';
import { fillDriver, label } from './checkout-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv({ server: { maxHoldsPerClient: 0 } });

/** The only Toyota Prado at Brisbane City (demo fleet): the last-car case. */
const PRADO = 10;

test('the hold shows in the branch time: "We\'re holding this car for you until 7:30 am"', async () => {
  const { page } = await openSeeded(env, routes.liabilityExtra, { withLiability: true });
  // TEST_NOW is 7:00 am in Brisbane; a hold lasts 30 minutes.
  const hold = page.locator('.chw-booking-layout__hold');
  await hold
    .waitFor({ timeout: 10_000 })
    .catch(async () => assert.fail(`no hold shown: ${await page.locator('body').innerText()}`));
  assert.equal(await hold.innerText(), ownMessages.holdingUntil('7:30 am'));
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

for (const step of [routes.liabilityExtra, routes.checkout]) {
  test(`the hold lapses on ${step} and another buyer takes the last car: the renter is told, never charged; one booking`, async () => {
    const page = await env.page();
    const seeded = await seedBooking(env, page, {
      withLiability: true,
      location: 'Brisbane City',
      vehicleId: PRADO,
      pickupIn: step === routes.checkout ? 20 : 14,
    });
    const bookingId = bookingIdOf(env, seeded.token);
    await page.goto(env.url(step));
    await islandsMounted(page);
    if (step === routes.checkout) {
      await label(page, messages.firstNameField).waitFor();
      await fillDriver(page);
    } else {
      await page.getByRole('radio').first().waitFor();
    }
    env.server.clock.advance(31 * 60_000);
    await anotherBuyerBooks(env, seeded);
    if (step === routes.checkout) await page.getByRole('button', { name: messages.makePayment }).click();
    else await page.getByRole('radio').nth(1).dispatchEvent('click');
    const alert = page.locator('.chw-booking-layout__problem [role=alert]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /\S/);
    await page.getByRole('button', { name: ownMessages.startNewSearch }).waitFor();
    assert.equal(await page.getByRole('button', { name: ownMessages.retry }).count(), 0);
    assert.equal(
      confirmedBookings(env, PRADO, seeded.pickup.ID).filter((b) => b.pickup_dt.startsWith(seeded.pickupDate)).length,
      1,
      'one booking of the last car',
    );
    assert.equal((await intentsOf(env, bookingId)).succeeded.length, 0, 'the renter was not charged');
    assert.deepEqual(
      page.errors.filter((e) => !/status of 409/.test(e)),
      [],
    );
  });
}

test('the hold lapses and the car is sold: the cars still free for the same search, one click back on /liability-extra with the same cover', async () => {
  const { page, seeded } = await openSeeded(env, routes.liabilityExtra, {
    withLiability: true,
    location: 'Brisbane City',
    vehicleId: PRADO,
    pickupIn: 26,
  });
  await page.getByRole('radio').first().waitFor();
  const cover = await page.evaluate(
    () => JSON.parse(localStorage.getItem('persist:chw')).slices.selectedLiability.insurance,
  );
  env.server.clock.advance(31 * 60_000);
  await anotherBuyerBooks(env, seeded);
  // A change of extras asks for a new total: the server says the car is gone.
  await page.getByRole('button', { name: ownMessages.increaseQuantity('Baby Seat') }).click();
  const alternatives = page.getByRole('region', { name: ownMessages.soldOutAlternatives });
  await alternatives.waitFor();
  const choices = alternatives.getByRole('button', { name: new RegExp(`^${messages.payNow} `) });
  assert.ok((await choices.count()) > 0, 'other cars are offered');
  assert.equal(
    await alternatives.getByRole('button', { name: `${messages.payNow} Toyota Prado` }).count(),
    0,
    'not the car that was sold',
  );
  assert.deepEqual(await axe(page), []);
  await choices.first().click();
  await page.waitForURL(atRoute(routes.liabilityExtra));
  await islandsMounted(page);
  await page.getByRole('button', { name: messages.proceedToCheckout }).waitFor();
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:chw')).slices);
  assert.notEqual(state.selectedCar.id, PRADO);
  assert.equal(state.selectedCar.paymentType, 'N');
  assert.equal(state.selectedLiability.insurance.id, cover.id, 'the same cover');
  assert.equal(await page.getByRole('radio', { checked: true }).count(), 1);
  assert.deepEqual(
    page.errors.filter((e) => !/status of 409/.test(e)),
    [],
  );
});
