// @ts-check
/**
 * A booking taken through the demo's public API, step by step as a renter's browser takes it:
 * search and select, price and save the renter, pay through the Stripe double. Each step throws
 * on an error status.
 */
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { callApi } from './api.mjs';

/** @typedef {import('./api.mjs').ApiEnv} ApiEnv */

/** The card that succeeds (docs/conventions.md, "Test cards"), as the double's confirm call takes it. */
export const TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '4000' };

/**
 * POST /search with `body`, then /select of `vehicleId` (the first available car when none is
 * given) as `paymentType`. `car` is the chosen car as the search listed it.
 * @param {ApiEnv} env
 * @param {Record<string, unknown>} body the whole search request
 * @param {{ vehicleId?: number, paymentType?: 'N' | 'L' }} [options]
 */
export async function searchAndSelect(env, body, { vehicleId, paymentType = 'N' } = {}) {
  const { data: search } = await callApi(env, 'POST', '/search', body);
  /** @type {{ id: number, status: boolean } & Record<string, any>} */
  const car = search.availableVehicles.find((/** @type {{ id: number, status: boolean }} */ v) =>
    vehicleId === undefined ? v.status : v.id === vehicleId,
  );
  const token = /** @type {string} */ (search.booking_token);
  const { data: select } = await callApi(env, 'POST', '/select', {
    vehicle_id: vehicleId ?? car.id,
    payment_type: paymentType,
    booking_token: token,
  });
  return { token, search, select, car, vehicleId: vehicleId ?? car.id };
}

/**
 * POST /calculate (a liability and extras), then /save-customer with the renter's details: the
 * booking's intent then waits for the card.
 * @param {ApiEnv} env
 * @param {string} token
 * @param {{ insuranceId: number, extras?: { id: number, qty: number }[], customer: Record<string, unknown> }} options
 */
export async function priceAndSave(env, token, { insuranceId, extras = [], customer }) {
  const { data: calc } = await callApi(env, 'POST', '/calculate', {
    optional_fees: extras,
    insurance_id: insuranceId,
    booking_token: token,
  });
  const { data: saved } = await callApi(env, 'POST', '/save-customer', { ...customer, booking_token: token });
  return {
    calc,
    saved,
    /** @type {string} */ secret: saved.results.client_secret,
    /** @type {number} */ amount: saved.results.amount,
  };
}

/**
 * Confirms the intent with a card through the Stripe double, then POST /payment (with `extra` in
 * its body, e.g. a `manage_url`); returns its data.
 * @param {ApiEnv} env
 * @param {string} token
 * @param {string} secret the intent's client secret
 * @param {Record<string, unknown>} [card]
 * @param {Record<string, unknown>} [extra]
 */
export async function payBooking(env, token, secret, card = TEST_CARD, extra = {}) {
  const confirm = await fetch(env.url('/stripe-double/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: secret, card }),
  });
  if (!confirm.ok) throw new Error(`confirm: ${confirm.status}`);
  const { data } = await callApi(env, 'POST', '/payment', {
    stripe_id: secret.slice(0, secret.indexOf('_secret_')),
    booking_token: token,
    ...extra,
  });
  return data;
}

/**
 * Books and pays (or preauthorises) a trip from node, as a renter's browser would, up to a
 * confirmed booking; returns the /payment answer and what was paid.
 * @param {ApiEnv} env
 * @param {{ pickupId: number, dropoffId: number, pickupDate: string, dropoffDate: string, vehicleId?: number,
 *   paymentType?: 'N' | 'L', insuranceId?: number, extras?: { id: number, qty: number }[], email?: string,
 *   firstName?: string, lastName?: string }} trip
 */
export async function bookAndPay(env, trip) {
  const { paymentType = 'N', extras = [], email = 'other.buyer@example.com' } = trip;
  const body = searchRequest({
    pickup_location_id: trip.pickupId,
    pickup_date: trip.pickupDate,
    dropoff_location_id: trip.dropoffId,
    dropoff_date: trip.dropoffDate,
  });
  const { token, select, vehicleId } = await searchAndSelect(env, body, { vehicleId: trip.vehicleId, paymentType });
  const { secret, amount } = await priceAndSave(env, token, {
    insuranceId: trip.insuranceId ?? select.results.insurance_options[0].id,
    extras,
    customer: {
      first_name: trip.firstName ?? 'Other',
      last_name: trip.lastName ?? 'Buyer',
      email,
      mobile_number: '61412345678',
      mobile_country_code: '61',
      birthday: '1980-01-01',
      license_no: '',
      license_state: '',
      flight_no: '',
    },
  });
  const data = await payBooking(env, token, secret);
  return { ...data, amount, email, vehicleId };
}
