// @ts-check
/**
 * The renter's journeys of a conformance run, as the widgets make them: the search form's lists, a
 * booking up to its payment, a phone booking, a subscription up to its payment, a call request and
 * the plugin's branding call (the staff desk is staff.mjs, Manage my booking manage.mjs). `readOnly`
 * keeps to GETs and searches. A run that cannot pay (`pay` not given: any API but the reference)
 * sends each payment an intent that is not the booking's, and the branding call a wrong secret, and
 * checks the refusal against the document.
 */
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { OPENAPI } from '../../demo/lib/openapi.generated.mjs';
import { readOnlyChecks } from '../openapi/connectionTablePhp.mjs';

/** @typedef {import('./check.mjs').Checker} Checker */
/**
 * `pay` confirms an intent by its client secret as the renter's card would (the reference's Stripe
 * double); `brandingSecret` is the API's shared branding secret (the reference's own).
 * @typedef {{ readOnly: boolean, today: string, staff?: { email: string, password: string },
 *   pay?: (clientSecret: string) => Promise<void>, brandingSecret?: string }} JourneyOptions
 */

/** What a booking the run paid for is: /payment's answer. @typedef {{ booking_id: number, reservation_no: string }} PaidBooking */

/** An intent id no API has made: what a run that cannot pay sends /payment (and the reference too). */
const FOREIGN_INTENT = 'pi_conformanceNotAnIntent0';
/** How a payment with an intent that is not the booking's may be refused (one-charge: 409, or 402; 400, 404). */
const PAYMENT_REFUSALS = [400, 402, 404, 409];

/** The intent id of a client secret (`pi_…_secret_…`). @param {string} secret */
const intentOf = (secret) => secret.split('_secret_')[0];

/** yyyy-mm-dd, `days` after `today`. @param {string} today @param {number} days */
export const dayAfter = (today, days) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The body of a search, as the search island sends it. @param {number} locationId @param {string} from @param {string} to */
export const searchBody = (locationId, from, to) =>
  searchRequest({
    pickup_location_id: locationId,
    pickup_date: from,
    dropoff_location_id: locationId,
    dropoff_date: to,
  });

const RENTER = {
  first_name: 'Conformance',
  last_name: 'Check',
  email: 'conformance@example.com',
  mobile_number: '61412345678',
};
/** The birth date the run's booking is made with (check-in's main driver must have it). */
export const RENTER_BIRTHDAY = '1990-05-17';

/**
 * The calls marked `x-read-only-check` in the document, in its order, with the values its marks
 * give: the same list the plugin's "Test connection" sends (scripts/openapi/connectionTablePhp.mjs),
 * so a run in either mode starts with exactly those. A mark's `setting` (a URL a site may set
 * instead) is the plugin's business; the run calls the API's own.
 * @param {Checker} check @param {JourneyOptions} o
 * @returns {Promise<Map<string, import('./check.mjs').Answer>>} each passing call's answer by operationId
 */
async function readOnlyCalls(check, o) {
  /** @type {Map<string, import('./check.mjs').Answer>} */
  const answers = new Map();
  for (const { id, mark, check: sent } of readOnlyChecks(OPENAPI)) {
    /** @type {Record<string, string>} */
    const query = {};
    for (const [name, value] of Object.entries(sent.query)) {
      const ref = /^\{(\w+)\.(\w+)\}$/.exec(value);
      query[name] =
        value === '{today}' ? o.today : ref ? String(answers.get(ref[1])?.json.data[0]?.[ref[2]] ?? '') : value;
    }
    const answer = await check.call({
      name: mark.name,
      api: sent.server,
      method: sent.method,
      path: sent.path,
      query,
      expect: sent.status,
    });
    if (answer) answers.set(id, answer);
  }
  return answers;
}

/**
 * The catalogue, the booking (picked up in 3 days, so its check-in is open once it is paid), the
 * phone booking, the subscription, the call request and the branding call.
 * @param {Checker} check @param {JourneyOptions} o
 * @returns {Promise<{ locations: { ID: number, LocationCode: string }[], paid?: PaidBooking }>}
 */
