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
 * PHONE_HOLD_MINUTES (60), PHONE_BOOKINGS_PER_MIN (5), MAX_HOLDS_PER_CLIENT.
 */
import { resolve } from 'node:path';
import { DEFAULT_DB_FILE, startServer } from './app.mjs';
import { DEMO_STAFF } from './db/catalog-data.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: node demo/server.mjs [--reset]\n  --reset  delete and reseed the database\nEnv: PORT HOST DB_FILE CORS_ORIGINS DEMO_STAFF_PASSWORD API_ORIGIN SEARCH_VARIANT TOKEN_TTL_MINUTES NOW TIME_ZONE PUBLIC_URL RATE_LIMIT_PER_MIN PHONE_HOLD_MINUTES PHONE_BOOKINGS_PER_MIN MAX_HOLDS_PER_CLIENT',
  );
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length) {
  console.error(`Unknown option(s): ${unknown.join(' ')}. Try --help.`);
  process.exit(2);
}

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
const dbFile = process.env.DB_FILE ? resolve(process.env.DB_FILE) : DEFAULT_DB_FILE;
const ttl = Number(process.env.TOKEN_TTL_MINUTES || 120);

try {
  const server = await startServer({
    port,
    host,
    dbFile,
    reset: args.includes('--reset'),
    corsOrigins: (process.env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    tokenTtlMinutes: Number.isFinite(ttl) && ttl > 0 ? ttl : 120,
    apiOrigin: process.env.API_ORIGIN || undefined,
    now: process.env.NOW || undefined,
    timeZone: process.env.TIME_ZONE || undefined,
  });
  const password = process.env.DEMO_STAFF_PASSWORD || DEMO_STAFF.password;
  console.log(`
  Car Hire Widgets demo running at ${server.url}/${process.env.PUBLIC_URL ? `\n  Pages and API answers name PUBLIC_URL=${process.env.PUBLIC_URL}` : ''}
  Database: ${dbFile}${server.seeded ? ' (freshly seeded)' : ''}
  Staff login (${server.url}/sign-in): staff@demo.test / ${password}
  Test card: 4242 4242 4242 4242, any future expiry, any CVC.${process.env.NOW ? `\n  Clock started at NOW=${process.env.NOW}.` : ''}
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
  if (err?.code === 'EADDRINUSE') console.error(`Port ${port} is already in use. Set PORT to another port.`);
  else if (
    err instanceof Error &&
    /^(NOW|TIME_ZONE|PUBLIC_URL|RATE_LIMIT_PER_MIN|PHONE_HOLD_MINUTES|PHONE_BOOKINGS_PER_MIN|MAX_HOLDS_PER_CLIENT) /.test(
      err.message,
    )
  )
    console.error(err.message);
  else console.error(err);
  process.exit(1);
}
