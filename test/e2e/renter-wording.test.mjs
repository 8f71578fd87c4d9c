/**
 * Words and ways on (issue: a renter never starts again): the hold line names the branch's zone
 * for a browser elsewhere, the subscription checkout offers a call after two refused cards, and a
 * failed subscription search gets the help line and Request a call (a browser that blocks cookies:
 * blocked-storage.test.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { openSeeded } from './flows.mjs';
import { cardError, fillCard, payButton } from './checkout-helpers.mjs';
import { withoutNetworkErrors } from './renter-helpers.mjs';
import { fillSubscriptionSearch, openPage, seedSubscription, subscriptionToCard } from './subscription-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

test('the hold line names the branch’s zone for a browser in Perth', async () => {
  const { page } = await openSeeded(
    env,
    routes.liabilityExtra,
    { withLiability: true },
    { timezoneId: 'Australia/Perth' },
  );
  const hold = page.locator('.chw-booking-layout__hold');
  // TEST_NOW is 7:00 am in Brisbane (5:00 am in Perth); a hold lasts 30 minutes.
  await page.waitForFunction(() => document.querySelector('.chw-booking-layout__hold')?.textContent);
  assert.equal(await hold.innerText(), ownMessages.holdingUntilIn('7:30 am', 'Brisbane'));
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('two refused cards on the subscription checkout: "We’ll call you" sends a call request with the renter’s details', async () => {
  const page = await env.page();
  const email = 'declined.twice@example.com';
  await seedSubscription(env, page, email);
  await subscriptionToCard(env, page);
  const offer = page.getByRole('button', { name: ownMessages.subCallInstead });
  for (let i = 0; i < 2; i += 1) {
    assert.equal(await offer.count(), 0, `no offer after ${i} refusals`);
    await fillCard(page, '4000000000000002');
    await payButton(page).click();
    await cardError(page)
      .filter({ hasText: /declined/i })
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('.chw-card__submit')?.hasAttribute('disabled'));
  }
  await offer.waitFor();
  const calls = () =>
    env.server.db.prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'REQ_CALL' AND email = ?`).pluck().get(email);
  assert.equal(calls(), 0);
  await offer.click();
  await page.getByText(ownMessages.phoneBookingCallBack, { exact: false }).waitFor();
  assert.equal(calls(), 1);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('a failed subscription search shows the help line and Request a call', async () => {
  const page = await env.page();
  await page.route('**/rental-api/v1/subscription/store', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal error' } }),
  );
  await openPage(env, page, routes.carSubscription);
  await fillSubscriptionSearch(page, { email: 'store.down@example.com' });
  await page.getByRole('button', { name: messages.subLetsGo }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Internal error').waitFor();
  await dialog.getByRole('link', { name: ownMessages.requestACall }).waitFor();
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(
    withoutNetworkErrors(page.errors).filter((error) => !/500/.test(error)),
    [],
  );
});

test('the next of kin’s number is sent as the renter’s is: digits with the country code', async () => {
  const page = await env.page();
  const { bookingId } = await seedSubscription(env, page, 'next.of.kin@example.com');
  await subscriptionToCard(env, page);
  const meta = JSON.parse(
    /** @type {string} */ (env.server.db.prepare('SELECT meta FROM bookings WHERE id = ?').pluck().get(bookingId)),
  );
  // fillSubscriptionCheckout types 0400 111 222.
  assert.equal(meta.customer.relative_mobile_number, '61400111222');
  assert.deepEqual(page.errors, []);
});

test('an extra without an icon lines up with the others; the promo field’s placeholder fits at 390 px', async () => {
  const { page } = await openSeeded(env, routes.liabilityExtra);
  await page.locator('.chw-extra').first().waitFor();
  const lefts = await page
    .locator('.chw-extra__body')
    .evaluateAll((bodies) => [...new Set(bodies.map((body) => Math.round(body.getBoundingClientRect().left)))]);
  assert.equal(lefts.length, 1, `every extra starts at one edge: ${lefts}`);

  const phone = await env.page({ width: 390, height: 844 });
  await phone.goto(env.url(routes.home));
  await islandsMounted(phone);
  const promo = phone.getByLabel(ownMessages.promoCode, { exact: true });
  const fits = await promo.evaluate((input) => {
    const field = /** @type {HTMLInputElement} */ (input);
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
  assert.equal(fits, true, 'the placeholder is not cut');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(phone.errors, []);
});
