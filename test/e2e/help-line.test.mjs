/**
 * The call centre's number (config supportPhone) as a tel: link in the same place on every booking
 * and subscription step and the enquiry form (WCAG 2.2 SC 3.2.6, Consistent Help), and nothing at
 * all, not even an empty box, when no number is configured.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
import { seedSubscription } from './subscription-helpers.mjs';
import { routes } from '../routes.mjs';

/** The demo's pages with its call centre. */
const env = useEnv();
/** The same with `supportPhone: ''`. */
const silent = useEnv({ server: { supportPhone: '' } });

/** Each step with how to reach it, and where its help line sits (the same place on every booking step). */
const STEPS = [
  { path: routes.booking, seed: 'booking', place: '.chw-booking-layout__actions > .chw-help-line:first-child' },
  { path: routes.liabilityExtra, seed: 'booking', place: '.chw-booking-layout__actions > .chw-help-line:first-child' },
  { path: routes.checkout, seed: 'booking', place: '.chw-booking-layout__actions > .chw-help-line:first-child' },
  { path: routes.subscriptionCarList, seed: 'subscription', place: '.chw-sub-vehicles__heading + .chw-help-line' },
  { path: routes.subscriptionCheckout, seed: 'subscription', place: '.chw-sub-checkout > .chw-help-line:first-child' },
  { path: routes.requestACall, seed: null, place: '.chw-enquiry > .chw-help-line:first-child' },
];

/** @param {(typeof STEPS)[number]} step @param {number} width @param {import('./harness.mjs').Env} [on] */
async function open(step, width, on = env) {
  const page = await on.page({ width, height: 900 });
  if (step.seed === 'booking') await seedBooking(on, page, { withLiability: true });
  if (step.seed === 'subscription') await seedSubscription(on, page, 'help.line@example.com');
  await page.goto(on.url(step.path));
  await islandsMounted(page);
  return page;
}

for (const step of STEPS) {
  test(`${step.path}: "Need help? Call (07) 3000 0000" as a tel: link in its place, axe clean`, async () => {
    for (const width of [1280, 390]) {
      const page = await open(step, width);
      const line = page.locator(step.place);
      await line.waitFor();
      assert.equal((await line.textContent())?.replace(/\s+/g, ' ').trim(), `${ownMessages.helpLine} (07) 3000 0000`);
      const link = line.getByRole('link', { name: '(07) 3000 0000' });
      assert.equal(await link.getAttribute('href'), 'tel:+61730000000');
      if (width === 390) assert.deepEqual(await axe(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });
}

test('no supportPhone: no help line and no empty box on any step', async () => {
  for (const step of STEPS) {
    const page = await open(step, 1280, silent);
    await page.locator('.chw-booking-layout, .chw-sub-vehicles, .chw-sub-checkout, .chw-enquiry').first().waitFor();
    assert.equal(await page.locator('.chw-help-line').count(), 0, step.path);
    assert.equal(await page.getByText(ownMessages.helpLine).count(), 0, step.path);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
