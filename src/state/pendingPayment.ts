import type { IntentType } from '../api/types';
import { fingerprint } from '../lib/fingerprint';
import { intentIdOf } from '../lib/intentId';
import { persistedSignal } from './persist';
import { sameShape } from './guards';

/**
 * The card intent of the booking in progress (issue 12): its id and kind only,
 * never card data or the client secret, kept from the moment the intent exists
 * so a reload, a closed tab or Back can find out whether it was already paid.
 * `token` is a fingerprint of the booking token it belongs to, not the token.
 */
export interface PendingPayment {
  token: string;
  intentId: string;
  intentType: IntentType | '';
}

const initialPendingPayment = (): PendingPayment => ({ token: '', intentId: '', intentType: '' });

export const pendingPayment = persistedSignal('pendingPayment', initialPendingPayment, (raw) =>
  sameShape(initialPendingPayment(), raw),
);

/** Remembers the intent a save returned for this booking token. */
export function rememberIntent(bookingToken: string, clientSecret: string, intentType: IntentType): void {
  const intentId = intentIdOf(clientSecret);
  if (!bookingToken || !intentId) return;
  pendingPayment.value = { token: fingerprint(bookingToken), intentId, intentType };
}

/** The remembered intent of this booking token, or null (none, or another booking's). */
export function pendingIntentFor(bookingToken: string): { intentId: string; intentType: IntentType } | null {
  const { token, intentId, intentType } = pendingPayment.value;
  if (!bookingToken || !intentId || !intentType || token !== fingerprint(bookingToken)) return null;
  return { intentId, intentType };
}

export function clearPendingPayment(): void {
  pendingPayment.value = initialPendingPayment();
}
