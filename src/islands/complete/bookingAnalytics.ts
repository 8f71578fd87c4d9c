import type { TotalEntry } from '../../api/types';
import { pushPurchase } from '../../lib/dataLayer';
import type { Reservation } from '../../state/reservation';
import type { SelectedCar } from '../../state/selectedCar';
import { CURRENCY } from '../../lib/money';

/** A GA4 ecommerce item. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

/**
 * Pushes the two dataLayer events of a finished booking (spec §2, docs/conventions.md
 * "Analytics"): `bookingComplete` and a GA4 `purchase` in AUD whose items are
 * the vehicle, the liability option and each extra, priced from the totals;
 * `coupon` is the promo code the search used.
 */
export function pushBookingAnalytics(
  reservation: Reservation,
  car: SelectedCar,
  totals: TotalEntry[],
  coupon = '',
): void {
  const sum = (type: string) =>
    totals.filter((entry) => entry.type === type).reduce((total, entry) => total + entry.total, 0);
  const value = totals.find((entry) => entry.type === 'total')?.total ?? 0;
  const tax = totals.find((entry) => entry.type === 'country_tax')?.total ?? 0;
  const variant = car.paymentType === 'N' ? 'Pay Now' : 'Pay Later';
  const items: AnalyticsItem[] = [
    {
      item_id: String(car.id ?? ''),
      item_name: car.name ?? '',
      item_category: 'Vehicle',
      item_variant: variant,
      price: round2(sum('total_rate') + sum('freedays')),
      quantity: 1,
    },
    ...totals
      .filter((entry) => entry.type === 'insurance')
      .map((entry) => ({
        item_id: `insurance-${entry.id ?? ''}`,
        item_name: entry.name,
        item_category: 'Liability',
        price: entry.total,
        quantity: 1,
      })),
    ...totals
      .filter((entry) => entry.type === 'optional')
      .map((entry) => {
        const quantity = entry.quantity && entry.quantity > 0 ? entry.quantity : 1;
        return {
          item_id: `extra-${entry.id ?? ''}`,
          item_name: entry.name,
          item_category: 'Extra',
          price: round2(entry.total / quantity),
          quantity,
        };
      }),
  ];
  pushPurchase(
    {
      reservationNumber: reservation.reservationNumber,
      reservationRef: reservation.reservationRef,
      bookingId: reservation.booking_id,
      paymentType: car.paymentType ?? '',
      value,
      currency: CURRENCY,
    },
    {
      currency: CURRENCY,
      value,
      tax,
      transaction_id: reservation.reservationNumber,
      ...(coupon ? { coupon } : {}),
      items,
    },
  );
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
