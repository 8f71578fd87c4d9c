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
import { islandsMounted, atRoute } from './harness.mjs';
import { waitFor, ymdPlus } from './renter-helpers.mjs';
import { messages, ownMessages } from './messages.mjs';
import { routes } from '../routes.mjs';
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { importSource } from '../source.mjs';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';
import { callApi as api, bookingIdOf as bookingIdIn } from '../kit/api.mjs';
import { bookAndPay, searchAndSelect } from '../kit/booking.mjs';
import { intentsOf } from '../kit/stripe.mjs';

export { bookAndPay, intentsOf };

const { ROOT_KEY, STATE_VERSION } = await importSource('src/state/persistFormat.ts');

/** @typedef {import('./harness.mjs').Env} Env */
/** What the API helpers need of an env: its URLs (test/wordpress passes its own). @typedef {import('../kit/api.mjs').ApiEnv} ApiEnv */
/**
 * What seedBooking needs of a page: its context's cookies and an init script (a recorder may stand in).
 * @typedef {{ context(): Pick<import('playwright-core').BrowserContext, 'addCookies'>, addInitScript: (script: (arg: any) => void, arg: object) => Promise<unknown> }} SeedTarget
 */

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
  const { token, search, select, car } = await searchAndSelect(
    env,
    searchRequest({
      pickup_location_id: pickup.ID,
      pickup_date: pickupDate,
      dropoff_location_id: dropoff.ID,
      dropoff_date: dropoffDate,
    }),
    { vehicleId, paymentType },
  );
  if (!car?.status) throw new Error(`Vehicle ${vehicleId} is not available`);
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
 */
export const bookingIdOf = (env, token) => bookingIdIn(env.server.db, token);

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

/**
 * A real quote link shared from /liability-extra (a seeded booking: car, pay now, the first cover),
 * and what it was made of.
 * @param {import('./harness.mjs').Env} env
 */
export async function sharedQuote(env) {
  const { page, seeded } = await openSeeded(env, routes.liabilityExtra, { withLiability: true });
  await waitFor(
    async () => !(await page.getByRole('button', { name: messages.proceedToCheckout }).isDisabled()),
    'the total',
  );
  await page.getByRole('button', { name: ownMessages.shareQuote }).click();
  const link = await page
    .getByRole('dialog', { name: ownMessages.shareQuote })
    .getByLabel(ownMessages.linkLabel)
    .inputValue();
  return { link, seeded };
}
