import { pushEcommerce, pushToDataLayer } from './dataLayer';
import { emitHostEvent, type HostEventDetails, type HostPaymentType } from './hostEvents';
import { CURRENCY } from './money';

/**
 * The booking funnel as marketing measures it, one function per step: each sends the step's host
 * event (hostEvents.ts) and, where GA4 defines one, its e-commerce event on the dataLayer
 * (`{ ecommerce: null }` first). Nothing personal goes with either.
 *
 * How a car maps to a GA4 item: `item_id` the vehicle id, `item_name` its name, `item_category`
 * "Vehicle" (as in the spec's `purchase`), `price` the total for the whole rental and `quantity` 1
 * (a rental is one item, however many days; `item_variant` says pay now or pay later). In the list
 * (`view_item_list`) the price is the pay-later total, the car's full price; once chosen it is the
 * total of the chosen payment type.
 */

/** The fields of a car the funnel reads (the search's cars and the stored chosen car both have them). */
export interface FunnelCar {
  id?: number;
  name?: string;
  status?: boolean;
  payNowAmount?: number;
  payLaterAmount?: number;
}

const LIST_NAME = 'Available cars';

const priceOf = (car: FunnelCar, paymentType: HostPaymentType) =>
  (paymentType === 'N' ? car.payNowAmount : car.payLaterAmount) ?? 0;

function item(car: FunnelCar, price: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item_id: String(car.id ?? ''),
    item_name: car.name ?? '',
    item_category: 'Vehicle',
    price,
    quantity: 1,
    ...extra,
  };
}

const variantOf = (paymentType: HostPaymentType) => (paymentType === 'N' ? 'Pay Now' : 'Pay Later');

/** A search was sent and answered. */
export function reportSearch(detail: HostEventDetails['chw:search']): void {
  emitHostEvent('chw:search', detail);
}

/** The car list was shown: the count that can be booked and the cheapest total; GA4 view_item_list. */
export function reportCarsShown(cars: FunnelCar[]): void {
  const available = cars.filter((car) => car.status);
  const totals = available
    .flatMap((car) => [car.payNowAmount, car.payLaterAmount])
    .filter((n) => typeof n === 'number');
  emitHostEvent('chw:cars_shown', {
    count: available.length,
    cheapestTotal: totals.length ? Math.min(...totals) : null,
  });
  pushEcommerce('view_item_list', {
    item_list_name: LIST_NAME,
    items: available.map((car, index) => item(car, car.payLaterAmount ?? 0, { index, item_list_name: LIST_NAME })),
  });
}

/** A car was chosen with a payment type: GA4 select_item, then add_to_cart. */
export function reportCarSelected(car: FunnelCar, paymentType: HostPaymentType, index: number): void {
  const total = priceOf(car, paymentType);
  emitHostEvent('chw:car_selected', {
    vehicleId: car.id ?? 0,
    name: car.name ?? '',
    category: 'Vehicle',
    paymentType,
    total,
  });
  const chosen = item(car, total, { item_variant: variantOf(paymentType), index, item_list_name: LIST_NAME });
  pushEcommerce('select_item', { item_list_name: LIST_NAME, items: [chosen] });
  pushEcommerce('add_to_cart', { currency: CURRENCY, value: total, items: [chosen] });
}

/** A damage-liability option was chosen. */
export function reportCoverSelected(liability: string, amount: number): void {
  emitHostEvent('chw:cover_selected', { liability, amount });
}

/** The extras changed and their new total came back. */
export function reportExtrasChanged(detail: HostEventDetails['chw:extras_changed']): void {
  emitHostEvent('chw:extras_changed', detail);
}

/** The renter went on to /checkout with this total: GA4 begin_checkout. */
export function reportCheckoutStarted(car: FunnelCar, paymentType: HostPaymentType, total: number): void {
  emitHostEvent('chw:checkout_started', { paymentType, total });
  pushEcommerce('begin_checkout', {
    currency: CURRENCY,
    value: total,
    items: [item(car, priceOf(car, paymentType), { item_variant: variantOf(paymentType) })],
  });
}

/** The driver's details were saved. */
export function reportDetailsSaved(paymentType: HostPaymentType): void {
  emitHostEvent('chw:details_saved', { paymentType });
}

/** The card was submitted: GA4 add_payment_info (`payment_type` pay now or pay later). */
export function reportPaymentInfo(car: FunnelCar, paymentType: HostPaymentType, total: number): void {
  pushEcommerce('add_payment_info', {
    currency: CURRENCY,
    value: total,
    payment_type: variantOf(paymentType),
    items: [item(car, priceOf(car, paymentType), { item_variant: variantOf(paymentType) })],
  });
}

/** A card payment or set-up failed: the provider's code, never its message. */
export function reportPaymentFailed(code: string): void {
  emitHostEvent('chw:payment_failed', { code: code || 'unknown' });
}

/** A subscription search was sent and answered. */
export function reportSubscriptionStarted(branch: string, frequency: string): void {
  emitHostEvent('chw:subscription_started', { branch, frequency });
}

/**
 * A subscription was paid (once per reference, by the caller): the host event and GA4's
 * generate_lead (a subscription is a lead for the team as well as a sale).
 */
export function reportSubscriptionCompleted(reference: string, frequency: string, subscriptionPackage: string): void {
  emitHostEvent('chw:subscription_completed', { reference, frequency, package: subscriptionPackage });
  pushToDataLayer({ event: 'generate_lead', lead_source: 'subscription' });
}
