import { bookingMessages } from '../../messages/booking';
import { subscriptionMessages } from '../../messages/subscription';
import { isSubscriptionPhone, localPhoneNumber, required } from '../../lib/validation';
import { fieldErrors, type FieldRules } from '../../lib/fieldErrors';
import { emailRules, requiredFields, type FormErrors } from '../../flows/contactRules';
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

const rules: FieldRules<SubscriptionCustomerValues> = {
  ...requiredFields({
    firstName: subscriptionMessages.subCheckoutFirstName,
    lastName: subscriptionMessages.subCheckoutLastName,
  }),
  email: emailRules(subscriptionMessages.subCheckoutEmail, subscriptionMessages.subCheckoutEmailInvalid),
  mobileNumber: [
    [required, subscriptionMessages.subCheckoutContact],
    // The rule applies to the number as sent (spaces, a trunk 0 or a pasted +61 are not errors).
    [
      (number, values) => isSubscriptionPhone(localPhoneNumber(values.mobileCountryCode, number)),
      subscriptionMessages.subCheckoutContactInvalid,
    ],
  ],
  ...requiredFields({
    address: subscriptionMessages.subCheckoutAddress,
    postal: subscriptionMessages.subCheckoutPostal,
    licenseNo: subscriptionMessages.subCheckoutLicenseNo,
    relativeName: subscriptionMessages.subCheckoutRelativeName,
    relativeMobileNumber: subscriptionMessages.subCheckoutRelativeNumber,
  }),
  terms: [[(ticked) => ticked, bookingMessages.termsRequired]],
};

/** Spec §5 Subscription checkout: each field's first failing rule; plus the terms box, which must be ticked. */
export function validateSubscriptionCustomer(
  values: SubscriptionCustomerValues,
): FormErrors<SubscriptionCustomerValues> {
  return fieldErrors(values, rules);
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
