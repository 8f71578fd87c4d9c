import type { PaymentFrequency, SubscriptionType } from '../api/types';
import { persistedSignal } from './persist';
import { asRecord } from './guards';

/** Spec §3 Subscription: free-form, merged on save or form-data update, emptied on clear. */
export interface Subscription {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobileNumber?: string;
  mobileCountryCode?: string;
  /** The phone's country (ISO 3166 alpha-2, e.g. `gb`): a dial code alone is ambiguous (+1, +44). */
  mobileCountry?: string;
  pickupLocation?: string;
  pickupLocationName?: string;
  pickupDate?: string;
  pickupTime?: string;
  paymentFrequency?: PaymentFrequency;
  licenseNo?: string;
  licenseState?: string;
  vehicleId?: number;
  vehicleName?: string;
  vehicleImage?: string;
  subscriptionType?: SubscriptionType;
  payType?: 'N' | 'L';
}

/**
 * The renter's details are personal: stored for 24 hours after they were last written, so a shared computer does not keep them.
 * The licence number is never stored: it lives in memory (and in the checkout form's session
 * draft) for this checkout only.
 */
export const subscription = persistedSignal<Subscription>(
  'subscription',
  () => ({}),
  (raw) => asRecord(raw),
  {
    personal: ['firstName', 'lastName', 'email', 'mobileNumber', 'mobileCountryCode', 'mobileCountry', 'licenseState'],
    unstored: ['licenseNo'],
  },
);

export function saveSubscription(patch: Subscription): void {
  subscription.value = { ...subscription.value, ...patch };
}

export function clearSubscription(): void {
  subscription.value = {};
}
