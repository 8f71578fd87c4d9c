import type { Stripe } from '@stripe/stripe-js';
import { getConfig } from '../config';
import { lazyOnce } from '../lib/lazyOnce';

/** The loader's own chunk, through the one loader (one retry after a short wait). */
const loadStripeModule = lazyOnce(() => import('@stripe/stripe-js'));

/** Resolves once the document is parsed: every deferred script of the page has run by then. */
const parsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

/**
 * Stripe.js with the configured publishable key. The loader is imported lazily,
 * so pages without a card form never download it. `loadStripe` uses
 * `window.Stripe` when the page already has it (the demo pages include a test
 * double at /stripe-double/v3.js); otherwise it injects js.stripe.com. A host page's
 * own Stripe.js may come after the bundle's module script (so it never holds the
 * bundle back): it has run by the time the document is parsed, so this waits for that
 * first. A failed load rejects and is not cached by the loader, so calling this again retries.
 */
export async function loadStripeJs(): Promise<Stripe> {
  const [{ loadStripe }] = await Promise.all([loadStripeModule(), parsed()]);
  const stripe = await loadStripe(getConfig().stripeKey);
  if (!stripe) throw new Error('Stripe.js is not available in this environment.');
  return stripe;
}
