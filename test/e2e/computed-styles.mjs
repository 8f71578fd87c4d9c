/**
 * Computed styles of the islands' controls, and the lines where two sets of them differ: how
 * test/e2e/theme-proof.mjs proves a hostile theme changes nothing, and test/wordpress/theme-journeys.mjs
 * that real WordPress themes change nothing.
 */

/**
 * The properties compared. font-family is in: the hostile theme's body keeps the demo's typeface
 * (test/wordpress leaves it out: there the typeface follows the site by design).
 */
export const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'width',
  'height',
  'min-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'background-color',
  'background-image',
  'color',
  'opacity',
  'box-shadow',
  'text-shadow',
  'outline-style',
  'outline-width',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-decoration-line',
  'list-style-type',
  'appearance',
  'transform',
  'fill',
];

/**
 * @typedef {Record<string, Record<string, string>>} Styles
 *   "island #index tag.classes" → property → computed value
 * @typedef {object} CollectOptions
 * @property {string} roots selector of the elements whose controls are read (an island, a portal)
 * @property {string} controls selector of the controls within a root
 * @property {string[]} properties CSS properties read of each element
 * @property {boolean} withRoot the root itself is read too, as element #0
 * @property {number} limit at most this many elements a root
 * @property {boolean} pseudo also read the `content` of each element's ::before and ::after
 * @property {string[]} ignoreClasses classes left out of an element's key
 */

/**
 * The computed styles of every root and its controls.
 * @param {import('playwright-core').Page} page
 * @param {CollectOptions} options
 * @returns {Promise<Styles>}
 */
export function collectStyles(page, options) {
  return page.evaluate(({ roots, controls, properties, withRoot, limit, pseudo, ignoreClasses }) => {
    /** @type {Styles} */
    const out = {};
    for (const root of document.querySelectorAll(roots)) {
      const name = root.getAttribute('data-chw-island') ?? root.className;
      const elements = [...(withRoot ? [root] : []), ...root.querySelectorAll(controls)].slice(0, limit);
      elements.forEach((element, index) => {
        const style = getComputedStyle(element);
        const values = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
        if (pseudo)
          for (const part of ['::before', '::after'])
            values[`${part} content`] = getComputedStyle(element, part).content;
        const list =
          typeof element.className === 'string'
            ? element.className
                .trim()
                .split(/\s+/)
                .filter((c) => c && !ignoreClasses.includes(c))
            : [];
        const classes = list.length ? `.${list.join('.')}` : '';
        out[`${name} #${index} ${element.tagName.toLowerCase()}${classes}`] = values;
      });
    }
    return out;
  }, options);
}

/**
 * "element: property a → b" lines for each value of `base` that `other` has otherwise, and a line for
 * each element only one of them has (with `baseOnly`, only for those `base` has and `other` misses).
 * @param {Styles} base
 * @param {Styles} other
 * @param {{ names: [base: string, other: string], baseOnly?: boolean }} options names for the lines
 */
export function differences(base, other, { names, baseOnly = false }) {
  const lines = [];
  const keys = baseOnly ? Object.keys(base) : new Set([...Object.keys(base), ...Object.keys(other)]);
  for (const key of keys) {
    if (!base[key] || !other[key]) {
      lines.push(`${key}: only ${base[key] ? names[0] : names[1]}`);
      continue;
    }
    for (const [property, value] of Object.entries(base[key])) {
      if (other[key][property] !== value) lines.push(`${key}: ${property} ${value} → ${other[key][property]}`);
    }
  }
  return lines;
}
