// @ts-check
/**
 * The reference API server: booking API (/api/v1), rental-host API
 * (/rental-api/v1), the Stripe.js test double (/stripe-double), the demo host
 * pages and the built bundle (/assets/). See demo/README.md.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { createAdaptorServer } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { openDatabase } from './db/index.mjs';
import { createStore } from './api/store.mjs';
import { createProvider } from './api/provider.mjs';
import { createHolds } from './api/holds.mjs';
import { catalogRoutes } from './api/catalog.mjs';
import { bookingRoutes, DEFAULT_PHONE_HOLD_MINUTES } from './api/booking.mjs';
import { staffRoutes } from './api/staff.mjs';
import { rentalRoutes, subscriptionRoutes } from './api/rental.mjs';
import { stripeDoubleRoutes } from './stripe-double/routes.mjs';
import { pageRoutes } from './pages/index.mjs';
import { renderPage } from './pages/render.mjs';
import { HttpError } from './lib/http.mjs';
import { createClock } from './lib/clock.mjs';
import { createRateLimit, parseRateLimit, DEFAULT_PHONE_BOOKINGS_PER_MIN } from './lib/rateLimit.mjs';
import { DEFAULT_TIME_ZONE } from './lib/dates.mjs';
import { DEMO_STAFF } from './db/catalog-data.mjs';
import { createOutbox } from './mail/outbox.mjs';
import { createBranding } from './mail/branding.mjs';
import { BRANDING_PATH, brandingRoutes } from './api/branding.mjs';
import { manageRoutes } from './api/manage.mjs';
import { PHOTO_PATH, tooLarge } from './api/checkin/routes.mjs';
import { CHECKIN_PHOTO_MAX_BYTES } from './lib/rules.generated.mjs';
import { refundRoutes } from './stripe-double/refunds.mjs';
import { createContract, obeyContract } from './lib/contract.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
export const REPO_ROOT = join(here, '..');
export const DEFAULT_DB_FILE = join(here, 'data', 'chw.sqlite');

/**
 * @typedef {{
 *   db: import('better-sqlite3').Database,
 *   dbFile: string,
 *   corsOrigins?: string[],
 *   tokenTtlMinutes?: number,
 *   searchVariant?: string,
 *   apiOrigin?: string,
 *   stripeKey?: string,
 *   assetsDir?: string,
 *   logErrors?: boolean,
 *   clock?: import('./lib/clock.mjs').Clock,
 *   timeZone?: string,
 *   publicUrl?: string | (() => string),
 *   rateLimitPerMin?: number,
 *   maxHoldsPerClient?: number,
 *   phoneHoldMinutes?: number,
 *   phoneBookingsPerMin?: number,
 *   csp?: 'strict' | 'off',
 *   supportPhone?: string,
 *   smtpUrl?: string,
 *   demoOutbox?: boolean,
 *   email?: import('./mail/branding.mjs').EmailSettings,
 *   manage?: { cutoffHours?: number, lateFee?: number | null, defer?: (task: () => void) => void },
 *   validateResponses?: boolean,
 *   photoDir?: string,
 *   jobsEveryMs?: number,
 *   skipSoldOutCheck?: boolean,
 * }} AppOptions
 * Every setting comes in here: only demo/server.mjs reads the environment (its names are in demo/README.md).
 * `csp`: 'off' sends the demo pages without the strict Content-Security-Policy; `supportPhone`: the
 * pages' call-centre number ('' hides the help line); `smtpUrl`: emails also go out by SMTP;
 * `demoOutbox`: serve /demo/outbox (default: only while there is no `smtpUrl`, mail/outbox.mjs);
 * `email`: the emails' branding to start from, their From address and the secret of POST /email-branding
 * (mail/branding.mjs; no secret: the call is refused);
 * `manage`: Manage my booking's cancellation rules (and, for tests, `defer`: how work after an answer is run);
 * `validateResponses`: every API answer is checked against api/openapi.yaml too, and one that breaks it becomes a
 * 500 (the test harnesses set it; requests are always checked, demo/lib/contract.mjs);
 * `photoDir`: where check-in's licence photos are kept (default: `checkin-photos` beside the database,
 * which no route serves); `jobsEveryMs`: how often check-in's scheduled job runs (0: only when asked,
 * POST /demo/jobs/run); `skipSoldOutCheck`: test-only, /select no longer refuses a sold-out car (the
 * fault test/conformance.test.mjs proves the conformance run catches; demo/server.mjs never sets it).
 */

