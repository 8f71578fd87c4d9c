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

export const subscription = persistedSignal<Subscription>('subscription', () => ({}), (raw) => asRecord(raw) as Subscription | undefined);

export function saveSubscription(patch: Subscription): void {
  subscription.value = { ...subscription.value, ...patch };
}

export function clearSubscription(): void {
  subscription.value = {};
}
