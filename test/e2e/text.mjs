/** Text the e2e suites match on screen: regular expressions from literal text, and amounts of money. */

/**
 * `text` with every regular-expression character escaped, to build a RegExp that matches it literally.
 * @param {string} text
 */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as the widgets show it: `$1,234.50`, `-$12.00`.
 * @param {number} amount dollars
 */
export const formatMoney = (amount) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The number in an amount shown on screen: `$1,234.50` → 1234.5 (everything but digits, `.` and `-` dropped).
 * @param {string} text
 */
export const parseMoney = (text) => Number(text.replace(/[^\d.-]/g, ''));
