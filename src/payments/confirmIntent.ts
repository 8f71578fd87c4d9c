import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { IntentType } from '../api/types';
import { cardErrorMessage } from './cardErrorMessage';
import { CONFIRMED_STATUSES } from './intentStatus';

/** A failure carries the provider's code (`card_declined`…; `unknown` when it gave none) for analytics. */
export type ConfirmResult = { ok: true; id: string } | { ok: false; message: string; code: string };

/** The provider's code of an error, never its words. */
const codeOf = (error: { code?: string; type?: string } | undefined) => error?.code ?? error?.type ?? 'unknown';

/**
 * Confirms the intent with the data in the Payment Element: pay now
 * (`payment`) with confirmPayment, pay later (`setup`, a preauthorisation)
 * with confirmSetup. Both redirect only when the provider requires it (some 3-D
 * Secure flows), returning to `returnUrl`; otherwise they resolve here.
 */
export async function confirmIntent(
  stripe: Stripe,
  elements: StripeElements,
  intentType: IntentType,
  returnUrl: string,
): Promise<ConfirmResult> {
  try {
    if (intentType === 'payment') {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (result.error) return { ok: false, message: cardErrorMessage(result.error), code: codeOf(result.error) };
      const intent = result.paymentIntent;
      return intent && CONFIRMED_STATUSES.has(intent.status)
        ? { ok: true, id: intent.id }
        : { ok: false, message: cardErrorMessage(undefined), code: codeOf(undefined) };
    }
    const result = await stripe.confirmSetup({
      elements,
      // The postal code field is hidden (spec §2), so Stripe expects it here.
      confirmParams: {
        return_url: returnUrl,
        payment_method_data: { billing_details: { address: { postal_code: '' } } },
      },
      redirect: 'if_required',
    });
    if (result.error) return { ok: false, message: cardErrorMessage(result.error), code: codeOf(result.error) };
    const intent = result.setupIntent;
    return intent && CONFIRMED_STATUSES.has(intent.status)
      ? { ok: true, id: intent.id }
      : { ok: false, message: cardErrorMessage(undefined), code: codeOf(undefined) };
  } catch {
    return { ok: false, message: cardErrorMessage(undefined), code: codeOf(undefined) };
  }
}
