import type { Stripe } from '@stripe/stripe-js';
import type { IntentType } from '../api/types';

/**
 * The intent's current status from the provider (stripe.retrievePaymentIntent /
 * retrieveSetupIntent with its client secret), or '' when it cannot be read —
 * then the confirmation itself is the judge.
 */
export async function intentStatus(stripe: Stripe, clientSecret: string, intentType: IntentType): Promise<string> {
  try {
    if (intentType === 'payment') {
      const result = await stripe.retrievePaymentIntent(clientSecret);
      return result.paymentIntent?.status ?? '';
    }
    const result = await stripe.retrieveSetupIntent(clientSecret);
    return result.setupIntent?.status ?? '';
  } catch {
    return '';
  }
}

/**
 * Statuses that mean the card was accepted for this intent and the card step is done (a
 * manual-capture intent waits for capture; `processing` settles on its own).
 */
export const CONFIRMED_STATUSES = new Set(['succeeded', 'processing', 'requires_capture']);
