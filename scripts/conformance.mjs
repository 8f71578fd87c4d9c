#!/usr/bin/env node
// @ts-check
/**
 * Issue 45 item 4, the conformance run: a scripted set of journeys against any API, every answer
 * validated against api/openapi.yaml (demo/lib/contract.mjs's validators), then the guard checks
 * (scripts/conformance/). It prints a table (call or guard | expected | got | pass), the line
 * `operations reached: N of M` (and `not reached: id, …` when some are not), and last
 * `N passed, N failed`; it exits non-zero on any failure.
 *
 *   npm run conformance -- --booking-api URL --rental-api URL [--manage-api URL]
 *     [--staff EMAIL:PASSWORD] [--read-only] [--today yyyy-mm-dd] [--rate-limit N]
 *     [--manage-link URL [--manage-birth-date yyyy-mm-dd] [--manage-destructive]]
 *
 * With no URLs it starts the reference server itself (a temp database, the suites' pinned NOW) and
 * runs everything against it: it pays through the server's Stripe double, reads the booking's
 * manage link from its outbox, knows its branding secret and makes the destructive calls too.
 * Every run starts with the calls the document marks `x-read-only-check` (the plugin's Test
 * connection list); `--read-only` then makes only searches (the guards on /search are refused
 * before they search); `--rate-limit` is the API's RATE_LIMIT_PER_MIN (default 120).
 *
 * Against another API the run cannot pay or know the branding secret: /payment and
 * /subscription/payment get an intent id that is not the booking's, /email-branding a wrong secret,
 * and the refusals are checked against the document. It leaves unpaid bookings (their holds lapse),
 * a phone booking, a subscription and a call request; with `--staff` it sets a note, an agent and a
 * comment on a booking (the managed one, else the first listed) and emails its renter a new link.
 *
 * `--manage-link` is a Manage my booking link from a confirmation email the tester received from
 * the API (a booking picked up within 7 days, so its check-in is open). With it the run opens a
 * session and changes that booking so: its flight number is sent back as it is (no change), its
 * online check-in is done (the main driver with a licence QLD1234567 expiring a year after the
 * return, a second driver added and removed, an 8 × 8 grey JPEG as both sides of the licence, the
 * arrival at the branch's opening time, the agreement signed in the renter's name) and, with
 * `--staff`, the desk views it and accepts the photo; then it signs out. The booking stays usable.
 * `--manage-birth-date` is the renter's birth date the main driver must have (without it the driver
 * step is only checked refusing an expired licence, and the steps after it are left out).
 * `--manage-destructive` also makes a change (the return a day later; as the run cannot pay it, the
 * change is confirmed unpaid, refused 402, and dropped) and CANCELS the booking.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../demo/app.mjs';
import { DEMO_STAFF } from '../demo/db/catalog-data.mjs';
import { OPENAPI } from '../demo/lib/openapi.generated.mjs';
import { TEST_NOW, ymdPlus } from '../test/clock.mjs';
import { TEST_CARD } from '../test/kit/booking.mjs';
import { lastManageLink } from '../test/kit/outbox.mjs';
import { createChecker } from './conformance/check.mjs';
import { guardChecks } from './conformance/guards.mjs';
import { RENTER_BIRTHDAY, renterJourneys } from './conformance/journeys.mjs';
import { manageEnd, manageJourney } from './conformance/manage.mjs';
import { staffJourney } from './conformance/staff.mjs';

/** The rate limit the self-started reference server runs with (a short guard check). */
const OWN_RATE_LIMIT = 20;
/** The reference server's branding secret (EMAIL_BRANDING_SECRET), known to its own run. */
const OWN_BRANDING_SECRET = 'conformance-branding-secret-0123456789';

/**
 * `manageLink`: a Manage my booking link, or how to get the one of the booking the run paid for;
 * `pay`, `brandingSecret`: what only the reference's own run has (journeys.mjs).
 * @typedef {{ bookingApi: string, rentalApi: string, manageApi?: string, staff?: { email: string, password: string },
 *   readOnly?: boolean, today?: string, rateLimit?: number,
 *   manageLink?: string | ((bookingId: number) => Promise<string | undefined>), manageBirthDate?: string,
 *   manageDestructive?: boolean, pay?: (clientSecret: string) => Promise<void>, brandingSecret?: string }} Target
 */

/** Every operationId of the document, in its order. */
export const OPERATIONS = Object.values(
  /** @type {Record<string, Record<string, { operationId?: string }>>} */ (OPENAPI.paths),
)
  .flatMap((item) => Object.values(item).map((operation) => operation?.operationId))
  .filter((id) => typeof id === 'string');

/**
 * The document's operations a run's rows did not reach (a call reaches its operation whatever it answered).
 * @param {import('./conformance/check.mjs').Row[]} rows
 */
export function notReached(rows) {
  const reached = new Set(rows.map((row) => row.operation));
  return OPERATIONS.filter((id) => !reached.has(id));
}

/**
 * One run against `target`: its rows, and how many passed and failed.
 * @param {Target} target
 */
