/**
 * Seeds a booking as if the visitor had searched and chosen a car, without the
 * search UI: POST /search and /select from node, then the booking-token cookie
 * and the persisted state (`persist:chw`, see src/state/persist.ts) are put
 * into the page's context before its first load.
 *
 *   const seeded = await seedBooking(env, page, { paymentType: 'L', withLiability: true });
 *   await page.goto(env.url(routes.checkout));
 *
 * or, on a fresh page: `const { page, seeded } = await openSeeded(env, routes.checkout, { withLiability: true });`
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { islandsMounted, atRoute } from './harness.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { importSource } from '../source.mjs';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';

const { ROOT_KEY, STATE_VERSION } = await importSource('src/state/persistFormat.ts');

/** @typedef {import('./harness.mjs').Env} Env */
/** What the API helpers need of an env: its URLs (test/wordpress passes its own). @typedef {Pick<Env, 'url'>} ApiEnv */
/**
 * What seedBooking needs of a page: its context's cookies and an init script (a recorder may stand in).
 * @typedef {{ context(): Pick<import('playwright-core').BrowserContext, 'addCookies'>, addInitScript: (script: (arg: any) => void, arg: object) => Promise<unknown> }} SeedTarget
 */

/**
 * One call to the demo's booking API from node; throws on an error status.
 * @param {ApiEnv} env
 * @param {string} method
 * @param {string} path under /api/v1
 * @param {object} [body]
 * @param {string} [token] bearer token
 */
