import { useEffect, useRef, type RefObject } from 'react';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import type { IntentType } from '../api/types';
import { brandAppearance } from './brandAppearance';

/** Payment Element options for each intent: the preauthorisation hides the postal code (spec §2). */
function elementOptions(intentType: IntentType) {
  return intentType === 'setup'
    ? { layout: 'tabs' as const, fields: { billingDetails: { address: { postalCode: 'never' as const } } } }
    : { layout: 'tabs' as const };
}

/**
 * Creates Stripe Elements and the Payment Element once per Stripe instance and
 * client secret, mounts it into `node`, and destroys it on cleanup — the
 * react-stripe-js way (createElementComponent.tsx): create behind a ref guard,
 * destroy inside try/catch (destroying an element whose frame is gone throws).
 * Returns a ref holding the current Elements group.
 */
export function usePaymentElement(
  stripe: Stripe | null,
  clientSecret: string,
  intentType: IntentType,
  node: RefObject<HTMLDivElement | null>,
): RefObject<StripeElements | null> {
  const elementsRef = useRef<StripeElements | null>(null);
  const elementRef = useRef<StripePaymentElement | null>(null);
  useEffect(() => {
    const target = node.current;
    // No-op while Stripe.js loads, and if this instance already has an element.
    if (!stripe || !target || elementRef.current) return;
    const elements = stripe.elements({ clientSecret, appearance: brandAppearance(target) });
    const element = elements.create('payment', elementOptions(intentType));
    element.mount(target);
    elementsRef.current = elements;
    elementRef.current = element;
    return () => {
      try {
        element.destroy();
      } catch {
        // Already gone with its frame: nothing left to clean up.
      }
      elementRef.current = null;
      elementsRef.current = null;
    };
  }, [stripe, clientSecret, intentType, node]);
  return elementsRef;
}