/** The largest request body any route reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The demo's call centre, on the pages unless SUPPORT_PHONE says otherwise. */
export const DEFAULT_SUPPORT_PHONE = '+61730000000';

/** Live holds per client address unless MAX_HOLDS_PER_CLIENT says otherwise. */
export const DEFAULT_MAX_HOLDS_PER_CLIENT = 20;

/** The request's own origin. @param {import('hono').Context} c */
export const publicOrigin = (c) => new URL(c.req.url).origin;

/**
 * `PUBLIC_URL` as an origin (`https://cars.example`), checked at start-up. The demo pages' config
 * is built from it, never from the request's Host header, which a client chooses (and which would
 * poison a shared cache: `Host: evil.example` → `"bookingApi":"http://evil.example/api/v1"`).
 * @param {string} text
 */
export function parsePublicUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://cars.example (got "${text}").`);
  }
  return url.origin;
}

/**
 * Demo pages may be framed only by their own origin (clickjacking on /dashboard and /checkout):
 * `frame-ancestors 'self'` joins whatever Content-Security-Policy the page already has (CSP=strict).
 * The survey is exempt: it exists to be framed by /complete, which on a real site is another origin.
 * @type {import('hono').MiddlewareHandler}
 */
async function frameAncestors(c, next) {
  await next();
  if (c.req.path === '/survey' || !(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  const policy = (c.res.headers.get('Content-Security-Policy') ?? '').trim().replace(/;\s*$/, '');
  if (/(^|;)\s*frame-ancestors\s/i.test(policy)) return;
  c.res.headers.set('Content-Security-Policy', policy ? `${policy}; frame-ancestors 'self'` : "frame-ancestors 'self'");
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
}

/**
 * Whether an `Origin` is the site's own (the request's, or PUBLIC_URL's) or one of CORS_ORIGINS.
 * @param {string[]} origins @param {() => string} pageOrigin
 * @returns {(origin: string | undefined, c: import('hono').Context) => boolean}
 */
function originCheck(origins, pageOrigin) {
  const allowed = new Set(origins.map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean));
  return (origin, c) =>
    Boolean(origin && (origin === publicOrigin(c) || origin === pageOrigin() || allowed.has(origin)));
}

/**
 * CORS for the API: the server's own origin and every configured origin, with credentials (the
 * manage session is an HttpOnly cookie the widget's manage calls send with `credentials: 'include'`;
 * only these named origins, never `*`, may read such answers).
 * A refused preflight gets 403 and no Access-Control-Allow-Origin.
 * @param {ReturnType<typeof originCheck>} isAllowed
 * @returns {import('hono').MiddlewareHandler}
 */
function cors(isAllowed) {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ok = isAllowed(origin, c);
    if (c.req.method === 'OPTIONS') {
      if (!ok) return new Response(null, { status: 403, headers: { Vary: 'Origin' } });
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': /** @type {string} */ (origin),
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        },
      });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (ok) {
      c.res.headers.set('Access-Control-Allow-Origin', /** @type {string} */ (origin));
      c.res.headers.set('Access-Control-Expose-Headers', 'Content-Disposition');
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A call that changes something must come as JSON (415 otherwise) and, when a browser says where it
 * comes from, from an allowed origin (403 otherwise): a page elsewhere can post `text/plain` or a form
 * without a CORS preflight, so CORS alone would not stop it. A call without a body (sign-out) needs no type.
 * @param {ReturnType<typeof originCheck> | null} isAllowed null: any origin (the Stripe double)
 * @returns {import('hono').MiddlewareHandler}
 */
function jsonFromAllowedOrigins(isAllowed) {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (isAllowed && origin !== undefined && !isAllowed(origin, c)) {
      return c.json({ title: 'Forbidden', message: 'Calls from this site are not accepted.' }, 403);
    }
    // The one call whose body is bytes (a licence photo): its type is read from the bytes themselves.
    if (c.req.path === PHOTO_PATH) return next();
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      return c.json(
        { title: 'Unsupported media type', message: 'The request body must be JSON (Content-Type: application/json).' },
        415,
      );
    }
    return next();
  };
}

