import { persistedSignal } from './persist';
import { sameShape } from './guards';

/** Premium liability reduction: amount per billing unit and whether it is included. */
export interface SubscriptionLiability {
  amount: number;
  hasInsurance: boolean;
}

const initialSubscriptionLiability = (): SubscriptionLiability => ({ amount: 0, hasInsurance: false });

export const subscriptionLiability = persistedSignal('subscriptionLiability', initialSubscriptionLiability, (raw) =>
  sameShape(initialSubscriptionLiability(), raw),
);

export function saveSubscriptionLiability(patch: Partial<SubscriptionLiability>): void {
  subscriptionLiability.value = { ...subscriptionLiability.value, ...patch };
}

export function clearSubscriptionLiability(): void {
  subscriptionLiability.value = initialSubscriptionLiability();
}
