/**
 * Ways on after a failure (issue: a renter never starts again): the focus after a refused card,
 * and a driver form that stays when the optional licence-state list fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { openSeeded, seedBooking } from './flows.mjs';
import { cardError, fillCard, fillDriver, label, payButton } from './checkout-helpers.mjs';
import { waitFor, withoutNetworkErrors } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/** A seeded booking on /checkout, the driver's details saved, at the card step. */
async function cardStep() {
  const { page } = await openSeeded(env, routes.checkout, { withLiability: true });
  await fillDriver(page);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByLabel('Card number').waitFor();
  return page;
}

/** What has the focus: its class, and whether it is the card section's error line. */
const focused = (page) =>
  page.evaluate(() => ({
    error: document.activeElement?.classList.contains('chw-card__error') ?? false,
    text: document.activeElement?.textContent ?? '',
    tag: document.activeElement?.tagName ?? '',
  }));

test('after a declined, insufficient-funds or failed 3-D Secure card the focus is on the announced error, in the card section', async () => {
  const page = await cardStep();
  /** @type {[string, RegExp][]} */
  const cards = [
    ['4000000000000002', /declined/i],
    ['4000000000009995', /insufficient funds/i],
    ['4000002760003184', /.+/],
  ];
  for (const [card, expected] of cards) {
    await fillCard(page, card);
    await payButton(page).click();
    if (card === '4000002760003184') await page.getByRole('button', { name: 'Fail authentication' }).click();
    await cardError(page).filter({ hasText: expected }).waitFor();
    const now = await waitFor(async () => {
      const state = await focused(page);
      return state.error ? state : null;
    }, `the focus on the error after ${card}`);
    assert.match(now.text, expected);
    assert.equal(await cardError(page).first().getAttribute('role'), 'alert');
    // The next Tab stays in the card section: the pay button, or (after two refusals) the by-phone offer before it.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.chw-card') && document.activeElement?.matches('button, a')),
      ),
      true,
      `Tab after the error of ${card} reaches the card section's next control, not the footer`,
    );
  }
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('/countries failing keeps the driver form; the licence-state list comes in by itself', async () => {
  const page = await env.page();
  await seedBooking(env, page, { withLiability: true });
  let refuse = true;
  await page.route('**/api/v1/countries', (route) =>
    refuse ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.fallback(),
  );
  await page.goto(env.url(routes.checkout));
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
  assert.equal(await page.getByText(messages.checkoutLoadFailed, { exact: true }).count(), 0);
  await page.getByText(ownMessages.licenseStatesLater, { exact: true }).waitFor();
  const select = page.locator('#chw-license-state');
  assert.equal(await select.locator('optgroup').count(), 0);
  assert.deepEqual(await axe(page), []);
  refuse = false;
  await waitFor(async () => (await select.locator('optgroup').count()) > 0, 'the list retried on its own');
  assert.equal(await page.getByText(ownMessages.licenseStatesLater, { exact: true }).count(), 0);
  assert.deepEqual(
    withoutNetworkErrors(page.errors).filter((error) => !/500/.test(error)),
    [],
  );
});
