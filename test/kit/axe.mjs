// @ts-check
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {string | undefined} */
let axeSource;

/** The WCAG 2.0–2.2 A/AA tags the suites hold every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page, or within `selector`, and returns the violations as short strings (an
 * empty array means clean). The WCAG 2.0–2.2 A/AA rules, plus `options.rules` by id; with
 * `options.allRules` every rule axe has (best practices too). The page is switched to reduced
 * motion first.
 * @param {import('playwright-core').Page} page
 * @param {string} [selector]
 * @param {{ rules?: string[], allRules?: boolean }} [options]
 * @returns {Promise<string[]>}
 */
export async function axe(page, selector, { rules = [], allRules = false } = {}) {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Measured settled: with reduced motion dialogs appear at once; fades already running are finished
  // (endless ones, such as a spinner, are left alone), so nothing is measured half transparent.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not added as an inline <script>, which the strict CSP would block.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ context, rules, tags }) => {
      // axe-core's global, evaluated above.
      const axeCore = /** @type {typeof import('axe-core')} */ (
        /** @type {Window & { axe?: typeof import('axe-core') }} */ (window).axe
      );
      const result = await axeCore.run(
        context ?? document,
        tags ? { runOnly: { type: 'tag', values: tags } } : { resultTypes: ['violations'] },
      );
      // `rules` adds rules by id outside those tags (best practices such as heading-order).
      const extra = rules.length
        ? (await axeCore.run(context ?? document, { runOnly: { type: 'rule', values: rules } })).violations
        : [];
      return [...result.violations, ...extra].map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    { context: selector, rules, tags: allRules ? null : WCAG_TAGS },
  );
  return violations;
}
