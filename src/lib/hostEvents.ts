/**
 * Events for the host page: every island tells the page what the renter did, as a `CustomEvent`
 * named `chw:<what>` dispatched on `window`, whose `detail` is a plain JSON-safe object with no
 * personal data (no names, email, phone, birth date, licence, address or card data; booking
 * references, branch codes, cars, amounts and counts are fine). A tag manager or the site's own
 * script listens:
 *
 *   window.addEventListener('chw:booking_completed', (event) => {
 *     console.log(event.detail.reference, event.detail.value);
 *   });
 *
 * This file is the one list of the events and their details; the build ships it as
 * `chw-events.d.ts` beside the bundle for host developers (TypeScript's `WindowEventMap` gains them).
 */

/** A payment type: pay now (`N`) or pay later (`L`). */
export type HostPaymentType = 'N' | 'L';

/** The currency of every amount: src/lib/money.ts's `CURRENCY` (a literal here, as this file ships alone). */
export type HostCurrency = 'AUD';

/** Each event's `detail`. Amounts are numbers in AUD. */
export interface HostEventDetails {
  /** An island mounted on the page. */
  'chw:ready': { island: string };
  /** A search was sent (the search form, or the booking steps' Modify search). */
  'chw:search': {
    pickupBranch: string;
    returnBranch: string;
    pickupDate: string;
    pickupTime: string;
    returnDate: string;
    returnTime: string;
    /** The vehicle category id; 0 for any. */
    vehicleType: number;
    promo: string;
    days: number;
  };
  /** The car list was shown: how many cars can be booked, and the cheapest total. */
  'chw:cars_shown': { count: number; cheapestTotal: number | null };
  /** A car was chosen with a payment type. */
  'chw:car_selected': {
    vehicleId: number;
    name: string;
    category: string;
    paymentType: HostPaymentType;
    total: number;
  };
  /** A damage-liability option was chosen. */
  'chw:cover_selected': { liability: string; amount: number };
  /** The extras changed: each chosen extra with its quantity, and the new total. */
  'chw:extras_changed': { extras: Array<{ id: number; name: string; quantity: number }>; total: number };
  /** The renter went on to /checkout. */
  'chw:checkout_started': { paymentType: HostPaymentType; total: number };
  /** The driver's details were saved (nothing of them is in the event). */
  'chw:details_saved': { paymentType: HostPaymentType };
  /** A card payment or set-up failed: the provider's code (such as `card_declined`), never its message. */
  'chw:payment_failed': { code: string };
  /** A booking was paid or its card set up: its reservation number and value. */
  'chw:booking_completed': { reference: string; value: number; currency: HostCurrency; paymentType: HostPaymentType };
  /** A book-by-phone request was sent for a car. */
  'chw:phone_booking_requested': { vehicleId: number };
  /** A request-a-call or long-term rental enquiry was sent. */
  'chw:enquiry_sent': { type: 'REQ_CALL' | 'LONG_TERM' };
  /** A subscription search was sent. */
  'chw:subscription_started': { branch: string; frequency: string };
  /** A subscription was paid. */
  'chw:subscription_completed': { reference: string; frequency: string; package: string };
  /** The renter copied or emailed a quote link on booking step 1, 2 or 3 (the link holds nothing personal). */
  'chw:quote_shared': { step: 1 | 2 | 3; method: 'copy' | 'email' };
  /**
   * A quote link was opened on step 1, 2 or 3: its car, whether the car could still be booked,
   * and whether its total had changed since it was shared.
   */
  'chw:quote_opened': {
    step: 1 | 2 | 3;
    vehicleId: number;
    paymentType: HostPaymentType;
    available: boolean;
    priceChanged: boolean;
  };
  /** The renter cancelled a booking online (Manage my booking): the refund, 0 for pay later. */
  'chw:booking_cancelled': { reference: string; refund: number; currency: HostCurrency };
  /** The renter changed a booking online: the difference of its total (negative: refunded). */
  'chw:booking_changed': { reference: string; difference: number };
  /** Online check-in's last step was done (Manage my booking or its block): the reservation number only. */
  'chw:checkin_completed': { reference: string };
  /** A call of the page's islands failed: the API path and HTTP status (0: no answer). */
  'chw:error': { island: string; call: string; status: number };
}

/** Every host event's name. */
export type HostEventName = keyof HostEventDetails;

declare global {
  interface WindowEventMap {
    'chw:ready': CustomEvent<HostEventDetails['chw:ready']>;
    'chw:search': CustomEvent<HostEventDetails['chw:search']>;
    'chw:cars_shown': CustomEvent<HostEventDetails['chw:cars_shown']>;
    'chw:car_selected': CustomEvent<HostEventDetails['chw:car_selected']>;
    'chw:cover_selected': CustomEvent<HostEventDetails['chw:cover_selected']>;
    'chw:extras_changed': CustomEvent<HostEventDetails['chw:extras_changed']>;
    'chw:checkout_started': CustomEvent<HostEventDetails['chw:checkout_started']>;
    'chw:details_saved': CustomEvent<HostEventDetails['chw:details_saved']>;
    'chw:payment_failed': CustomEvent<HostEventDetails['chw:payment_failed']>;
    'chw:booking_completed': CustomEvent<HostEventDetails['chw:booking_completed']>;
    'chw:phone_booking_requested': CustomEvent<HostEventDetails['chw:phone_booking_requested']>;
    'chw:enquiry_sent': CustomEvent<HostEventDetails['chw:enquiry_sent']>;
    'chw:subscription_started': CustomEvent<HostEventDetails['chw:subscription_started']>;
    'chw:subscription_completed': CustomEvent<HostEventDetails['chw:subscription_completed']>;
    'chw:quote_shared': CustomEvent<HostEventDetails['chw:quote_shared']>;
    'chw:quote_opened': CustomEvent<HostEventDetails['chw:quote_opened']>;
    'chw:checkin_completed': CustomEvent<HostEventDetails['chw:checkin_completed']>;
    'chw:error': CustomEvent<HostEventDetails['chw:error']>;
  }
}

/**
 * Dispatches a host event. A listener that throws never breaks the widget (dispatchEvent reports
 * it and goes on), and a browser without CustomEvent simply sends nothing.
 */
export function emitHostEvent<K extends HostEventName>(name: K, detail: HostEventDetails[K]): void {
  if (typeof window === 'undefined' || typeof CustomEvent !== 'function') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