async function api(env, method, path, body, token) {
  const response = await fetch(env.url(`/api/v1${path}`), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json;
}

/**
 * Searches and selects a car through the API and seeds `page`'s context with
 * the result. Options: paymentType 'N' | 'L', location name, pickupIn (days
 * from today), days, withLiability (choose the first liability option), vehicleId (that car, not
 * the first available one).
 * @param {ApiEnv} env
 * @param {SeedTarget} page
 * @param {{ paymentType?: 'N' | 'L', location?: string, pickupIn?: number, days?: number, withLiability?: boolean, vehicleId?: number }} [options]
 */
export async function seedBooking(
  env,
  page,
  { paymentType = 'N', location = 'Brisbane Airport', pickupIn = 7, days = 3, withLiability = false, vehicleId } = {},
) {
  const { data: locations } = await api(env, 'GET', '/locations');
  const pickup = locations.find((l) => l.LocationName === location);
  if (!pickup) throw new Error(`No location ${location}`);
  const dropoff = pickup.DropOffLocations[0];
  const pickupDate = ymdPlus(pickupIn);
  const dropoffDate = ymdPlus(pickupIn + days);
  const { data: search } = await api(
    env,
    'POST',
    '/search',
    searchRequest({
      pickup_location_id: pickup.ID,
      pickup_date: pickupDate,
      dropoff_location_id: dropoff.ID,
      dropoff_date: dropoffDate,
    }),
  );
  const car = search.availableVehicles.find((v) => v.status && (vehicleId === undefined || v.id === vehicleId));
  if (!car) throw new Error(`Vehicle ${vehicleId} is not available`);
  const token = search.booking_token;
  const { data: select } = await api(env, 'POST', '/select', {
    vehicle_id: car.id,
    payment_type: paymentType,
    booking_token: token,
  });
  const { optional_fees: extras, insurance_options: insuranceOptions } = select.results;
  const liability = withLiability ? insuranceOptions[0] : undefined;
  const slices = {
    bookingSearch: {
      pickupId: pickup.ID,
      pickupLocationCode: pickup.LocationCode,
      pickupLocationName: pickup.LocationName,
      pickupTimeZone: pickup.TimeZone ?? '',
      pickupDate,
      pickupTime: '10:00',
      dropOffId: dropoff.ID,
      dropOfflocationCode: dropoff.LocationCode,
      dropOffLocationName: dropoff.LocationName,
      dropOffDate: dropoffDate,
      dropOffTime: '10:00',
      promoCode: '',
      activePromoCode: search.active_promo,
      vehicleCategoryType: 0,
      isOver25: true,
      firstName: '',
      email: '',
      mobileNumber: '',
      mobileCountryCode: '',
    },
    cars: search.availableVehicles,
    selectedCar: {
      id: car.id,
      name: car.name,
      sub_name: car.sub_name,
      image: car.image,
      paymentType,
      numberOfDays: car.numberOfDays,
      discountCode: '',
      discountName: car.discountName,
      discountAmount: car.discountAmount,
      payNowAmount: car.payNowAmount,
      payLaterAmount: car.payLaterAmount,
    },
    selectOptions: { extras, insuranceOptions },
    selectedLiability: { insurance: liability ? { id: liability.id, name: liability.name } : {}, extras: [] },
    calculation: { totals: [] },
    reservation: { reservationRef: '', reservationNumber: '', booking_id: '' },
  };
  await page.context().addCookies([{ name: 'chw_booking_token', value: token, url: env.url('/') }]);
  await seedStoredState(page, slices);
  return { token, car, extras, insuranceOptions, liability, pickupDate, dropoffDate, pickup, dropoff };
}

/**
 * The booking id behind a booking token (read from the demo's database).
 * @param {Env} env
 * @param {string} token
 * @returns {number}
 */
export function bookingIdOf(env, token) {
  return /** @type {number} */ (
    env.server.db
      .prepare('SELECT id FROM bookings WHERE token_hash = ?')
      .pluck()
      .get(createHash('sha256').update(token).digest('hex'))
  );
}

/**
 * A fresh page with a booking seeded (seedBooking's options), opened on `path` once its islands have
 * mounted.
 * @param {Env} env
 * @param {string} path
 * @param {Parameters<typeof seedBooking>[2]} [seedOptions]
 * @param {Parameters<Env['page']>[0]} [pageOptions]
 */
export async function openSeeded(env, path, seedOptions, pageOptions) {
  const page = await env.page(pageOptions);
  const seeded = await seedBooking(env, page, seedOptions);
  await page.goto(env.url(path));
  await islandsMounted(page);
  return { page, seeded };
}

/**
 * Opens `from` on a fresh page, which lacks what that step needs (a booking, a sign-in), and waits
 * until the widgets send it to `to`, without a page error on the way.
 * @param {Env} env
 * @param {string} from
 * @param {string} to
 */
export async function assertSentAway(env, from, to) {
  const page = await env.page();
  await page.goto(env.url(from));
  await page.waitForURL(atRoute(to));
  assert.deepEqual(page.errors, []);
}

/**
 * The provider's intents of one booking, as the Stripe double lists them (GET /stripe-double/v1/payment_intents
 * and /setup_intents): `{ payment: [...], setup: [...], succeeded: [...] }`; amounts in cents.
 * @param {ApiEnv} env
 * @param {number | string} bookingId
 */
export async function intentsOf(env, bookingId) {
  const list = async (kind) => {
    const response = await fetch(env.url(`/stripe-double/v1/${kind}?metadata[booking_id]=${bookingId}`));
    if (!response.ok) throw new Error(`GET ${kind}: ${response.status}`);
    return (await response.json()).data;
  };
  const payment = await list('payment_intents');
  const setup = await list('setup_intents');
  return { payment, setup, succeeded: [...payment, ...setup].filter((intent) => intent.status === 'succeeded') };
}

/**
 * Asserts that the provider holds one intent of the booking and charged it once; returns its intents.
 * @param {ApiEnv} env
 * @param {number | string} bookingId
 */
export async function assertOneCharge(env, bookingId) {
  const intents = await intentsOf(env, bookingId);
  assert.equal(intents.succeeded.length, 1, 'one charge');
  assert.equal(intents.payment.length, 1, 'one intent');
  return intents;
}

/**
 * Confirmed (status C) bookings of one vehicle at one pickup branch from the demo's database.
 * @param {Env} env
 * @param {number} vehicleId
 * @param {number} pickupLocationId
 * @returns {Array<{ id: number, pickup_dt: string } & Record<string, unknown>>} rows of the bookings table
 */
export function confirmedBookings(env, vehicleId, pickupLocationId) {
  return /** @type {Array<{ id: number, pickup_dt: string } & Record<string, unknown>>} */ (
    env.server.db
      .prepare("SELECT * FROM bookings WHERE status = 'C' AND vehicle_id = ? AND pickup_location_id = ?")
      .all(vehicleId, pickupLocationId)
  );
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
  const { data: search } = await api(
    env,
    'POST',
    '/search',
    searchRequest({
      pickup_location_id: trip.pickupId,
      pickup_date: trip.pickupDate,
      dropoff_location_id: trip.dropoffId,
      dropoff_date: trip.dropoffDate,
    }),
  );
  const token = search.booking_token;
  const vehicleId = trip.vehicleId ?? search.availableVehicles.find((v) => v.status).id;
  const { data: select } = await api(env, 'POST', '/select', {
    vehicle_id: vehicleId,
    payment_type: paymentType,
    booking_token: token,
  });
  await api(env, 'POST', '/calculate', {
    optional_fees: extras,
    insurance_id: trip.insuranceId ?? select.results.insurance_options[0].id,
    booking_token: token,
  });
  const { data: saved } = await api(env, 'POST', '/save-customer', {
    first_name: trip.firstName ?? 'Other',
    last_name: trip.lastName ?? 'Buyer',
    email,
    mobile_number: '61412345678',
    mobile_country_code: '61',
    birthday: '1980-01-01',
    license_no: '',
    license_state: '',
    flight_no: '',
    booking_token: token,
  });
  const secret = saved.results.client_secret;
  const confirm = await fetch(env.url('/stripe-double/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: secret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '4000' },
    }),
  });
  if (!confirm.ok) throw new Error(`confirm: ${confirm.status}`);
  const { data } = await api(env, 'POST', '/payment', {
    stripe_id: secret.slice(0, secret.indexOf('_secret_')),
    booking_token: token,
  });
  return { ...data, amount: /** @type {number} */ (saved.results.amount), email, vehicleId };
}

