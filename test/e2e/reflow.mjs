/**
 * WCAG 2.2 1.4.10 Reflow: no screen of test/e2e/screens.mjs scrolls sideways at 320 px. The screens
 * are split in two files (reflow-booking, reflow-after-sale): together they take over a minute on a
 * quiet machine, and each file must finish within the e2e suite's per-file timeout on a busy one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasHorizontalScroll, useEnv } from './harness.mjs';
import { TEST_NOW } from '../clock.mjs';
import { SCREENS, prepareScreens, settle } from './screens.mjs';

/** The screens after the sale: Manage my booking and check-in. @param {{ name: string }} screen */
export const afterSale = (screen) => /^(manage|checkin)-/.test(screen.name);

/** One test: the screens `which` keeps, each at 320 px, none wider than the window. @param {(screen: { name: string }) => boolean} which */
export function reflowTest(which) {
  const env = useEnv(undefined, prepareScreens);
  const screens = SCREENS.filter(which);
  test(`320 px: none of ${screens.length} screens scrolls sideways (WCAG 1.4.10)`, async () => {
    assert.ok(screens.length > 5, 'screens to check');
    const wide = [];
    for (const screen of screens) {
      env.server.clock.set(TEST_NOW);
      const page = await env.page({ width: 320, height: 700, reducedMotion: 'reduce' });
      await screen.open(env, page);
      await settle(page);
      if (await hasHorizontalScroll(page)) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        wide.push(`${screen.name} (+${overflow}px)`);
      }
      assert.deepEqual(page.errors, [], screen.name);
      await page.context().close();
    }
    // The check-in screens move the server's clock to before their pickup: back for the tests after.
    env.server.clock.set(TEST_NOW);
    assert.deepEqual(wide, []);
  });
}
