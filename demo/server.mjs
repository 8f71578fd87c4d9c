#!/usr/bin/env node
// @ts-check
/**
 * Starts the demo: `node demo/server.mjs [--reset]`.
 * Env: PORT (8080), HOST (127.0.0.1), DB_FILE (demo/data/chw.sqlite), CORS_ORIGINS (comma list),
 * DEMO_STAFF_PASSWORD (demo1234, applied when the database is seeded), API_ORIGIN (pages' API origin),
 * SEARCH_VARIANT (B or F), TOKEN_TTL_MINUTES (120), NOW (an ISO 8601 instant with an offset: the server's
 * clock starts there and runs on), TIME_ZONE (IANA zone where no branch is involved, Australia/Sydney),
 * PUBLIC_URL (the origin the demo pages' config names, http://HOST:PORT), RATE_LIMIT_PER_MIN (120 searches,
 * selects, enquiries and subscription stores a minute per client address; 0 turns limits off),
 * PHONE_HOLD_MINUTES (60), PHONE_BOOKINGS_PER_MIN (5), MAX_HOLDS_PER_CLIENT (20), CSP (off: no strict policy on
 * the pages), SUPPORT_PHONE (+61730000000; '' hides the help line), SMTP_URL (emails also sent by SMTP),
 * DEMO_OUTBOX (1 or 0: serve /demo/outbox; unset, only without SMTP_URL), MANAGE_CANCEL_CUTOFF_HOURS,
 * MANAGE_LATE_CANCEL_FEE, EMAIL_SENDER_NAME, EMAIL_LOGO_URL, EMAIL_BRAND_COLOUR, EMAIL_ACCENT_COLOUR,
 * EMAIL_FROM_ADDRESS, EMAIL_BRANDING_SECRET (the emails' branding, mail/branding.mjs).
 * The only file that reads the environment: everything else gets its settings from `config` below.
 */
import { resolve } from 'node:path';
import { DEFAULT_DB_FILE, startServer } from './app.mjs';
import { DEMO_STAFF } from './db/catalog-data.mjs';
import { parseManageSettings } from './api/manage.mjs';
import { parseDemoOutbox } from './mail/outbox.mjs';
import { parseEmailSettings } from './mail/branding.mjs';
import { parseRateLimit, DEFAULT_PHONE_BOOKINGS_PER_MIN } from './lib/rateLimit.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: node demo/server.mjs [--reset]\n  --reset  delete and reseed the database\nEnv: PORT HOST DB_FILE CORS_ORIGINS DEMO_STAFF_PASSWORD API_ORIGIN SEARCH_VARIANT TOKEN_TTL_MINUTES NOW TIME_ZONE PUBLIC_URL RATE_LIMIT_PER_MIN PHONE_HOLD_MINUTES PHONE_BOOKINGS_PER_MIN MAX_HOLDS_PER_CLIENT CSP SUPPORT_PHONE SMTP_URL DEMO_OUTBOX MANAGE_CANCEL_CUTOFF_HOURS MANAGE_LATE_CANCEL_FEE EMAIL_SENDER_NAME EMAIL_LOGO_URL EMAIL_BRAND_COLOUR EMAIL_ACCENT_COLOUR EMAIL_FROM_ADDRESS EMAIL_BRANDING_SECRET',
  );
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length) {
  console.error(`Unknown option(s): ${unknown.join(' ')}. Try --help.`);
  process.exit(2);
}

const env = process.env;
/** A number from the environment, or undefined when unset (the app's default). @param {string} name */
const number = (name) => (env[name] ? Number(env[name]) : undefined);
const ttl = Number(env.TOKEN_TTL_MINUTES || 120);

try {
  /** @type {NonNullable<Parameters<typeof startServer>[0]>} */
  const config = {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    dbFile: env.DB_FILE ? resolve(env.DB_FILE) : DEFAULT_DB_FILE,
    reset: args.includes('--reset'),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    staffPassword: env.DEMO_STAFF_PASSWORD || DEMO_STAFF.password,
    tokenTtlMinutes: Number.isFinite(ttl) && ttl > 0 ? ttl : 120,
    apiOrigin: env.API_ORIGIN || undefined,
    searchVariant: env.SEARCH_VARIANT || undefined,
    now: env.NOW || undefined,
    timeZone: env.TIME_ZONE || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    rateLimitPerMin: parseRateLimit(env.RATE_LIMIT_PER_MIN),
    jobsEveryMs: 60_000,
    phoneBookingsPerMin: parseRateLimit(
      env.PHONE_BOOKINGS_PER_MIN,
      'PHONE_BOOKINGS_PER_MIN',
      DEFAULT_PHONE_BOOKINGS_PER_MIN,
    ),
    phoneHoldMinutes: number('PHONE_HOLD_MINUTES'),
    maxHoldsPerClient: number('MAX_HOLDS_PER_CLIENT'),
    csp: (env.CSP ?? '').trim().toLowerCase() === 'off' ? 'off' : 'strict',
    supportPhone: env.SUPPORT_PHONE,
    smtpUrl: env.SMTP_URL || undefined,
    demoOutbox: parseDemoOutbox(env.DEMO_OUTBOX),
    manage: parseManageSettings(env),
    email: parseEmailSettings(env),
  };
  const server = await startServer(config);
  console.log(`
  Car Hire Widgets demo running at ${server.url}/${config.publicUrl ? `\n  Pages and API answers name PUBLIC_URL=${config.publicUrl}` : ''}
  Database: ${config.dbFile}${server.seeded ? ' (freshly seeded)' : ''}
  Staff login (${server.url}/sign-in): staff@demo.test / ${config.staffPassword}
  Test card: 4242 4242 4242 4242, any future expiry, any CVC.${config.now ? `\n  Clock started at NOW=${config.now}.` : ''}
  Press Ctrl+C to stop.
`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const err = /** @type {NodeJS.ErrnoException} */ (error);
  if (err?.code === 'EADDRINUSE')
    console.error(`Port ${env.PORT || 8080} is already in use. Set PORT to another port.`);
  else if (
    err instanceof Error &&
    /^(NOW|TIME_ZONE|PUBLIC_URL|RATE_LIMIT_PER_MIN|PHONE_HOLD_MINUTES|PHONE_BOOKINGS_PER_MIN|MAX_HOLDS_PER_CLIENT|MANAGE_\w+|EMAIL_\w+) /.test(
      err.message,
    )
  )
    console.error(err.message);
  else console.error(err);
  process.exit(1);
}
