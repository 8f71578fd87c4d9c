import { messages } from '../messages';

/** The part of a Stripe.js error we read. */
export interface ProviderError {
  type?: string;
  message?: string;
}

/**
 * What the shopper sees for a failed confirmation (spec §8 "Card step"): the
 * provider's own message for card and validation errors (it is written for
 * shoppers: "Your card was declined."), otherwise our generic message.
 */
export function cardErrorMessage(error: ProviderError | undefined): string {
  if (error && (error.type === 'card_error' || error.type === 'validation_error') && error.message) return error.message;
  return messages.cardUnexpected;
}
