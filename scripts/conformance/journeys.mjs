// @ts-check
/**
 * The journeys of a conformance run, as the widgets make them: the search form's lists, a booking
 * up to the renter's details, a phone booking, a subscription up to its price, a call request, the
 * staff desk and Manage my booking's calls that need no email. `readOnly` keeps to GETs and searches.
 */
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { OPENAPI } from '../../demo/lib/openapi.generated.mjs';
import { readOnlyChecks } from '../openapi/connectionTablePhp.mjs';

/** @typedef {import('./check.mjs').Checker} Checker */
/**
 * @typedef {{ readOnly: boolean, today: string, staff?: { email: string, password: string } }} JourneyOptions
 */

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
 * The catalogue, the booking, the phone booking, the subscription and the call request.
 * @param {Checker} check @param {JourneyOptions} o
 * @returns {Promise<{ locations: { ID: number, LocationCode: string }[] }>}
 */
export async function renterJourneys(check, o) {
  const { call } = check;
  const answers = await readOnlyCalls(check, o);
  /** @type {{ ID: number, LocationCode: string }[]} */
  const list = answers.get('getLocations')?.json.data ?? [];
  const from = dayAfter(o.today, 20);
  const to = dayAfter(o.today, 23);
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
  await call({
    name: 'save-customer',
    method: 'POST',
    path: '/save-customer',
    body: {
      ...RENTER,
      mobile_country_code: '61',
      birthday: '1990-05-17',
      license_no: 'QLD1234567',
      license_state: 'QLD',
      flight_no: '',
      booking_token: token,
    },
    expect: 200,
  });

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
    await call({
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
  }
  await call({
    name: 'request-call',
    api: 'rental',
    method: 'POST',
    path: '/request-call',
    body: { name: 'Conformance Check', phone: '0412345678', email: RENTER.email, call_time: '', type: 'REQ_CALL' },
    expect: 200,
  });
  return { locations: list };
}

/**
 * The desk: sign in, the list, the export, the notes, the agents, a booking's comments, sign out
 * (not in a read-only run: signing in is a POST).
 * @param {Checker} check @param {JourneyOptions} o
 */
export async function staffJourney(check, o) {
  if (!o.staff || o.readOnly) return;
  const { call } = check;
  const login = await call({ name: 'staff login', method: 'POST', path: '/login', body: o.staff, expect: 200 });
  if (!login) return;
  const auth = { Authorization: `Bearer ${login.json.data.Token}` };
  const page = await call({
    name: 'staff bookings',
    method: 'GET',
    path: '/bookings',
    query: { page: '1' },
    headers: auth,
    expect: 200,
  });
  await call({ name: 'staff export', method: 'GET', path: '/dashboard/export', headers: auth, expect: 200 });
  await call({ name: 'staff notes', method: 'GET', path: '/cc-notes', headers: auth, expect: 200 });
  await call({ name: 'staff agents', method: 'GET', path: '/users/agents', headers: auth, expect: 200 });
  const id = page?.json.data[0]?.ID;
  if (id !== undefined) {
    await call({
      name: 'staff comment',
      method: 'POST',
      path: '/comments',
      body: { booking_id: id, comment: 'Conformance run: checked.' },
      headers: auth,
      expect: 201,
    });
    await call({
      name: 'staff comments',
      method: 'GET',
      path: '/comments',
      query: { booking_id: String(id) },
      headers: auth,
      expect: 200,
    });
  }
  await call({ name: 'staff logout', method: 'POST', path: '/logout', headers: auth, expect: 200 });
}

/**
 * Manage my booking's calls that need no email: find and link answer the same for a miss, and the
 * booking (and its check-in) without a session is 401 `manage_expired`.
 * @param {Checker} check @param {JourneyOptions} o
 */
export async function manageJourney(check, o) {
  if (!check.bases.manage || o.readOnly) return;
  const { call } = check;
  await call({
    name: 'manage find',
    api: 'manage',
    method: 'POST',
    path: '/manage/find',
    body: { reservation_no: 'CHW000000', email: RENTER.email },
    expect: 200,
  });
  await call({
    name: 'manage link',
    api: 'manage',
    method: 'POST',
    path: '/manage/link',
    body: { link_token: 'conformance-not-a-token' },
    expect: 200,
  });
  await call({
    name: 'manage view (no session)',
    api: 'manage',
    method: 'POST',
    path: '/manage/booking',
    body: {},
    expect: 401,
    code: 'manage_expired',
  });
  await call({
    name: 'check-in (no session)',
    api: 'manage',
    method: 'POST',
    path: '/manage/checkin',
    body: {},
    expect: 401,
    code: 'manage_expired',
  });
}
