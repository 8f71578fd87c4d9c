/**
 * Back to a step from the next page with the back-forward cache on, as phones and desktop browsers
 * have it (playwright-core turns it off; this suite's browser keeps it): a restored step must not
 * show the state it was left in ("Processing…", a list since emptied), but reload into what is
 * true now.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, islandsMounted, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { fillCard, fillDriver, label, payButton } from './checkout-helpers.mjs';
import { seedBooking } from './flows.mjs';
import { paySubscription } from './subscription-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv({ backForwardCache: true });

/** Notes in the tab's session storage every page restored from the back-forward cache. */
async function recordRestores(page) {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) sessionStorage.setItem('chw-e2e-restored', location.pathname);
    });
  });
}

test('Back from /subscription-complete: the restored checkout reloads and, the flow being over, starts a new subscription', async () => {
  const page = await env.page();
  await recordRestores(page);
  await paySubscription(env, page, 'back-forward@example.com');

  await page.goBack();
  await page.waitForURL(atRoute(routes.carSubscription));
  await islandsMounted(page);
  assert.equal(
    await page.evaluate(() => sessionStorage.getItem('chw-e2e-restored')),
    routes.subscriptionCheckout,
    'the checkout came back from the back-forward cache (the case this suite is about)',
  );
  await page.getByRole('button', { name: messages.subLetsGo }).waitFor();
  assert.equal(await page.getByText(ownMessages.cardProcessing).count(), 0, 'no frozen "Processing…"');
  assert.deepEqual(page.errors, []);
});

test('Back from /complete: the restored checkout reloads and, the booking being done, goes home', async () => {
  const page = await env.page();
  await recordRestores(page);
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url(routes.checkout));
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
  await fillDriver(page, { first: 'Alex', last: 'Driver', email: 'alex.driver@example.com', mobile: '412345678' });
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  await page.locator('.chw-complete__reference strong').waitFor();

  await page.goBack();
  await page.waitForURL((url) => url.pathname === routes.home);
  await islandsMounted(page);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('chw-e2e-restored')), routes.checkout);
  await page.getByRole('button', { name: messages.searchButton }).waitFor();
  assert.deepEqual(page.errors, []);
});
