import type { CustomerErrors, CustomerForm } from './customerForm';

/** The input of each driver field, in the order the form shows them. */
export const customerFieldIds: [keyof CustomerForm, string][] = [
  ['firstName', 'chw-first-name'],
  ['lastName', 'chw-last-name'],
  ['email', 'chw-email'],
  ['mobile', 'chw-contact'],
  ['birthday', 'chw-birthday'],
  ['licenseNo', 'chw-license-no'],
  ['licenseState', 'chw-license-state'],
  ['flightNo', 'chw-flight-no'],
  ['terms', 'chw-terms'],
];

/** The id of the first field (in form order) with an error, or null. */
export function firstInvalidFieldId(errors: CustomerErrors): string | null {
  return customerFieldIds.find(([key]) => errors[key])?.[1] ?? null;
}
