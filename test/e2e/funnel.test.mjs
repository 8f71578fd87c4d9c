/**
 * The marketing funnel: what marketing measures along a whole booking, driven as a renter would (search, a
 * car, a cover and an extra, the driver, a declined card, then a good one): the host events
 * (`chw:*` on window) and the GA4 e-commerce funnel on the dataLayer, in order, with nothing
 * personal in them. Both are recorded in the tab's session storage so they survive the page
 * changes (the search's event fires just before the browser leaves the page).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, islandsMounted, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { cardError, fillCard, fillDriver, payButton } from './checkout-helpers.mjs';
import { searchToBooking, waitFor } from './renter-helpers.mjs';
import { escapeRegExp } from './text.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/** The booking's host events, in the order a renter who pays after one decline sends them. */
const JOURNEY = [
  'chw:search',
  'chw:cars_shown',
  'chw:car_selected',
  'chw:cover_selected',
  'chw:extras_changed',
  'chw:checkout_started',
  'chw:details_saved',
  'chw:payment_failed',
  'chw:booking_completed',
];

/** Records every host event and dataLayer entry of the tab, across page loads. */
async function recordAcrossPages(page) {
  await page.addInitScript((names) => {
    const append = (key, value) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      list.push(value);
      sessionStorage.setItem(key, JSON.stringify(list));
    };
    for (const name of names) {
      window.addEventListener(name, (event) =>
        append('e2e-events', { name, detail: /** @type {CustomEvent} */ (event).detail }),
      );
    }
    /** @type {unknown[]} */
    const layer = [];
    layer.push = (...entries) => {
      for (const entry of entries) append('e2e-layer', entry);
      return Array.prototype.push.apply(layer, entries);
    };
    /** @type {Window & { dataLayer?: unknown[] }} */ (window).dataLayer = layer;
  }, JOURNEY);
}

const recorded = (page, key) => page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '[]'), key);

test('a whole booking tells the host page and the GA4 funnel each step, in order, with nothing personal', async () => {
  const page = await env.page();
  await recordAcrossPages(page);
  await searchToBooking(env, page, { category: 'SUVs', returnIn: 10 });
  await page
    .getByRole('article', { name: 'Mitsubishi ASX', exact: true })
    .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
    .click();
  await page.waitForURL(atRoute(routes.liabilityExtra));
  await islandsMounted(page);
  const proceed = page.getByRole('button', { name: messages.proceedToCheckout });
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp('$5,000 Damage Liability')}`) }).check();
  await waitFor(async () => !(await proceed.isDisabled()), 'the total with the cover');
  await page.getByRole('button', { name: ownMessages.increaseQuantity('Baby Seat') }).click();
  await waitFor(
    async () => (await recorded(page, 'e2e-events')).some((e) => e.name === 'chw:extras_changed'),
    'extras',
  );
  await waitFor(async () => !(await proceed.isDisabled()), 'the total with the extra');
  await proceed.click();
  await page.waitForURL(atRoute(routes.checkout));
  await islandsMounted(page);
  await fillDriver(page, { first: 'Alex', last: 'Driver', email: 'alex.driver@example.com', mobile: '412345678' });
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4000000000000002');
  await payButton(page).click();
  await cardError(page).filter({ hasText: 'Your card was declined.' }).waitFor();
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL(atRoute(routes.complete));
  await page.locator('.chw-complete__reference strong').waitFor();

  const events = await recorded(page, 'e2e-events');
  assert.deepEqual(
    events.map((event) => event.name),
    JOURNEY,
  );
  const detail = (name) => events.find((event) => event.name === name).detail;
  const search = detail('chw:search');
  assert.equal(search.pickupBranch, 'BNEA');
  assert.equal(search.days, 3);
  assert.equal(search.vehicleType > 0, true);
  assert.ok(detail('chw:cars_shown').count > 0);
  assert.deepEqual(
    { ...detail('chw:car_selected'), total: typeof detail('chw:car_selected').total },
    { vehicleId: 7, name: 'Mitsubishi ASX', category: 'Vehicle', paymentType: 'N', total: 'number' },
  );
  assert.equal(detail('chw:cover_selected').liability, '$5,000 Damage Liability');
  assert.deepEqual(detail('chw:extras_changed').extras, [{ id: 3, name: 'Baby Seat', quantity: 1 }]);
  const completed = detail('chw:booking_completed');
  assert.equal(detail('chw:checkout_started').total, completed.value, 'checkout started with the total paid');
  assert.deepEqual(detail('chw:payment_failed'), { code: 'card_declined' });
  assert.doesNotMatch(JSON.stringify(events), /Alex|Driver|alex\.driver|412345678|4242/, 'nothing personal');

  const layer = await recorded(page, 'e2e-layer');
  const ecommerce = layer.filter((entry) => typeof entry.event === 'string' && entry.ecommerce);
  assert.deepEqual(
    ecommerce.map((entry) => entry.event),
    [
      'view_item_list',
      'select_item',
      'add_to_cart',
      'begin_checkout',
      'add_payment_info',
      'add_payment_info',
      'purchase',
    ],
    'add_payment_info at each card submitted (the declined one and the paid one)',
  );
  for (const entry of ecommerce) {
    assert.deepEqual(layer[layer.indexOf(entry) - 1], { ecommerce: null }, `${entry.event}: the old ecommerce cleared`);
  }
  const byEvent = (name) => ecommerce.find((entry) => entry.event === name).ecommerce;
  const listed = byEvent('view_item_list').items;
  assert.deepEqual(
    listed.map((item) => item.index),
    listed.map((_, i) => i),
  );
  assert.deepEqual(Object.keys(listed[0]).sort(), [
    'index',
    'item_category',
    'item_id',
    'item_list_name',
    'item_name',
    'price',
    'quantity',
  ]);
  const cart = byEvent('add_to_cart');
  assert.deepEqual(
    { id: cart.items[0].item_id, currency: cart.currency, variant: cart.items[0].item_variant },
    { id: '7', currency: 'AUD', variant: 'Pay Now' },
  );
  assert.equal(byEvent('begin_checkout').value, completed.value);
  assert.equal(byEvent('add_payment_info').payment_type, 'Pay Now');
  assert.equal(byEvent('purchase').transaction_id, completed.reference);
  assert.doesNotMatch(JSON.stringify(layer), /Alex|Driver|alex\.driver|412345678/, 'nothing personal');
  page.errors = page.errors.filter((error) => !/402/.test(error));
  assert.deepEqual(page.errors, []);
});
