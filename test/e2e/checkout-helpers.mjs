/** Helpers for the checkout and payment suites: filling the driver form and the card double. */
import { ownMessages } from './messages.mjs';

export const label = (page, text) => page.getByLabel(text, { exact: true });

/** Fills the driver's details with valid values (overrides per field). */
export async function fillDriver(page, values = {}) {
  const v = {
    first: 'Alex',
    last: 'Driver',
    email: `alex.${Date.now()}@example.com`,
    mobile: '412345678',
    birthday: '15/06/1990',
    terms: true,
    ...values,
  };
  await label(page, ownMessages.firstNameField).fill(v.first);
  await label(page, ownMessages.lastNameField).fill(v.last);
  await label(page, ownMessages.emailField).fill(v.email);
  await label(page, ownMessages.contactField).fill(v.mobile);
  await label(page, ownMessages.birthdayField).fill(v.birthday);
  if (v.terms) await page.getByRole('checkbox', { name: new RegExp(ownMessages.termsLink) }).check();
  return v;
}

/** Fills the Stripe double's card form. */
export async function fillCard(page, number, { postal = true } = {}) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('1230');
  await page.getByLabel('CVC').fill('123');
  if (postal) await page.getByLabel('Postal code').fill('4000');
}

/** The red message of our card section (not the double's own copy). */
export const cardError = (page) => page.locator('.chw-card__error');