/**
 * Searches and takes the same car for the same trip from node, as another buyer would, up to a confirmed booking.
 * @param {ApiEnv} env
 * @param {Awaited<ReturnType<typeof seedBooking>>} seeded
 * @param {'N' | 'L'} [paymentType]
 */
export async function anotherBuyerBooks(env, seeded, paymentType = 'N') {
  const { reservation_ref, reservation_no, booking_id } = await bookAndPay(env, {
    pickupId: seeded.pickup.ID,
    dropoffId: seeded.dropoff.ID,
    pickupDate: seeded.pickupDate,
    dropoffDate: seeded.dropoffDate,
    vehicleId: seeded.car.id,
    paymentType,
    insuranceId: seeded.insuranceOptions[0].id,
  });
  return { reservation_ref, reservation_no, booking_id };
}

/**
 * Logs in as the demo staff user from node and returns the bearer token.
 * @param {ApiEnv} env
 * @returns {Promise<string>}
 */
export async function staffToken(env) {
  const { data } = await api(env, 'POST', '/login', DEMO_STAFF);
  return data.Token;
}

/**
 * The staff API's booking row with this reservation number (GET /bookings, newest first).
 * @param {ApiEnv} env
 * @param {string} reservationNo
 * @param {'BOOKING' | 'SUBSCRIPTION'} [type]
 */
export async function staffBooking(env, reservationNo, type = 'BOOKING') {
  const token = await staffToken(env);
  for (let page = 1; page <= 20; page += 1) {
    const json = await api(
      env,
      'GET',
      `/bookings?type=${type}&order_by=TransactionDateTime&order_direction=desc&page=${page}`,
      undefined,
      token,
    );
    const row = json.data.find((b) => b.ReservationNo === reservationNo);
    if (row) return row;
    if (json.data.length === 0) break;
  }
  return undefined;
}

/**
 * Every staff booking row with this email (for "one booking" checks).
 * @param {ApiEnv} env
 * @param {string} email
 */
export async function staffBookingsByEmail(env, email) {
  const token = await staffToken(env);
  const json = await api(
    env,
    'GET',
    `/bookings?type=BOOKING&order_by=TransactionDateTime&order_direction=desc&page=1`,
    undefined,
    token,
  );
  return json.data.filter((b) => b.Email === email);
}

/**
 * Stores `slices` as the app's persisted state, in its current stored form (persistFormat.ts:
 * ROOT_KEY, STATE_VERSION), once per tab before the page's scripts run: later loads must see what
 * the app itself saved.
 * @param {SeedTarget} page
 * @param {object} slices
 */
export function seedStoredState(page, slices) {
  return page.addInitScript(
    ({ key, root }) => {
      if (sessionStorage.getItem('chw-e2e-seeded')) return;
      sessionStorage.setItem('chw-e2e-seeded', '1');
      localStorage.setItem(key, JSON.stringify(root));
    },
    { key: ROOT_KEY, root: { version: STATE_VERSION, slices, personal: {} } },
  );
}
