import { bookingMessages } from '../messages/booking';

/** The part of a Stripe.js error we read. */
export interface ProviderError {
  type?: string;
  message?: string;
}

/**
 * What the shopper sees for a failed confirmation (spec §8 "Card step"): the
 * provider's own message for card and validation errors (it is written for
 * shoppers: "Your card was declined."), otherwise the spec's generic message.
 * When the connection dropped (Stripe.js's `api_connection_error`, or the
 * browser is offline) a line is added beside the spec's words saying so and that
 * nothing typed was lost: the generic words alone read like a fault of the card.
 */
export function cardErrorMessage(error: ProviderError | undefined, online: boolean = navigator.onLine): string {
  if (error && (error.type === 'card_error' || error.type === 'validation_error') && error.message)
    return error.message;
  if (error?.type === 'api_connection_error' || !online)
    return `${bookingMessages.cardUnexpected} ${bookingMessages.cardConnectionLost}`;
  return bookingMessages.cardUnexpected;
}
