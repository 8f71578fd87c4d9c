/**
 * Hidden means hidden: on every main screen state (test/e2e/screens.mjs), no element with the
 * `hidden` attribute (other than hidden="until-found") has a box. The scoped reset's
 * `all: revert` once gave every car card's hidden features panel a 22 px bordered box that
 * screen readers also read out; DOM and style checks never saw it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv } from './harness.mjs';
import { TEST_NOW } from '../clock.mjs';
import { SCREENS, prepareScreens, settle } from './screens.mjs';

const env = useEnv(undefined, prepareScreens);

/** The hidden elements that have a box, described. @param {import('playwright-core').Page} page */
const boxedHidden = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[hidden]:not([hidden="until-found" i])')]
      .filter((element) => element.getClientRects().length > 0 || getComputedStyle(element).display !== 'none')
      .map((element) => `<${element.localName} class="${element.className}">`),
  );

for (const screen of SCREENS) {
  test(`${screen.name}: no element with hidden has a box`, async () => {
    env.server.clock.set(TEST_NOW);
    const page = await env.page({ width: 1280, height: 900 });
    await screen.open(env, page);
    await settle(page);
    const count = await page.locator('[hidden]').count();
    assert.deepEqual(await boxedHidden(page), [], `${count} hidden elements on ${screen.name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
