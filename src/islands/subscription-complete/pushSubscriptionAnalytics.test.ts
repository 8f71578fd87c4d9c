import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { pushSubscriptionAnalytics } from './pushSubscriptionAnalytics';

const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

describe('pushSubscriptionAnalytics', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it('pushes bookingComplete, then clears the e-commerce object before the purchase (GA4)', () => {
    pushSubscriptionAnalytics('SUB-7', 129.5, 'Toyota Corolla');
    expect(layer()).to.deep.equal([
      {
        event: 'bookingComplete',
        bookingType: 'subscription',
        reservationNumber: 'SUB-7',
        value: 129.5,
        currency: 'AUD',
      },
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'SUB-7',
          value: 129.5,
          currency: 'AUD',
          items: [{ item_id: 'Toyota Corolla', item_name: 'Toyota Corolla', price: 129.5, quantity: 1 }],
        },
      },
    ]);
  });
});