/** @param {AppOptions} options */
export function createApp(options) {
  const { db, dbFile, corsOrigins = [], tokenTtlMinutes = 120, apiOrigin, stripeKey, logErrors = true } = options;
  const assetsDir = options.assetsDir ?? join(REPO_ROOT, 'wp-plugin', 'assets');
  const clock = options.clock ?? createClock();
  const timeZone = options.timeZone || DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as Australia/Sydney (got "${timeZone}").`);
  }
  const store = createStore(db, clock, timeZone);
  const provider = createProvider(db, clock);
  // Live holds per client address, a ceiling against scripts (one hold per booking token is the renter's
  // own limit, and people behind one address must not release each other's): MAX_HOLDS_PER_CLIENT,
  // default 20; 0 turns the limit off.
  const maxPerClient = options.maxHoldsPerClient ?? DEFAULT_MAX_HOLDS_PER_CLIENT;
  if (!Number.isInteger(maxPerClient) || maxPerClient < 0)
    throw new Error(`MAX_HOLDS_PER_CLIENT must be a whole number, 0 for no limit (got "${maxPerClient}").`);
  const holds = createHolds({ db, store, maxPerClient });
  const fixedUrl = typeof options.publicUrl === 'string' ? options.publicUrl : '';
  const configuredUrl = fixedUrl ? parsePublicUrl(fixedUrl) : '';
  /** The origin the demo pages' config names (PUBLIC_URL; startServer defaults it to http://HOST:PORT). */
  const pageOrigin = () =>
    configuredUrl || (typeof options.publicUrl === 'function' ? options.publicUrl() : 'http://127.0.0.1:8080');
  // Per-client limits on anonymous calls a script could abuse: RATE_LIMIT_PER_MIN, default 120, 0 off.
  const limited = createRateLimit({ perMinute: parseRateLimit(options.rateLimitPerMin), now: clock.now });
  // Phone bookings have a limit of their own (each holds a car for PHONE_HOLD_MINUTES): PHONE_BOOKINGS_PER_MIN, default 5.
  const phoneLimited = createRateLimit({
    perMinute:
      limited.perMinute === 0
        ? 0
        : parseRateLimit(options.phoneBookingsPerMin, 'PHONE_BOOKINGS_PER_MIN', DEFAULT_PHONE_BOOKINGS_PER_MIN),
    now: clock.now,
  });
  const phoneHoldMinutes = options.phoneHoldMinutes ?? DEFAULT_PHONE_HOLD_MINUTES;
  if (!Number.isInteger(phoneHoldMinutes) || phoneHoldMinutes < 1)
    throw new Error(`PHONE_HOLD_MINUTES must be a whole number of minutes from 1 (got "${phoneHoldMinutes}").`);
  const searchVariant = () => (options.searchVariant === 'F' ? 'F' : 'B');

  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(
        { ...(err.title && { title: err.title }), message: err.message, ...(err.code && { code: err.code }) },
        /** @type {import('hono/utils/http-status').ContentfulStatusCode} */ (err.status),
      );
    }
    // Errors of Hono's own (a malformed body, say) carry an HTTP status.
    const status = /** @type {{ status?: unknown }} */ (err).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json(
        { message: err.message || 'Bad request' },
        /** @type {import('hono/utils/http-status').ContentfulStatusCode} */ (status),
      );
    }
    // A client that went away mid-upload is no server error: one line, no stack (a flood of them stays readable).
    if (c.req.raw.signal.aborted || /** @type {{ code?: unknown }} */ (err).code === 'ECONNRESET') {
      if (logErrors)
        console.warn(`[demo server] ${c.req.method} ${c.req.path}: the client went away before its body was read`);
      return c.json({ title: 'Bad request', message: 'The request body was not received in full.' }, 400);
    }
    if (logErrors) console.error('[demo server]', err);
    return c.json({ title: 'Server error', message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    // The site's default; a page that sets its own (the manage page's no-referrer) keeps it.
    if (!c.res.headers.has('Referrer-Policy')) c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  const isAllowedOrigin = originCheck(corsOrigins, pageOrigin);
  for (const base of ['/api/v1', '/rental-api/v1']) {
    app.use(`${base}/*`, cors(isAllowedOrigin), jsonFromAllowedOrigins(isAllowedOrigin));
    app.use(`${base}/*`, async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    });
  }
  // Every route reads at most 64 KB of body (the API, the survey's form, the Stripe double): a larger
  // one is 413 at once when its Content-Length says so, or as soon as a chunked one passes the limit,
  // and the connection is closed so the rest of the upload is never read.
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json({ title: 'Too large', message: 'The request body is too large.' }, 413, { Connection: 'close' }),
  });
  // A licence photo may be up to CHECKIN_PHOTO_MAX_BYTES (the widget downscales it first).
  const photoLimit = bodyLimit({
    maxSize: CHECKIN_PHOTO_MAX_BYTES,
    onError: (c) => {
      const { message, title, code } = tooLarge();
      return c.json({ title, message, code }, 413, { Connection: 'close' });
    },
  });
  app.use('*', (c, next) => (c.req.path === PHOTO_PATH ? photoLimit(c, next) : jsonLimit(c, next)));

  for (const [path, name] of [
    ['/api/v1/search', 'search'],
    ['/api/v1/select', 'select'],
    ['/rental-api/v1/request-call', 'request-call'],
    ['/rental-api/v1/subscription/store', 'subscription-store'],
    ['/rental-api/v1/subscription/select', 'subscription-select'],
    ['/api/v1/manage/find', 'manage-find'],
    ['/api/v1/manage/link', 'manage-link'],
    [`/api/v1${BRANDING_PATH}`, 'email-branding'],
  ]) {
    app.use(path, limited(name));
  }
  app.use('/api/v1/phone-booking', phoneLimited('phone-booking'));
  // Every staff call but /login needs a valid bearer token (each one keeps the session from idling out),
  // checked before the contract so a call without a live session is 401 whatever it carries.
  // The bookings list's check-in status comes from check-in (made with Manage my booking, below).
  const staff = staffRoutes({ db, dbFile, tokenTtlMinutes, store, checkinStatus: () => manage?.deskStatus });
  for (const path of staff.paths)
    app.use(`/api/v1${path}`, /** @type {import('hono').MiddlewareHandler} */ (/** @type {unknown} */ (staff.auth)));
  // The plugin's branding call needs the shared secret, checked before the contract too.
  const branding = createBranding({ db, clock, settings: options.email });
  const brandingApi = brandingRoutes(branding);
  app.use(`/api/v1${BRANDING_PATH}`, brandingApi.auth);
  // The contract (api/openapi.yaml): a request that breaks it never reaches a handler (400 naming the field).
  const contract = createContract();
  for (const [base, api] of /** @type {const} */ ([
    ['/api/v1', 'booking'],
    ['/rental-api/v1', 'rental'],
  ])) {
    app.use(`${base}/*`, obeyContract(contract, { base, api, responses: options.validateResponses === true }));
  }

  // Image URLs and the recorded website name PUBLIC_URL too, never the request's Host.
  const outbox = createOutbox({ db, clock, branding, smtpUrl: options.smtpUrl, shown: options.demoOutbox, logErrors });
  /** @type {ReturnType<typeof manageRoutes> | undefined} */
  let manage;
  const booking = bookingRoutes({
    db,
    store,
    provider,
    holds,
    publicOrigin: pageOrigin,
    phoneHoldMinutes,
    onPaid: (id, url) => manage?.onPaid(id, url),
    skipSoldOutCheck: options.skipSoldOutCheck === true,
  });
  manage = manageRoutes({
    db,
    store,
    provider,
    outbox,
    totalsFor: booking.totalsFor,
    readTrip: booking.readTrip,
    publicOrigin: pageOrigin,
    corsOrigins,
    logErrors,
    photoDir: options.photoDir ?? join(dirname(dbFile), 'checkin-photos'),
    ...options.manage,
  });
  if (options.jobsEveryMs)
    manage.jobs.start(options.jobsEveryMs, (error) => logErrors && console.error('check-in job:', error));
  const api = new Hono();
  api.route('/', catalogRoutes({ db, store }));
  api.route('/', booking.app);
  api.route('/subscription', subscriptionRoutes({ db, store, provider, registerPayment: booking.registerPayment }));
  api.route('/', staff.app);
  api.route('/manage', manage.app);
  api.route('/checkins', manage.desk);
  api.route('/', brandingApi.app);
  app.route('/api/v1', api);
  app.route('/rental-api/v1', rentalRoutes({ db, store, provider, searchVariant, publicOrigin: pageOrigin }));
  app.use('/stripe-double/*', jsonFromAllowedOrigins(null));
  app.route('/stripe-double', stripeDoubleRoutes({ provider, clock, ownOrigin: pageOrigin }));
  app.route('/stripe-double', refundRoutes({ db }));
  app.route('/demo', outbox.routes);
  // The demo's hand on check-in's scheduled job (shown like the outbox): run it now, on the server's clock.
  app.post('/demo/jobs/run', (c) =>
    (options.demoOutbox ?? !options.smtpUrl) ? c.json({ data: manage.jobs.run() }) : c.notFound(),
  );

  app.use('/assets/*', compress());
  app.use('*', frameAncestors);
  app.use('*', async (c, next) => {
    // compress pages too (not the API: it is small, and CSV streams stay plain)
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/rental-api/')) return next();
    return compress()(c, next);
  });
  app.route(
    '/',
    pageRoutes({
      db,
      store,
      assetsDir,
      publicDir: join(here, 'public'),
      apiOrigin,
      stripeKey,
      publicOrigin: pageOrigin,
      strictCsp: options.csp !== 'off',
      supportPhone: options.supportPhone ?? DEFAULT_SUPPORT_PHONE,
    }),
  );

  app.notFound((c) => {
    const p = c.req.path;
    if (p.startsWith('/api/') || p.startsWith('/rental-api/') || p.startsWith('/stripe-double/')) {
      return c.json({ title: 'Not found', message: `There is no ${c.req.method} ${p}.` }, 404);
    }
    return c.html(
      renderPage({
        path: p,
        title: 'Page not found',
        heading: 'Page not found',
        body: '<p>Sorry, we could not find that page. <a href="/">Go to the home page</a>.</p>',
      }),
      404,
    );
  });

  return app;
}

