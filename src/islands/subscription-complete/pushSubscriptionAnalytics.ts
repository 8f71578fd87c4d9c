import { pushPurchase } from '../../lib/dataLayer';
import { CURRENCY } from '../../lib/money';

/**
 * Spec §2 /subscription-complete: the bookingComplete event and a GA4 purchase
 * event, currency AUD, on the page's dataLayer (created when absent).
 */
export function pushSubscriptionAnalytics(reference: string, value: number, item: string): void {
  pushPurchase(
    { bookingType: 'subscription', reservationNumber: reference, value, currency: CURRENCY },
    {
      transaction_id: reference,
      value,
      currency: CURRENCY,
      items: [{ item_id: item || 'subscription', item_name: item || 'Car subscription', price: value, quantity: 1 }],
    },
  );
}
