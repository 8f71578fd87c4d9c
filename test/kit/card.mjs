// @ts-check
/**
 * Fills the Stripe double's card form (its own labels; docs/conventions.md lists the test cards).
 * @param {import('playwright-core').Page} page
 * @param {string} number
 * @param {{ postal?: boolean, expiry?: string }} [options] the postal code field (present for most
 *   countries) and the expiry as typed
 */
export async function fillCard(page, number, { postal = true, expiry = '1230' } = {}) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  if (postal) await page.getByLabel('Postal code').fill('4000');
}
