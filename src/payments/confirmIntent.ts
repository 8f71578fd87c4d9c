import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { IntentType } from '../api/types';
import { cardErrorMessage, type ProviderError } from './cardErrorMessage';
import { CONFIRMED_STATUSES } from './intentStatus';

/** A failure carries the provider's code (`card_declined`…; `unknown` when it gave none) for analytics. */
export type ConfirmResult = { ok: true; id: string } | { ok: false; message: string; code: string };

/** A Stripe.js error as read here: its words for the shopper and its code for analytics. */
type CodedError = ProviderError & { code?: string };

/** The provider's code of an error, never its words. */
const codeOf = (error: CodedError | undefined) => error?.code ?? error?.type ?? 'unknown';

const failure = (error?: CodedError): ConfirmResult => ({
  ok: false,
  message: cardErrorMessage(error),
  code: codeOf(error),
});

/** A confirmation's outcome: the provider's error, else the intent when its status counts as confirmed. */
function outcome(error: CodedError | undefined, intent: { id: string; status: string } | undefined): ConfirmResult {
  if (error) return failure(error);
  return intent && CONFIRMED_STATUSES.has(intent.status) ? { ok: true, id: intent.id } : failure();
}

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
      return outcome(result.error, result.paymentIntent);
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
    return outcome(result.error, result.setupIntent);
  } catch {
    return failure();
  }
}
