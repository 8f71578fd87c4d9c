/**
 * The progress bar on a phone: at 390 px every booking step's name in the progress bar is readable in
 * full (it wraps between words instead of being cut off), on each of the three steps.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { islandsMounted, useEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

test('390 px: each step label of the progress bar is shown whole, on /booking, /liability-extra and /checkout', async () => {
  const page = await env.page({ width: 390, height: 844 });
  await seedBooking(env, page, { withLiability: true });
  for (const path of [routes.booking, routes.liabilityExtra, routes.checkout]) {
    await page.goto(env.url(path));
    await islandsMounted(page);
    const progress = page.getByRole('navigation', { name: ownMessages.bookingProgress });
    await progress.waitFor();
    const labels = await progress.locator('.chw-progress__label').evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        const step = node.closest('li').getBoundingClientRect();
        return {
          text: node.firstChild.textContent,
          clipped: node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
          inside: box.left >= step.left - 1 && box.right <= step.right + 1,
        };
      }),
    );
    assert.deepEqual(
      labels.map((label) => label.text),
      ownMessages.bookingSteps,
      path,
    );
    for (const label of labels) {
      assert.equal(label.clipped, false, `${path}: "${label.text}" is cut off`);
      assert.equal(label.inside, true, `${path}: "${label.text}" overflows its step`);
    }
  }
  assert.deepEqual(page.errors, []);
});
