#!/usr/bin/env node
// @ts-check
/**
 * Issue 45 item 4, the conformance run: a scripted set of journeys against any API, every answer
 * validated against api/openapi.yaml (demo/lib/contract.mjs's validators), then the guard checks
 * (scripts/conformance/). It prints a table (call or guard | expected | got | pass) and
 * `N passed, N failed`, and exits non-zero on any failure.
 *
 *   npm run conformance -- --booking-api URL --rental-api URL [--manage-api URL]
 *     [--staff EMAIL:PASSWORD] [--read-only] [--today yyyy-mm-dd] [--rate-limit N]
 *
 * With no URLs it starts the reference server itself (a temp database, the suites' pinned NOW) and
 * runs everything against it. Every run starts with the calls the document marks
 * `x-read-only-check` (the plugin's Test connection list); `--read-only` then makes only searches
 * (the guards on /search are refused before they search); `--rate-limit` is the API's RATE_LIMIT_PER_MIN (default 120).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../demo/app.mjs';
import { DEMO_STAFF } from '../demo/db/catalog-data.mjs';
import { TEST_NOW, ymdPlus } from '../test/clock.mjs';
import { createChecker } from './conformance/check.mjs';
import { guardChecks } from './conformance/guards.mjs';
import { manageJourney, renterJourneys, staffJourney } from './conformance/journeys.mjs';

/** The rate limit the self-started reference server runs with (a short guard check). */
const OWN_RATE_LIMIT = 20;

/**
 * @typedef {{ bookingApi: string, rentalApi: string, manageApi?: string, staff?: { email: string, password: string },
 *   readOnly?: boolean, today?: string, rateLimit?: number }} Target
 */

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
  };
  const { locations } = await renterJourneys(check, o);
  await staffJourney(check, o);
  await manageJourney(check, o);
  await guardChecks(check, { ...o, locations, rateLimit: target.rateLimit ?? 120 });
  const failed = check.rows.filter((row) => !row.pass).length;
  return { rows: check.rows, passed: check.rows.length - failed, failed };
}

/**
 * Starts the reference server (a temp database and photo folder, the pinned NOW), runs against
 * it and stops it. `server` adds settings of its own (a test's fault).
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
      ...server,
    });
    return await runConformance({
      bookingApi: `${running.url}/api/v1`,
      rentalApi: `${running.url}/rental-api/v1`,
      manageApi: `${running.url}/api/v1`,
      staff: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
      readOnly,
      today: ymdPlus(0),
      rateLimit: OWN_RATE_LIMIT,
    });
  } finally {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table and the closing line. @param {{ rows: import('./conformance/check.mjs').Row[], passed: number, failed: number }} result */
export function formatResult({ rows, passed, failed }) {
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
    });
  }
  console.log(formatResult(result));
  process.exit(result.failed ? 1 : 0);
}
