/**
 * Issue 44's leftovers on a phone (390 px): the liabilities step has one heading for its name (the
 * page's), not two with the same words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { islandsMounted, useEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
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
