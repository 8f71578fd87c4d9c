import type { IntentType } from '../api/types';
import { fingerprint } from '../lib/fingerprint';
import { intentIdOf } from '../lib/intentId';
import type { Signal } from '@preact/signals-react';
import { persistedSignal } from './persist';
import { sameShape } from './guards';

/**
 * The card intent of the booking (or subscription) in progress, so a reload or a closed tab never charges twice: its id and kind only,
 * never card data or the client secret, kept from the moment the card form confirms it
 * so a reload, a closed tab or Back can find out whether it was already paid (one never confirmed
 * is not paid: the next save reuses it).
 * `token` is a fingerprint of the booking (subscription) token it belongs to, not the token.
 */
export interface PendingPayment {
  token: string;
  intentId: string;
  intentType: IntentType | '';
}

const initialPendingPayment = (): PendingPayment => ({ token: '', intentId: '', intentType: '' });

/** What a page remembers of one flow's intent (booking or subscription), by its token's fingerprint. */
export interface IntentMemory {
  /** Remembers the intent about to be confirmed for this token (its id and kind only). */
  remember: (token: string, clientSecret: string, intentType: IntentType) => void;
  /** The remembered intent of this token, or null (none, or another booking's). */
  pendingFor: (token: string) => { intentId: string; intentType: IntentType } | null;
  forget: () => void;
}

function intentMemory(name: string): IntentMemory & { slice: Signal<PendingPayment> } {
  const slice = persistedSignal(name, initialPendingPayment, (raw) => sameShape(initialPendingPayment(), raw));
  return {
    slice,
    remember: (token, clientSecret, intentType) => {
      const intentId = intentIdOf(clientSecret);
      if (!token || !intentId) return;
      slice.value = { token: fingerprint(token), intentId, intentType };
    },
    pendingFor: (token) => {
      const { token: remembered, intentId, intentType } = slice.value;
      if (!token || !intentId || !intentType || remembered !== fingerprint(token)) return null;
      return { intentId, intentType };
    },
    forget: () => {
      slice.value = initialPendingPayment();
    },
  };
}

const booking = intentMemory('pendingPayment');

/** The booking in progress: its intent. */
export const pendingPayment = booking.slice;
export const bookingIntent: IntentMemory = booking;
export const rememberIntent = booking.remember;
export const pendingIntentFor = booking.pendingFor;
export const clearPendingPayment = booking.forget;

/**
 * The subscription in progress: its own slice, so a booking and a subscription under way in the
 * same browser never overwrite each other's intent.
 */
export const subscriptionIntent: IntentMemory = intentMemory('pendingSubscriptionPayment');
