/**
 * WCAG 2.2 in the renter's steps:
 * - 2.4.11 Focus Not Obscured: on /liability-extra, every control tabbed to at 1280×800 and
 *   390×844 is clear of the sticky total bar (its box does not reach under the bar);
 * - 1.4.10 Reflow: in reflow.mjs (two files: the screens take over a minute at 320 px);
 * - 2.4.3 Focus Order: after MAKE PAYMENT the focus is on the card section's heading, not lost.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv } from './harness.mjs';
import { messages } from './messages.mjs';
import { openSeeded } from './flows.mjs';
import { fillDriver, label } from './checkout-helpers.mjs';
import { prepareScreens } from './screens.mjs';
import { routes } from '../routes.mjs';

const env = useEnv(undefined, prepareScreens);

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`/liability-extra at ${size.width}×${size.height}: no control tabbed to is hidden behind the total bar`, async () => {
    const { page } = await openSeeded(
      env,
      routes.liabilityExtra,
      { withLiability: true },
      { ...size, reducedMotion: 'reduce' },
    );
    await page.getByRole('button', { name: new RegExp(messages.proceedToCheckout) }).waitFor();
    await page.locator('.chw-extras').waitFor();
    const covered = [];
    let checked = 0;
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const focused = /** @type {HTMLElement | null} */ (document.activeElement);
        const bar = document.querySelector('.chw-liability__bar');
        if (!focused || !bar || focused === document.body) return null;
        if (bar.contains(focused)) return { name: 'bar', hidden: false, inStep: true };
        if (!focused.closest('[data-chw-island="liability-extras"]')) return { name: '', hidden: false, inStep: false };
        const box = focused.getBoundingClientRect();
        const barTop = bar.getBoundingClientRect().top;
        const name = focused.getAttribute('aria-label') || focused.textContent?.trim() || focused.id;
        return { name, hidden: box.bottom > barTop + 1, inStep: true };
      });
      if (!seen || !seen.inStep) {
        if (checked) break; // Past the island: every control of the step was seen.
        continue;
      }
      checked += 1;
      if (seen.hidden) covered.push(seen.name);
    }
    assert.ok(checked > 10, `${checked} controls reached`);
    assert.deepEqual(covered, [], 'controls behind the total bar when focused');
    assert.deepEqual(page.errors, []);
  });
}

test('after MAKE PAYMENT the focus is on the card section heading, not on the page', async () => {
  const { page } = await openSeeded(env, routes.checkout, { withLiability: true });
  await label(page, messages.firstNameField).waitFor();
  await fillDriver(page, { email: 'focus.after@example.com' });
  await page.getByRole('button', { name: messages.makePayment }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: messages.enterCardDetails });
  await heading.waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'chw-card-heading');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), messages.enterCardDetails);
  assert.deepEqual(page.errors, []);
});
