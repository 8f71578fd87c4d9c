import type { PaymentFrequency, SubscriptionType, SubscriptionVehicle } from '../api/types';
import { subscriptionMessages } from '../messages/subscription';

export interface SubscriptionPackage {
  type: SubscriptionType;
  name: string;
  km: string;
  rate: (vehicle: SubscriptionVehicle) => number;
}

/** Spec §9: Lite 300km, Extra 550km, Max 800km. */
export const subscriptionPackages: SubscriptionPackage[] = [
  { type: 'lite', name: subscriptionMessages.subPackageLite, km: '300km', rate: (v) => v.liteRate },
  { type: 'extra', name: subscriptionMessages.subPackageExtra, km: '550km', rate: (v) => v.extraRate },
  { type: 'max', name: subscriptionMessages.subPackageMax, km: '800km', rate: (v) => v.maxRate },
];

/** '/week' or '/fortnight' for the payment frequency (weekly when unknown). */
export function frequencyUnit(frequency: PaymentFrequency | undefined): string {
  return frequency === 'fortnightly' ? subscriptionMessages.subPerFortnight : subscriptionMessages.subPerWeek;
}

/** A protocol-less image URL (`//host/x.jpg`) gets the page's protocol; others are kept. */
export function imageUrl(image: string, protocol: string = window.location.protocol): string {
  return image.startsWith('//') ? `${protocol}${image}` : image;
}
