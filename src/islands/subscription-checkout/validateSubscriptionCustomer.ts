import { bookingMessages } from '../../messages/booking';
import { subscriptionMessages } from '../../messages/subscription';
import { isEmail, isSubscriptionPhone, localPhoneNumber, required } from '../../lib/validation';
import type { SubscriptionContact } from '../../flows/savedContact';

export interface SubscriptionCustomerValues extends SubscriptionContact {
  address: string;
  postal: string;
  licenseNo: string;
  /** yyyy-mm-dd or '' */
  licenseExpiry: string;
  licenseState: string;
  relativeName: string;
  relativeMobileNumber: string;
  terms: boolean;
}

export type SubscriptionCustomerErrors = Partial<Record<keyof SubscriptionCustomerValues, string>>;

/** Spec §5 Subscription checkout: each field's first failing rule; plus the terms box, which must be ticked. */
export function validateSubscriptionCustomer(values: SubscriptionCustomerValues): SubscriptionCustomerErrors {
  const errors: SubscriptionCustomerErrors = {};
  if (!required(values.firstName)) errors.firstName = subscriptionMessages.subCheckoutFirstName;
  if (!required(values.lastName)) errors.lastName = subscriptionMessages.subCheckoutLastName;
  if (!required(values.email)) errors.email = subscriptionMessages.subCheckoutEmail;
  else if (!isEmail(values.email)) errors.email = subscriptionMessages.subCheckoutEmailInvalid;
  if (!required(values.mobileNumber)) errors.mobileNumber = subscriptionMessages.subCheckoutContact;
  // The rule applies to the number as sent (spaces, a trunk 0 or a pasted +61 are not errors).
  else if (!isSubscriptionPhone(localPhoneNumber(values.mobileCountryCode, values.mobileNumber)))
    errors.mobileNumber = subscriptionMessages.subCheckoutContactInvalid;
  if (!required(values.address)) errors.address = subscriptionMessages.subCheckoutAddress;
  if (!required(values.postal)) errors.postal = subscriptionMessages.subCheckoutPostal;
  if (!required(values.licenseNo)) errors.licenseNo = subscriptionMessages.subCheckoutLicenseNo;
  if (!required(values.relativeName)) errors.relativeName = subscriptionMessages.subCheckoutRelativeName;
  if (!required(values.relativeMobileNumber))
    errors.relativeMobileNumber = subscriptionMessages.subCheckoutRelativeNumber;
  if (!values.terms) errors.terms = bookingMessages.termsRequired;
  return errors;
}

/** Field order, for focusing the first field in error. */
export const customerFieldOrder: (keyof SubscriptionCustomerValues)[] = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'address',
  'postal',
  'licenseNo',
  'licenseExpiry',
  'licenseState',
  'relativeName',
  'relativeMobileNumber',
  'terms',
];
