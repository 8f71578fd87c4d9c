// @ts-check
/**
 * Manage my booking's journey of a conformance run (never in a read-only run). Without a link:
 * find and link answer the same for a miss, and the booking (and its check-in) without a session is
 * 401 `manage_expired`. With a link (a Manage my booking link from a confirmation email, or its
 * token): the session, the booking, its calendar, a quote (priced, never made), its details sent
 * back as they are, a change that is not the booking's dropped (400), and online check-in as the
 * renter does it: the main driver, a second driver added and removed, both sides of a licence
 * photo, the arrival time, the agreement signed in the renter's name. Then (`manageEnd`, after the
 * desk has seen that check-in) with `destructive` only: a change of a day longer made (paid when the
 * run can pay; else its confirm is refused with 402 and it is dropped) and the booking cancelled;
 * then sign out.
 */
import { greyJpeg } from './jpeg.mjs';
import { dayAfter } from './journeys.mjs';

/** @typedef {import('./check.mjs').Checker} Checker */
/**
 * `link`: the Manage my booking link (or its token); `birthDate`: the booking's renter's, for
 * check-in's main driver; `destructive`: a change made and the booking cancelled.
 * @typedef {import('./journeys.mjs').JourneyOptions & { link?: string, birthDate?: string, destructive?: boolean }} ManageOptions
 * @typedef {{ headers: Record<string, string>, reservationNo: string }} Session
 */

/** A change id no booking has. */
const NOT_A_CHANGE = 2147483647;
/** The states in which check-in's steps are open (checkin-window). */
const OPEN = ['to_do', 'in_progress', 'needs_photo'];

/**
 * The calls that need no email, then, with a link, the session's calls up to check-in.
 * @param {Checker} check @param {ManageOptions} o
 * @returns {Promise<Session | undefined>} the session, when the link opened one
 */
export async function manageJourney(check, o) {
  if (!check.bases.manage || o.readOnly) return undefined;
  await withoutSession(check);
  if (!o.link) return undefined;
  const { call } = check;
  const opened = await call({
    name: 'manage session',
    api: 'manage',
    method: 'POST',
    path: '/manage/session',
    body: { link_token: linkToken(o.link) },
    expect: 200,
  });
  if (!opened) return undefined;
  // The session is the API's HttpOnly cookie (or, from a server that sends it there, the body's token).
  const token =
    /chw_manage=([^;]+)/.exec(opened.headers.get('set-cookie') ?? '')?.[1] ?? opened.json.data.manage_token ?? '';
  const headers = { Cookie: `chw_manage=${token}` };
  const post = sessionCalls(check, headers);
  const view = await post('manage view', '/booking');
  if (!view) return { headers, reservationNo: '' };
  /** @type {{ reservation_no: string, dropoff: { date: string }, flight_no: string }} */
  const booking = view.json.data;
  await post('manage calendar', '/calendar');
  await post('manage quote', '/quote', { dropoff_date: dayAfter(booking.dropoff.date, 1) });
  await post('manage details (as booked)', '/details', { flight_no: booking.flight_no });
  if (!o.destructive)
    await post("manage change abandon (not the booking's)", '/change/abandon', { change_id: NOT_A_CHANGE }, 400);
  await checkin(check, o, headers);
  return { headers, reservationNo: booking.reservation_no };
}

/**
 * What the session does after the desk: with `destructive`, a change and the cancel; sign out.
 * @param {Checker} check @param {ManageOptions} o @param {Session} session
 */
export async function manageEnd(check, o, { headers }) {
  const post = sessionCalls(check, headers);
  if (o.destructive) {
    await change(check, o, post);
    const view = await post('manage view', '/booking');
    await post('manage cancel', '/cancel', { expected_refund: view?.json.data.cancellation.refund ?? 0 });
  }
  await post('manage sign out', '/signout');
}

/**
 * A change of a day longer, quoted and made. One that awaits its payment is dropped once, made
 * again and confirmed: paid first when the run can pay, else the confirm is refused (402) and the
 * change dropped, leaving the booking as it was.
 * @param {Checker} check @param {ManageOptions} o
 * @param {SessionCall} post
 */
