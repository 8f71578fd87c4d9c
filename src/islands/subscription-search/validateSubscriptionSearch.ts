import type { PaymentFrequency } from '../../api/types';
import { subscriptionMessages } from '../../messages/subscription';
import { isEmail, required } from '../../lib/validation';
import type { SubscriptionContact } from '../../flows/savedContact';

export interface SubscriptionSearchValues extends SubscriptionContact {
  paymentFrequency: PaymentFrequency | '';
  /** The location's LocationCode. */
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
}

/** Spec §5 Subscription search: every failing rule, in the spec's order, to show together. */
export function validateSubscriptionSearch(values: SubscriptionSearchValues): string[] {
  const failed: string[] = [];
  if (!required(values.firstName)) failed.push(subscriptionMessages.subFirstNameRequired);
  if (!required(values.lastName)) failed.push(subscriptionMessages.subLastNameRequired);
  if (!required(values.mobileNumber)) failed.push(subscriptionMessages.subPhoneRequired);
  if (!required(values.email)) failed.push(subscriptionMessages.subEmailRequired);
  else if (!isEmail(values.email)) failed.push(subscriptionMessages.subEmailInvalid);
  if (!values.paymentFrequency) failed.push(subscriptionMessages.subFrequencyRequired);
  if (!values.pickupLocation) failed.push(subscriptionMessages.subLocationRequired);
  if (!values.pickupDate) failed.push(subscriptionMessages.subDateRequired);
  if (!values.pickupTime) failed.push(subscriptionMessages.subTimeRequired);
  return failed;
}
