import type { PaymentFrequency } from '../../api/types';
import { messages } from '../../messages';
import { isEmail, required } from '../../lib/validation';

export interface SubscriptionSearchValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The local number as typed. */
  mobileNumber: string;
  /** Dial code without +, e.g. `61`. */
  mobileCountryCode: string;
  /** The phone's country, e.g. `au`: shown again when the form is restored. */
  mobileCountry: string;
  paymentFrequency: PaymentFrequency | '';
  /** The location's LocationCode. */
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
}

/** Spec §5 Subscription search: every failing rule, in the spec's order, to show together. */
export function validateSubscriptionSearch(values: SubscriptionSearchValues): string[] {
  const failed: string[] = [];
  if (!required(values.firstName)) failed.push(messages.subFirstNameRequired);
  if (!required(values.lastName)) failed.push(messages.subLastNameRequired);
  if (!required(values.mobileNumber)) failed.push(messages.subPhoneRequired);
  if (!required(values.email)) failed.push(messages.subEmailRequired);
  else if (!isEmail(values.email)) failed.push(messages.subEmailInvalid);
  if (!values.paymentFrequency) failed.push(messages.subFrequencyRequired);
  if (!values.pickupLocation) failed.push(messages.subLocationRequired);
  if (!values.pickupDate) failed.push(messages.subDateRequired);
  if (!values.pickupTime) failed.push(messages.subTimeRequired);
  return failed;
}
