type DataLayer = Record<string, unknown>[];

/**
 * Spec §2 /subscription-complete: the bookingComplete event and a GA4 purchase
 * event, currency AUD, on the page's dataLayer (created when absent).
 */
export function pushSubscriptionAnalytics(reference: string, value: number, item: string): void {
  const host = window as unknown as { dataLayer?: DataLayer };
  const layer: DataLayer = Array.isArray(host.dataLayer) ? host.dataLayer : (host.dataLayer = []);
  layer.push({
    event: 'bookingComplete',
    bookingType: 'subscription',
    reservationNumber: reference,
    value,
    currency: 'AUD',
  });
  layer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: reference,
      value,
      currency: 'AUD',
      items: [{ item_id: item || 'subscription', item_name: item || 'Car subscription', price: value, quantity: 1 }],
    },
  });
}
