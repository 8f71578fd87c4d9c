import type { SubscriptionVehicle } from '../api/types';
import { persistedSignal } from './persist';
import { asRecordArray } from './guards';

export const subscriptionVehicles = persistedSignal<SubscriptionVehicle[]>(
  'subscriptionVehicles',
  () => [],
  (raw) => asRecordArray<SubscriptionVehicle>(raw),
);

/** Replaced on save. */
export function saveSubscriptionVehicles(list: SubscriptionVehicle[]): void {
  subscriptionVehicles.value = list;
}

export function clearSubscriptionVehicles(): void {
  subscriptionVehicles.value = [];
}