export async function runConformance(target) {
  const check = createChecker({ booking: target.bookingApi, rental: target.rentalApi, manage: target.manageApi });
  const o = {
    readOnly: target.readOnly === true,
    today: target.today ?? new Date().toISOString().slice(0, 10),
    staff: target.staff,
    pay: target.pay,
    brandingSecret: target.brandingSecret,
  };
  const { locations, paid } = await renterJourneys(check, o);
  const link =
    typeof target.manageLink === 'function' ? paid && (await target.manageLink(paid.booking_id)) : target.manageLink;
  const manage = { ...o, link, birthDate: target.manageBirthDate, destructive: target.manageDestructive === true };
  const session = await manageJourney(check, manage);
  await staffJourney(check, o, { bookingId: paid?.booking_id, reservationNo: session?.reservationNo });
  if (session) await manageEnd(check, manage, session);
  await guardChecks(check, { ...o, locations, rateLimit: target.rateLimit ?? 120 });
  const failed = check.rows.filter((row) => !row.pass).length;
  return { rows: check.rows, passed: check.rows.length - failed, failed, notReached: notReached(check.rows) };
}

/**
 * Starts the reference server (a temp database and photo folder, the pinned NOW, a branding
 * secret), runs against it and stops it: it pays through the server's Stripe double, takes the
 * paid booking's manage link from the server's outbox and makes the destructive manage calls.
 * `server` adds settings of its own (a test's fault).
 * @param {{ readOnly?: boolean, server?: Parameters<typeof startServer>[0] }} [o]
 */
export async function runAgainstReference({ readOnly = false, server = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chw-conformance-'));
  let running;
  try {
    running = await startServer({
      port: 0,
      dbFile: join(dir, 'conformance.sqlite'),
      photoDir: join(dir, 'photos'),
      reset: true,
      silent: true,
      now: TEST_NOW,
      rateLimitPerMin: OWN_RATE_LIMIT,
      email: { secret: OWN_BRANDING_SECRET },
      ...server,
    });
    const url = running.url;
    const env = { url: (/** @type {string} */ path) => url + path };
    return await runConformance({
      bookingApi: `${running.url}/api/v1`,
      rentalApi: `${running.url}/rental-api/v1`,
      manageApi: `${running.url}/api/v1`,
      staff: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
      readOnly,
      today: ymdPlus(0),
      rateLimit: OWN_RATE_LIMIT,
      brandingSecret: OWN_BRANDING_SECRET,
      // The renter's card in the Stripe double (valid years past the pinned NOW).
      pay: async (clientSecret) => {
        const confirmed = await fetch(`${url}/stripe-double/confirm`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, card: TEST_CARD }),
        });
        if (!confirmed.ok) throw new Error(`the Stripe double refused the card: ${confirmed.status}`);
      },
      manageLink: (bookingId) => lastManageLink(env, bookingId),
      manageBirthDate: RENTER_BIRTHDAY,
      manageDestructive: true,
    });
  } finally {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The table, the operations reached and the closing line.
 * @param {{ rows: import('./conformance/check.mjs').Row[], passed: number, failed: number, notReached: string[] }} result
 */
export function formatResult({ rows, passed, failed, notReached: missed }) {
  const table = [
    ['call or guard', 'expected', 'got', 'pass'],
    ...rows.map((r) => [r.name, r.expected, r.got, r.pass ? 'yes' : 'NO']),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...table.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join(' | ');
  return [
    line(table[0]),
    widths.map((w) => '-'.repeat(w)).join('-|-') + '-|-----',
    ...table.slice(1).map(line),
    `operations reached: ${OPERATIONS.length - missed.length} of ${OPERATIONS.length}`,
    ...(missed.length ? [`not reached: ${missed.join(', ')}`] : []),
    `${passed} passed, ${failed} failed`,
  ].join('\n');
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const { values } = parseArgs({
    options: {
      'booking-api': { type: 'string' },
      'rental-api': { type: 'string' },
      'manage-api': { type: 'string' },
      staff: { type: 'string' },
      'read-only': { type: 'boolean', default: false },
      today: { type: 'string' },
      'rate-limit': { type: 'string' },
      'manage-link': { type: 'string' },
      'manage-birth-date': { type: 'string' },
      'manage-destructive': { type: 'boolean', default: false },
    },
  });
  const readOnly = values['read-only'] === true;
  let result;
  if (!values['booking-api'] && !values['rental-api']) {
    result = await runAgainstReference({ readOnly });
  } else {
    if (!values['booking-api'] || !values['rental-api']) {
      console.error('conformance: give both --booking-api and --rental-api (or neither, for the reference server).');
      process.exit(2);
    }
    const [email, ...rest] = (values.staff ?? '').split(':');
    result = await runConformance({
      bookingApi: values['booking-api'],
      rentalApi: values['rental-api'],
      manageApi: values['manage-api'],
      staff: values.staff ? { email, password: rest.join(':') } : undefined,
      readOnly,
      today: values.today,
      rateLimit: values['rate-limit'] ? Number(values['rate-limit']) : undefined,
      manageLink: values['manage-link'],
      manageBirthDate: values['manage-birth-date'],
      manageDestructive: values['manage-destructive'] === true,
    });
  }
  console.log(formatResult(result));
  process.exit(result.failed ? 1 : 0);
}
