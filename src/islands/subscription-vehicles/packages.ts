import type { PaymentFrequency, SubscriptionType, SubscriptionVehicle } from '../../api/types';
import { ownMessages } from '../../messages';

export interface SubscriptionPackage {
  type: SubscriptionType;
  name: string;
  km: string;
  rate: (vehicle: SubscriptionVehicle) => number;
}

/** Spec §9: Lite 300km, Extra 550km, Max 800km. */
export const subscriptionPackages: SubscriptionPackage[] = [
  { type: 'lite', name: ownMessages.subPackageLite, km: '300km', rate: (v) => v.liteRate },
  { type: 'extra', name: ownMessages.subPackageExtra, km: '550km', rate: (v) => v.extraRate },
  { type: 'max', name: ownMessages.subPackageMax, km: '800km', rate: (v) => v.maxRate },
];

/** '/week' or '/fortnight' for the payment frequency (weekly when unknown). */
export function frequencyUnit(frequency: PaymentFrequency | undefined): string {
  return frequency === 'fortnightly' ? ownMessages.subPerFortnight : ownMessages.subPerWeek;
}

/** A protocol-less image URL (`//host/x.jpg`) gets the page's protocol; others are kept. */
export function imageUrl(image: string, protocol: string = window.location.protocol): string {
  return image.startsWith('//') ? `${protocol}${image}` : image;
}