/**
 * Opens the database and starts listening. `port: 0` picks a free port.
 * `now` (an ISO 8601 instant with an offset) starts the server's clock there; it runs on from that instant.
 * `staffPassword` is applied when the database is seeded; every other setting is createApp's (AppOptions).
 * @param {{port?: number, host?: string, dbFile?: string, reset?: boolean, silent?: boolean, staffPassword?: string,
 *   now?: string, publicUrl?: string} & Omit<AppOptions, 'db' | 'dbFile' | 'logErrors' | 'clock' | 'publicUrl' | 'stripeKey'>} [opts]
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>, db: import('better-sqlite3').Database, seeded: boolean,
 *   clock: import('./lib/clock.mjs').Clock}>}
 */
export async function startServer(opts = {}) {
  const {
    port = 0,
    host = '127.0.0.1',
    dbFile = DEFAULT_DB_FILE,
    reset = false,
    silent = false,
    staffPassword = DEMO_STAFF.password,
    now,
    publicUrl,
    ...settings
  } = opts;
  const clock = createClock(now);
  const { db, seeded } = openDatabase(dbFile, { reset, staffPassword, now: clock.now() });
  let app;
  /** http://HOST:PORT once listening: the default PUBLIC_URL. */
  let listening = '';
  try {
    app = createApp({ ...settings, db, dbFile, logErrors: !silent, clock, publicUrl: publicUrl ?? (() => listening) });
  } catch (error) {
    db.close();
    throw error;
  }
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host });
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost === '0.0.0.0' ? '127.0.0.1' : urlHost}:${address.port}`;
  listening = url;
  let closed = false;
  return {
    url,
    port: address.port,
    db,
    seeded,
    clock,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise((r) => {
        /** @type {import('node:http').Server} */ (server).closeAllConnections?.();
        server.close(() => r(undefined));
      });
      db.close();
    },
  };
}
