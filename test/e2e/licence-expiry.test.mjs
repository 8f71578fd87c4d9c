/**
 * The licence-expiry calendar of /subscription-checkout (spec: earliest today, opens on 1 January
 * next year): it once stopped at 31 December of this year in every engine (react-day-picker's year
 * dropdown ends with this year when the calendar has no latest day), so no licence that expires
 * later could be entered. Firefox and WebKit run the same choice in test/engines/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { dayName } from './renter-helpers.mjs';
import { fillSubscriptionCheckout, seedSubscription } from './subscription-helpers.mjs';

const env = useEnv();

test('licence expiry: opens on next January, a year ten years ahead is chosen and sent', async () => {
  const page = await env.page({ width: 1280, height: 900 });
  await seedSubscription(env, page, `expiry.${Date.now()}@example.com`);
  await fillSubscriptionCheckout(env, page);
  const thisYear = Number(new Date(env.now()).toLocaleString('en-CA', { timeZone: 'Australia/Brisbane' }).slice(0, 4));
  const field = page.getByLabel(messages.subLicenseExpiry, { exact: true });
  await field.click();
  const popover = page.locator('.chw-datefield__popover');
  await popover.getByRole('grid').first().waitFor();
  assert.equal(
    await popover.getByRole('grid').first().getAttribute('aria-label'),
    `January ${thisYear + 1}`,
    'opens on January of next year',
  );
  const years = popover.getByLabel(ownMessages.calendarYear, { exact: true }).first();
  const offered = (await years.locator('option').allTextContents()).map(Number);
  assert.ok(offered.includes(thisYear + 10), `the year list reaches ${thisYear + 10}: ${offered.join(', ')}`);
  await years.selectOption(String(thisYear + 10));
  await popover.getByLabel(ownMessages.calendarMonth, { exact: true }).first().selectOption({ label: 'March' });
  const sent = page.waitForRequest('**/api/v1/subscription/customer');
  await popover.getByRole('button', { name: dayName(`${thisYear + 10}-03-15`) }).click();
  assert.equal(await field.inputValue(), `15/03/${thisYear + 10}`);
  await page.getByRole('button', { name: ownMessages.subContinue }).click();
  assert.equal(JSON.parse((await sent).postData() ?? '{}').license_expiry, `${thisYear + 10}-03-15`);
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  assert.deepEqual(page.errors, []);
});
