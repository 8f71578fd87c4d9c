// @ts-check
/**
 * The guard checks of a conformance run, each safe on a test system: a sold-out car is 409
 * `sold_out`, a body over 64 KB 413, a body that is not JSON 415, a call from another origin 403,
 * and more searches a minute than the limit 429 with `Retry-After`. The ones on `/search` write
 * nothing (refused before the search), so a read-only run makes them too; the sold-out one selects.
 */
import { dayAfter, searchBody } from './journeys.mjs';

/** @typedef {import('./check.mjs').Checker} Checker */

/** The largest body the document allows (info.description: "at most 64 KB"). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * @param {Checker} check
 * @param {{ readOnly: boolean, today: string, rateLimit: number, locations: { ID: number }[] }} o
 */
export async function guardChecks(check, o) {
  const { call } = check;
  const at = o.locations[0]?.ID ?? 1;
  const body = searchBody(at, dayAfter(o.today, 20), dayAfter(o.today, 23));
  if (!o.readOnly) await soldOut(check, o);
  const json = { 'Content-Type': 'application/json' };
  for (const [name, init, expect] of /** @type {const} */ ([
    [
      'guard: body limit',
      { text: JSON.stringify({ ...body, pad: 'x'.repeat(MAX_BODY_BYTES + 1) }), headers: json },
      413,
    ],
    ['guard: content type', { text: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } }, 415],
    ['guard: origin', { body, headers: { Origin: 'https://conformance.invalid' } }, 403],
  ]))
    await call({ name, method: 'POST', path: '/search', ...init, expect });
  await rateLimited(check, o, body);
}

/**
 * Selects a car a search answered as sold out: 409 `sold_out`, never a hold.
 * @param {Checker} check @param {{ today: string, locations: { ID: number }[] }} o
 */
async function soldOut(check, o) {
  const from = dayAfter(o.today, 20);
  const to = dayAfter(o.today, 23);
  for (const location of o.locations) {
    const res = await fetch(`${check.bases.booking}/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(searchBody(location.ID, from, to)),
    });
    if (res.status !== 200) continue;
    const { data } = /** @type {{ data: { booking_token: string, availableVehicles: any[] } }} */ (await res.json());
    const car = data.availableVehicles.find((c) => !c.status && c.unavailable_reason === 'sold_out');
    if (!car) continue;
    await check.call({
      name: 'guard: sold out (select)',
      method: 'POST',
      path: '/select',
      body: { vehicle_id: car.id, payment_type: 'N', booking_token: data.booking_token },
      expect: 409,
      code: 'sold_out',
    });
    return;
  }
  check.note({
    name: 'guard: sold out (select)',
    expected: '409 sold_out',
    got: 'no search answered a sold-out car',
    pass: false,
  });
}

/**
 * Searches until the limit answers 429 (at most `rateLimit` + 1), then checks that answer.
 * @param {Checker} check @param {{ rateLimit: number }} o @param {Record<string, unknown>} body
 */
async function rateLimited(check, o, body) {
  for (let i = 0; i <= o.rateLimit; i++) {
    const res = await fetch(`${check.bases.booking}/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status === 429) break;
  }
  const answer = await check.call({ name: 'guard: rate limit', method: 'POST', path: '/search', body, expect: 429 });
  if (answer)
    check.note({
      name: 'guard: rate limit Retry-After',
      expected: 'whole seconds',
      got: answer.headers.get('Retry-After') ?? 'none',
      pass: /^\d+$/.test(answer.headers.get('Retry-After') ?? ''),
    });
}