export async function renterJourneys(check, o) {
  const { call } = check;
  const answers = await readOnlyCalls(check, o);
  /** @type {{ ID: number, LocationCode: string }[]} */
  const list = answers.get('getLocations')?.json.data ?? [];
  const from = dayAfter(o.today, 3);
  const to = dayAfter(o.today, 6);
  const at = list[0]?.ID ?? 1;
  const search = await call({
    name: 'search',
    method: 'POST',
    path: '/search',
    body: searchBody(at, from, to),
    expect: 200,
  });
  if (o.readOnly || !search) return { locations: list };

  /** @type {{ id: number, status: boolean }[]} */
  const cars = search.json.data.availableVehicles.filter((/** @type {{ status: boolean }} */ c) => c.status);
  const token = search.json.data.booking_token;
  const select = await call({
    name: 'select',
    method: 'POST',
    path: '/select',
    body: { vehicle_id: cars[0]?.id ?? 0, payment_type: 'N', booking_token: token },
    expect: 200,
  });
  const liability = select?.json.data.results.insurance_options[0]?.id ?? null;
  await call({
    name: 'calculate',
    method: 'POST',
    path: '/calculate',
    body: { optional_fees: [], insurance_id: liability, booking_token: token },
    expect: 200,
  });
  const saved = await call({
    name: 'save-customer',
    method: 'POST',
    path: '/save-customer',
    body: {
      ...RENTER,
      mobile_country_code: '61',
      birthday: RENTER_BIRTHDAY,
      license_no: 'QLD1234567',
      license_state: 'QLD',
      flight_no: '',
      booking_token: token,
    },
    expect: 200,
  });
  const paid = await payment(check, o, '/payment', { booking_token: token }, saved?.json.data.results.client_secret);

  const phoneSearch = await call({
    name: 'search (phone)',
    method: 'POST',
    path: '/search',
    body: searchBody(at, dayAfter(o.today, 40), dayAfter(o.today, 42)),
    expect: 200,
  });
  if (phoneSearch) {
    const car = phoneSearch.json.data.availableVehicles.find((/** @type {{ status: boolean }} */ c) => c.status);
    await call({
      name: 'phone booking',
      method: 'POST',
      path: '/phone-booking',
      body: { ...RENTER, booking_token: phoneSearch.json.data.booking_token, vehicle_id: car?.id ?? 0 },
      expect: 200,
    });
  }

  const store = await call({
    name: 'subscription store',
    api: 'rental',
    method: 'POST',
    path: '/subscription/store',
    body: {
      ...RENTER,
      payment_frequency: 'weekly',
      pickup_location_id: list[0]?.LocationCode ?? '',
      pickup_date: dayAfter(o.today, 10),
      pickup_time: '10:00',
    },
    expect: 200,
  });
  if (store) {
    const subscriptionToken = store.json.data.subscription_token;
    const vehicle = store.json.data.availableVehicles.find((/** @type {{ status: boolean }} */ v) => v.status);
    await call({
      name: 'subscription select',
      api: 'rental',
      method: 'POST',
      path: '/subscription/select',
      body: { subscription_token: subscriptionToken, vehicle_id: vehicle?.id ?? 0, subscription_type: 'lite' },
      expect: 200,
    });
    const customer = await call({
      name: 'subscription customer',
      method: 'POST',
      path: '/subscription/customer',
      body: {
        ...RENTER,
        mobile_country_code: '61',
        address: '12 Queen St, Brisbane City',
        postal_id: '4000',
        relative_name: 'Next Of Kin',
        relative_mobile_number: '61498765432',
        license_no: 'QLD7654321',
        license_expiry: dayAfter(o.today, 400),
        license_state: 'QLD',
        subscription_token: subscriptionToken,
        terms_conditions: true,
      },
      expect: 200,
    });
    await call({
      name: 'subscription calculate',
      method: 'POST',
      path: '/subscription/calculate',
      body: { subscription_token: subscriptionToken, has_insurance: false },
      expect: 200,
    });
    await payment(
      check,
      o,
      '/subscription/payment',
      { subscription_token: subscriptionToken },
      customer?.json.data.results.client_secret,
    );
  }
  await call({
    name: 'request-call',
    api: 'rental',
    method: 'POST',
    path: '/request-call',
    body: { name: 'Conformance Check', phone: '0412345678', email: RENTER.email, call_time: '', type: 'REQ_CALL' },
    expect: 200,
  });
  await branding(check, o);
  return { locations: list, paid };
}

/**
 * A payment's registration: first with an intent that is not the booking's (refused, as the
 * document says), then, when the run can pay, with the booking's own intent confirmed.
 * @param {Checker} check @param {JourneyOptions} o @param {'/payment' | '/subscription/payment'} path
 * @param {Record<string, string>} token the booking's or subscription's token, as the body names it
 * @param {string | undefined} secret the intent's client secret the details step answered
 * @returns {Promise<PaidBooking | undefined>}
 */
async function payment(check, o, path, token, secret) {
  const what = path === '/payment' ? 'payment' : 'subscription payment';
  await check.call({
    name: `${what} (not the booking's intent)`,
    method: 'POST',
    path,
    body: { stripe_id: FOREIGN_INTENT, ...token },
    expect: PAYMENT_REFUSALS,
  });
  if (!o.pay || !secret) return undefined;
  await o.pay(secret);
  const paid = await check.call({
    name: what,
    method: 'POST',
    path,
    body: { stripe_id: intentOf(secret), ...token },
    expect: 200,
  });
  return paid?.json.data;
}

/**
 * The plugin's branding call: with a wrong secret it is refused (401; 403 from an API that takes
 * no branding), and with the API's own secret, when the run has it, it is taken.
 * @param {Checker} check @param {JourneyOptions} o
 */
async function branding(check, o) {
  const body = { sender_name: 'Conformance Check', logo_url: '', brand_colour: '#1d4ed8', accent_colour: '#f59e0b' };
  await check.call({
    name: 'email branding (wrong secret)',
    method: 'POST',
    path: '/email-branding',
    body,
    headers: { Authorization: 'Bearer conformance-not-the-secret' },
    expect: o.brandingSecret ? 401 : [401, 403],
  });
  if (!o.brandingSecret) return;
  await check.call({
    name: 'email branding',
    method: 'POST',
    path: '/email-branding',
    body,
    headers: { Authorization: `Bearer ${o.brandingSecret}` },
    expect: 200,
  });
}
