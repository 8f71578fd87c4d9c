import type { Stripe } from '@stripe/stripe-js';
import { getConfig } from '../config';

/**
 * Stripe.js with the configured publishable key. The loader is imported lazily,
 * so pages without a card form never download it. `loadStripe` uses
 * `window.Stripe` when the page already has it (the demo pages include a test
 * double at /stripe-double/v3.js); otherwise it injects js.stripe.com. A failed
 * load rejects and is not cached by the loader, so calling this again retries.
 */
export async function loadStripeJs(): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(getConfig().stripeKey);
  if (!stripe) throw new Error('Stripe.js is not available in this environment.');
  return stripe;
}
