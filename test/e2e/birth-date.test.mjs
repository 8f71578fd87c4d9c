/**
 * The driver's birth date on /checkout is a date people know and type, not a calendar: one
 * labelled field read the way people type it, spec §5's rules and messages tied to it, and no
 * calendar code fetched for it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { messages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
import { label } from './checkout-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

test('typed as 15061990 it reads 15/06/1990; a wrong date gets the spec message on the field; no calendar', async () => {
  const page = await env.page({ width: 390, height: 844 });
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url(routes.checkout));
  await islandsMounted(page);
  const field = label(page, messages.birthdayField);
  await field.waitFor();
  assert.equal(await field.getAttribute('inputmode'), 'numeric');
  assert.equal(await field.getAttribute('autocomplete'), 'bday');
  assert.equal(await page.locator('.chw-datefield__button').count(), 0, 'no calendar button');

  await field.fill('15061990');
  await field.blur();
  assert.equal(await field.inputValue(), '15/06/1990');

  await field.fill('31/02/2000');
  await page.getByRole('button', { name: messages.makePayment }).click();
  const error = page.getByText(messages.birthdayReal, { exact: true });
  await error.waitFor();
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await field.getAttribute('aria-describedby'), await error.getAttribute('id'));
  assert.equal(await field.inputValue(), '31/02/2000', 'what was typed stays');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(
    scripts.filter((path) => /Calendar|DateField/.test(path)),
    [],
    'no calendar or date-picker code on /checkout',
  );
  assert.deepEqual(page.errors, []);
});