async function change(check, o, post) {
  const view = await post('manage view', '/booking');
  if (!view) return;
  const request = { dropoff_date: dayAfter(view.json.data.dropoff.date, 1) };
  const make = async () => {
    const quote = await post('manage quote', '/quote', request);
    if (!quote) return undefined;
    const made = await post('manage change', '/change', { ...request, expected_total: quote.json.data.new_total });
    return made?.json.data;
  };
  let made = await make();
  if (made?.status !== 'requires_payment') {
    // Made at once (nothing to pay): no change waits for a payment, so confirm and abandon are refused.
    await post("manage change confirm (not the booking's)", '/change/confirm', { change_id: NOT_A_CHANGE }, 400);
    await post("manage change abandon (not the booking's)", '/change/abandon', { change_id: NOT_A_CHANGE }, 400);
    return;
  }
  await post('manage change abandon', '/change/abandon', { change_id: made.change_id });
  made = await make();
  if (made?.status !== 'requires_payment') return;
  if (o.pay) {
    await o.pay(made.client_secret);
    await post('manage change confirm', '/change/confirm', { change_id: made.change_id });
  } else {
    await post('manage change confirm (not paid)', '/change/confirm', { change_id: made.change_id }, 402);
    await post('manage change abandon', '/change/abandon', { change_id: made.change_id });
  }
}

/**
 * The session's calls (POSTs under `prefix`, with its cookie), each expected to answer 200 unless `expect` says otherwise.
 * @param {Checker} check @param {Record<string, string>} headers
 */
function sessionCalls(check, headers, prefix = '/manage') {
  /** @param {string} name @param {string} path @param {Record<string, unknown>} [body] @param {number | number[]} [expect] */
  return (name, path, body = {}, expect = 200) =>
    check.call({ name, api: 'manage', method: 'POST', path: `${prefix}${path}`, body, headers, expect });
}
/** @typedef {ReturnType<typeof sessionCalls>} SessionCall */

/**
 * Manage my booking's calls without a session.
 * @param {Checker} check
 */
async function withoutSession(check) {
  const { call } = check;
  await call({
    name: 'manage find',
    api: 'manage',
    method: 'POST',
    path: '/manage/find',
    body: { reservation_no: 'CHW000000', email: 'conformance@example.com' },
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
  for (const [name, path] of [
    ['manage view (no session)', '/manage/booking'],
    ['check-in (no session)', '/manage/checkin'],
  ])
    await call({ name, api: 'manage', method: 'POST', path, body: {}, expect: 401, code: 'manage_expired' });
}

/** The link token of a manage link (its `chw_manage` parameter), or the token itself. @param {string} link */
const linkToken = (link) => (/^https?:/.test(link) ? (new URL(link).searchParams.get('chw_manage') ?? '') : link);

/**
 * Online check-in as the renter does it. While it is open: the steps, each answered 200 (without
 * the renter's birth date the main driver is sent with a licence that expires before the return,
 * refused with 400, and the steps that need that driver are left out). Before or after its window,
 * each step is refused with 409.
 * @param {Checker} check @param {ManageOptions} o @param {Record<string, string>} headers
 */
async function checkin(check, o, headers) {
  const post = sessionCalls(check, headers, '/manage/checkin');
  const state = (await post('check-in', ''))?.json.data;
  if (!state) return;
  const open = OPEN.includes(state.state);
  const licence = { license_no: 'QLD1234567', license_state: 'QLD', license_expiry: dayAfter(state.return_date, 365) };
  const main = o.birthDate
    ? { birth_date: o.birthDate, ...licence }
    : { birth_date: '1990-01-01', ...licence, license_expiry: dayAfter(state.return_date, -1) };
  const saved = await post('check-in driver', '/driver', main, open ? (o.birthDate ? 200 : 400) : 409);
  if (open && !o.birthDate) return;
  /** @type {number} */
  const mainId = saved?.json.data?.drivers?.find((/** @type {{ main: boolean }} */ d) => d.main)?.id ?? 1;
  const second = await post(
    'check-in second driver',
    '/driver',
    { driver_id: 0, first_name: 'Second', last_name: 'Driver', birth_date: '1985-03-03', ...licence },
    open ? 200 : 409,
  );
  /** @type {number} */
  const secondId = second?.json.data?.drivers?.find((/** @type {{ main: boolean }} */ d) => !d.main)?.id ?? 2;
  await post('check-in remove driver', '/driver/remove', { driver_id: secondId }, open ? 200 : 409);
  for (const side of ['front', 'back'])
    await check.call({
      name: `check-in photo (${side})`,
      api: 'manage',
      method: 'POST',
      path: '/manage/checkin/photo',
      query: { driver_id: String(mainId), side },
      bytes: greyJpeg(),
      headers: { ...headers, 'Content-Type': 'image/jpeg' },
      expect: open ? 200 : 409,
    });
  const arrival = { arrival_time: state.opening_hours?.open ?? '10:00', flight_no: '', note: 'Conformance run' };
  await post('check-in arrival', '/arrival', arrival, open ? 200 : 409);
  const name = `${state.main_driver.first_name} ${state.main_driver.last_name}`;
  await post('check-in agreement', '/agreement', { name, version: state.agreement.version }, open ? 200 : 409);
}
