/**
 * Issue 44's leftovers on a phone (390 px): the liabilities step has one heading for its name (the
 * page's), not two with the same words; the search's Vehicle type shows its placeholder whole.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { islandsMounted, useEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
import { searchFields } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

test('390 px: the liabilities step has one heading with its name', async () => {
  const page = await env.page({ width: 390, height: 844 });
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url(routes.liabilityExtra));
  await islandsMounted(page);
  await page.getByRole('radio').first().waitFor();
  const named = page.getByRole('heading', { name: /^liabilities & extras$/i });
  assert.equal(await named.count(), 1, 'one heading "Liabilities & extras"');
  assert.equal(await page.getByRole('heading', { name: ownMessages.bookingSteps[1], exact: true }).count(), 0);
  assert.deepEqual(page.errors, []);
});

test('390 px: the search shows the Vehicle type placeholder whole', async () => {
  const page = await env.page({ width: 390, height: 844 });
  await page.goto(env.url('/'));
  await islandsMounted(page);
  const select = searchFields(page).vehicleType;
  await select.locator('option', { hasText: ownMessages.selectVehicleType }).waitFor({ state: 'attached' });
  // The selected option's text against the room inside the select (its padding leaves room for the arrow).
  const fit = await select.evaluate((element) => {
    const node = /** @type {HTMLSelectElement} */ (element);
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = node.selectedOptions[0].textContent;
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, width: Math.ceil(context.measureText(text).width), room: Math.floor(room) };
  });
  assert.equal(fit.text, ownMessages.selectVehicleType);
  assert.ok(fit.width <= fit.room, `"${fit.text}" needs ${fit.width} px, the select has ${fit.room} px`);
  assert.deepEqual(page.errors, []);
});
