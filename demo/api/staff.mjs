// @ts-check
/** Call-centre staff calls: login, lists, bookings (filter/sort/page), CSV export, notes, agents, comments. */
import { Hono } from 'hono';
import Database from 'better-sqlite3';
import { badRequest, HttpError, notFound, readJson, reqInt, str, int } from '../lib/http.mjs';
import { randomToken, sha256, verifyPassword } from '../lib/ids.mjs';
import { dateTime, parseHm, parseYmd } from '../lib/dates.mjs';
import { csvRow } from '../lib/csv.mjs';
import { clientAddress, tooManyRequests } from '../lib/rateLimit.mjs';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  DASHBOARD_SORT_KEYS,
  STAFF_SEARCH_MAX_LENGTH,
} from '../lib/rules.generated.mjs';
/** @typedef {import('./store.mjs').UserRow} UserRow @typedef {import('./store.mjs').NoteRow} NoteRow */

export const PER_PAGE = 20;
/** A session with no call for this long ends, whatever is left of its TokenTTL. */
export const IDLE_MINUTES = 30;
/**
 * Failed sign-ins are counted over this window: 5 for one email from one client address lock that
 * pair, 20 from one address (any emails) lock that address. Past 10 for one email from anywhere, an
 * address that has not signed in as that email before waits between attempts (30 s, doubling every 5
 * more failures, at most the window): a guesser spread over many addresses is slowed down, and the
 * agent at their own address is never locked out by someone else's guesses (OWASP ASVS 5 §6.3).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_PER_EMAIL = 5;
export const LOGIN_MAX_PER_CLIENT = 20;
export const LOGIN_EMAIL_BACKOFF_AFTER = 10;
const LOGIN_BACKOFF_MS = 30_000;
/** An address where an email signed in is known for it this long (kept in memory, at most 20 per email). */
const KNOWN_ADDRESS_DAYS = 30;
/** Paths (under /api/v1) that need a staff bearer token. */
export const STAFF_PATHS = [
  '/logout',
  '/users/agents',
  '/cc-notes',
  '/vehicle-types',
  '/bookings',
  '/dashboard/export',
  '/booking-status',
  '/booking-agent',
  '/comments',
  '/manage/resend',
];
export const TYPES = BOOKING_TYPES;
export const STATUSES = BOOKING_STATUSES;

/** Public field → SQL column. The keys are also the CSV header and the sort whitelist source. */
export const COLUMNS = {
  ID: 'id',
  Type: 'type',
  ReservationNo: 'reservation_no',
  ResTeamNo: 'res_team_no',
  FirstName: 'first_name',
  LastName: 'last_name',
  Phone: 'phone',
  CallTime: 'call_time',
  VehicleTypeCode: 'vehicle_type_code',
  Email: 'email',
  RenterAge: 'renter_age',
  PaymentType: 'payment_type',
  TotalAmount: 'total_amount',
  Website: 'website',
  Status: 'status',
  Note: 'note_id',
  UserID: 'user_id',
  TransactionDateTime: 'transaction_dt',
  PickupLocationName: 'pickup_location_name',
  PickupDateTime: 'pickup_dt',
  DropoffLocationName: 'dropoff_location_name',
  DropoffDateTime: 'dropoff_dt',
  PromoCode: 'promo_code',
  TotalRate: 'total_rate',
  TotalRateAfterDiscount: 'total_rate_after_discount',
  DiscountAmount: 'discount_amount',
  InsuranceAmount: 'insurance_amount',
  ExtraAmount: 'extra_amount',
  SurchargeAmount: 'surcharge_amount',
  HearAboutUs: 'hear_about_us',
  StripeCustomerID: 'stripe_customer_id',
  StripeID: 'stripe_id',
  // Campaign attribution (demo/lib/attribution.mjs): optional in the company's API.
  UtmSource: 'utm_source',
  UtmMedium: 'utm_medium',
  UtmCampaign: 'utm_campaign',
  UtmTerm: 'utm_term',
  UtmContent: 'utm_content',
  Gclid: 'gclid',
  Fbclid: 'fbclid',
  ReferrerHost: 'referrer_host',
  // Our addition (the company's API may add it): when a phone booking or an enquiry asked for its call-back.
  RequestedDateTime: 'requested_dt',
};
/** BookingOrderBy of types.ts (src/rules.json). */
export const ORDER_BY = DASHBOARD_SORT_KEYS;

/**
 * The CSV's last column (optional in the company's API): the renter's own changes through Manage my
 * booking, each with its time, oldest first (the comments demo/api/manage.mjs writes).
 */
const RENTER_CHANGES = `(SELECT group_concat(created || ' ' || comment, ' | ') FROM (SELECT created, comment FROM comments
  WHERE comments.booking_id = bookings.id AND commenter = 'Renter (online)' ORDER BY id)) AS RenterChanges`;

const SELECT_LIST = Object.entries(COLUMNS)
  .map(([k, col]) => `${col} AS ${k}`)
  .join(', ');

/** `yyyy-mm-dd HH:mm` (or just the date) → a SQL date-time bound. @param {string} text @param {string} name @param {boolean} end */
function filterDate(text, name, end) {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?$/.exec(text);
  if (!m || !parseYmd(m[1]) || (m[2] && parseHm(m[2]) === null))
    throw badRequest(`${name} must be a real date-time in the form yyyy-mm-dd HH:mm.`);
  // bounds are inclusive to the minute: date_to 23:59 covers the whole last minute
  return `${m[1]} ${m[2] || (end ? '23:59' : '00:00')}:${end ? '59' : '00'}`;
}

/** The longest `q` accepted (src/rules.json): a reservation number, a name, an email or a phone number fits. */
export const Q_MAX = STAFF_SEARCH_MAX_LENGTH;
/** Words of `q` searched (repeats counted once): a name, an email and a few more fit. */
export const Q_MAX_WORDS = 6;
/**
 * The most recent bookings (by id) a names/email/phone match looks at: a fragment common to nearly
 * every row ("e.com") costs as little as a rare one, and RowCount is at most this.
 */
export const Q_MAX_MATCHES = 1000;
/** `queue` values: `to_call` lists the call-backs not yet handled, oldest first. */
export const QUEUES = ['to_call'];

/** An FTS5 phrase: the text in double quotes, its own quotes doubled, so it is never query syntax. @param {string} text */
const phrase = (text) => `"${text.replace(/"/g, '""')}"`;

/**
 * The `q` search (its cost bounded: repeated words once, at most Q_MAX_WORDS, at most Q_MAX_MATCHES
 * rows from the index): a reservation number exactly or by its start; every word of it in the names or
 * the email (a word of 3 or more characters anywhere, a shorter one as a whole first or last name);
 * or, for a phone number, its digits (leading zeros dropped, so 0412 345 678 finds +61 412 345 678).
 * Names, email and phone go through the trigram index `bookings_search`; every value is a parameter.
 * @param {string} q trimmed, at most Q_MAX characters
 */
function searchClause(q) {
  /** @type {string[]} */
  const or = [];
  /** @type {Record<string, string>} */
  const params = {};
  const reservation = q.toUpperCase();
  if (/^[A-Z0-9-]{1,40}$/.test(reservation)) {
    or.push('(reservation_no >= @q_res AND reservation_no < @q_res_end)');
    params.q_res = reservation;
    params.q_res_end = `${reservation}\uffff`;
  }
  /** @type {string[]} */
  const match = [];
  /** @type {string[]} */
  const emails = [];
  const seen = new Set();
  const words = q
    .replace(/[\^$]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()))
    .slice(0, Q_MAX_WORDS)
    .map((word) => {
      // An email's domain is common to thousands (example.com): the index looks up the part up to
      // the @, and the whole of it is then checked on those few rows.
      const at = word.indexOf('@');
      if (at >= 2) {
        emails.push(word);
        return `email: ${phrase(word.slice(0, at + 1))}`;
      }
      return `{names email}: ${phrase(word.length >= 3 ? word : `^${word}$`)}`;
    });
  if (words.length) match.push(`(${words.join(' AND ')})`);
  const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : '';
  if (digits.length >= 3) match.push(`phone: ${phrase(digits)}`);
  if (match.length) {
    // Bounded: the index stops after the newest Q_MAX_MATCHES, however common the words.
    or.push(
      `id IN (SELECT rowid FROM bookings_search WHERE bookings_search MATCH @q_match ORDER BY rowid DESC LIMIT ${Q_MAX_MATCHES})`,
    );
    params.q_match = match.join(' OR ');
  }
  // A word with an @ is no reservation number or phone: the names/email match is the only one left.
  const sql = or.length ? `(${or.join(' OR ')})` : '0';
  const like = emails.map((word, i) => {
    params[`q_email${i}`] = `%${word.replace(/[\\%_]/g, '\\$&')}%`;
    return ` AND email LIKE @q_email${i} ESCAPE '\\'`;
  });
  return { sql: `(${sql}${like.join('')})`, params };
}

/**
 * Builds the WHERE / ORDER BY of /bookings and /dashboard/export from the query.
 * @param {Record<string, string>} query
 */
export function buildFilter(query) {
  /** @type {string[]} */
  const where = [];
  /** @type {Record<string, string | number>} */
  const params = {};
  const v = (/** @type {string} */ k) => (query[k] ?? '').trim();
  if (v('type')) {
    if (!TYPES.includes(v('type'))) throw badRequest(`type must be one of ${TYPES.join(', ')}.`);
    where.push('type = @type');
    params.type = v('type');
  }
  if (v('status')) {
    if (!STATUSES.includes(v('status'))) throw badRequest(`status must be one of ${STATUSES.join(', ')}.`);
    where.push('status = @status');
    params.status = v('status');
  }
  let from = '';
  if (v('date_from')) {
    from = filterDate(v('date_from'), 'date_from', false);
    where.push('transaction_dt >= @from');
    params.from = from;
  }
  if (v('date_to')) {
    const to = filterDate(v('date_to'), 'date_to', true);
    if (from && to < from) throw badRequest('date_to cannot be before date_from.');
    where.push('transaction_dt <= @to');
    params.to = to;
  }
  if (v('agent')) {
    if (!/^\d+$/.test(v('agent'))) throw badRequest('agent must be an agent ID.');
    where.push('user_id = @agent');
    params.agent = Number(v('agent'));
  }
  if (v('note')) {
    if (!/^\d+$/.test(v('note'))) throw badRequest('note must be a note ID.');
    where.push('note_id = @note');
    params.note = Number(v('note'));
  }
  if (v('vehicle')) {
    if (v('vehicle').length > 20) throw badRequest('vehicle must be a vehicle type code.');
    where.push('vehicle_type_code = @vehicle');
    params.vehicle = v('vehicle');
  }
  const q = v('q');
  if (q.length > Q_MAX) throw badRequest(`q may not be longer than ${Q_MAX} characters.`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(q)) throw badRequest('q may not contain control characters.');
  if (q) {
    const search = searchClause(q);
    where.push(search.sql);
    Object.assign(params, search.params);
  }
  const queue = v('queue');
  if (queue && !QUEUES.includes(queue)) throw badRequest(`queue must be one of ${QUEUES.join(', ')}.`);
  if (queue) {
    where.push(
      `requested_dt != '' AND (note_id IS NULL OR note_id NOT IN (SELECT id FROM note_options WHERE handled = 1))`,
    );
  }
  let order = queue ? 'requested_dt ASC, id ASC' : 'transaction_dt DESC, id DESC';
  const orderBy = v('order_by');
  const dir = v('order_direction').toLowerCase();
  if (dir && dir !== 'asc' && dir !== 'desc') throw badRequest('order_direction must be asc or desc.');
  if (orderBy) {
    if (!ORDER_BY.includes(orderBy)) throw badRequest(`order_by must be one of ${ORDER_BY.join(', ')}.`);
    const col = /** @type {Record<string, string>} */ (COLUMNS)[orderBy];
    const d = dir === 'asc' ? 'ASC' : 'DESC';
    order = col === 'id' ? `id ${d}` : `${col} ${d}, id ${d}`;
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params, order };
}

/**
 * What a started booking with a car (S or SEL) needs beyond its row to be sent again as a quote
 * link (the desk's "Copy quote link"): its branches' ids, vehicle type, age bracket, car, cover and
 * extras, read in the same query as a JSON column `_quote` that toDashboard turns into `Quote`.
 */
const QUOTE_COLUMN = `CASE WHEN type = 'BOOKING' AND status IN ('S', 'SEL') AND vehicle_id IS NOT NULL
  THEN json_object('pickup', pickup_location_id, 'dropoff', dropoff_location_id, 'over25', is_over_25,
    'vehicle', vehicle_id, 'meta', json(meta)) END AS _quote`;

/**
 * @param {{db: import('better-sqlite3').Database, dbFile: string, tokenTtlMinutes: number,
 *   store: import('./store.mjs').Store}} deps
 */
export function staffRoutes({ db, dbFile, tokenTtlMinutes, store }) {
  /** The signed-in user and the hash of their session's token, set by `auth`. @typedef {{ Variables: { user: UserRow, sessionHash: string } }} StaffEnv */
  /** @type {Hono<StaffEnv>} */
  const app = new Hono();
  const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, expires_at, idle_expires) VALUES (?, ?, ?, ?)',
  );
  const sessionUser = db.prepare(`SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = @hash AND s.expires_at > @now AND s.idle_expires > @now`);
  const touchSession = db.prepare('UPDATE sessions SET idle_expires = @idle WHERE token_hash = @hash');
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const purgeSessions = db.prepare('DELETE FROM sessions WHERE expires_at <= @now OR idle_expires <= @now');
  const failuresByPair = db.prepare(
    'SELECT at FROM login_failures WHERE email = ? AND client_addr = ? AND at > ? ORDER BY at',
  );
  const failuresByEmail = db.prepare('SELECT at FROM login_failures WHERE email = ? AND at > ? ORDER BY at');
  const failuresByClient = db.prepare('SELECT at FROM login_failures WHERE client_addr = ? AND at > ? ORDER BY at');
  const insertFailure = db.prepare('INSERT INTO login_failures (email, client_addr, at) VALUES (?, ?, ?)');
  // A success forgives only this client's failures for the email: another address's guesses still count.
  const clearFailures = db.prepare('DELETE FROM login_failures WHERE email = ? AND client_addr = ?');
  const deleteFailure = db.prepare('DELETE FROM login_failures WHERE id = ?');
  const purgeFailures = db.prepare('DELETE FROM login_failures WHERE at <= ?');
  const windowMs = LOGIN_WINDOW_MINUTES * 60_000;

  /**
   * Seconds until /login accepts this email from this client again (0: now). The lock lifts when
   * enough of the counted failures are older than the window.
   * @param {string} mail @param {string} client @param {number} now
   */
  function lockedFor(mail, client, now) {
    const since = now - windowMs;
    let until = 0;
    for (const [rows, max] of /** @type {const} */ ([
      [failuresByPair.pluck().all(mail, client, since), LOGIN_MAX_PER_EMAIL],
      [failuresByClient.pluck().all(client, since), LOGIN_MAX_PER_CLIENT],
    ])) {
      if (rows.length >= max) until = Math.max(until, /** @type {number} */ (rows[rows.length - max]) + windowMs);
    }
    const known = knownAddresses.get(mail)?.get(client) ?? 0;
    if (known <= now - KNOWN_ADDRESS_DAYS * 86_400_000) {
      const all = /** @type {number[]} */ (failuresByEmail.pluck().all(mail, since));
      if (all.length >= LOGIN_EMAIL_BACKOFF_AFTER) {
        const steps = Math.floor((all.length - LOGIN_EMAIL_BACKOFF_AFTER) / 5);
        until = Math.max(until, all[all.length - 1] + Math.min(LOGIN_BACKOFF_MS * 2 ** steps, windowMs));
      }
    }
    return until > now ? (until - now) / 1000 : 0;
  }

  /** email → client address → when it last signed in there. @type {Map<string, Map<string, number>>} */
  const knownAddresses = new Map();
  /** @param {string} mail @param {string} client @param {number} now */
  function rememberAddress(mail, client, now) {
    const known = knownAddresses.get(mail) ?? new Map();
    known.delete(client);
    known.set(client, now);
    // the least recently used first: keep the last 20
    for (const old of [...known.keys()].slice(0, Math.max(0, known.size - 20))) known.delete(old);
    knownAddresses.set(mail, known);
  }

  app.post('/login', async (c) => {
    const body = await readJson(c);
    const mail = str(body, 'email', { max: 254, label: 'Email address' }).toLowerCase();
    const password = str(body, 'password', { max: 200, label: 'Password', trim: false });
    const now = store.clock.now();
    const client = clientAddress(c);
    purgeFailures.run(now - windowMs);
    const wait = lockedFor(mail, client, now);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      return tooManyRequests(
        c,
        wait,
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    // Counted as a failure before the (slow) password check, so parallel guesses cannot slip past the limit.
    const attempt = insertFailure.run(mail, client, now).lastInsertRowid;
    const user = /** @type {UserRow | undefined} */ (userByEmail.get(mail));
    const ok = await verifyPassword(password, user?.password_hash);
    if (!user || !ok) throw new HttpError(401, 'Invalid email or password.', 'Login failed');
    deleteFailure.run(attempt);
    clearFailures.run(mail, client);
    rememberAddress(mail, client, now);
    const token = randomToken();
    purgeSessions.run({ now });
    insertSession.run(sha256(token), user.id, now + tokenTtlMinutes * 60_000, now + IDLE_MINUTES * 60_000);
    return c.json({ data: { Token: token, TokenTTL: tokenTtlMinutes } });
  });

  // Every other staff call needs a valid bearer token; each one keeps the session from idling out.
  /** @type {import('hono').MiddlewareHandler<StaffEnv>} */
  const auth = async (c, next) => {
    const header = c.req.header('authorization') || '';
    const m = /^Bearer\s+([A-Za-z0-9_-]{10,200})$/i.exec(header.trim());
    const now = store.clock.now();
    const hash = m ? sha256(m[1]) : '';
    const user = m ? /** @type {UserRow | undefined} */ (sessionUser.get({ hash, now })) : undefined;
    if (!user) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(
        401,
        m ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.',
        'Unauthorised',
      );
    }
    touchSession.run({ hash, idle: now + IDLE_MINUTES * 60_000 });
    c.set('user', user);
    c.set('sessionHash', hash);
    await next();
  };
  for (const path of STAFF_PATHS) app.use(path, auth);

  // Sign Out: the token stops working at once, not at the end of its TokenTTL.
  app.post('/logout', (c) => {
    deleteSession.run(c.get('sessionHash'));
    return c.json({ data: { ok: true } });
  });

  const agents = db.prepare(
    'SELECT id AS ID, first_name AS FirstName, last_name AS LastName FROM users WHERE is_agent = 1 ORDER BY first_name, last_name',
  );
  app.get('/users/agents', (c) => c.json({ data: agents.all() }));
  const notes = db.prepare('SELECT id AS ID, description AS Description FROM note_options ORDER BY id');
  app.get('/cc-notes', (c) => c.json({ data: notes.all() }));
  const vehicleTypes = db.prepare('SELECT id AS ID, code AS Code, name AS Name FROM vehicles ORDER BY sort');
  app.get('/vehicle-types', (c) => c.json({ data: vehicleTypes.all() }));

  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const cache = new Map();
  /** @param {string} sql */
  const prepared = (sql) => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      if (cache.size > 200) cache.clear();
      cache.set(sql, s);
    }
    return s;
  };

  /**
   * A row of /bookings as the desk gets it: with `Quote` (DashboardQuote of types.ts) for a started
   * booking with a car, so the desk can copy its quote link.
   * @param {Record<string, unknown> & { _quote?: string | null }} row
   */
  const toDashboard = ({ _quote, ...row }) => {
    if (!_quote) return row;
    const quote = JSON.parse(_quote);
    const meta = quote.meta ?? {};
    return {
      ...row,
      Quote: {
        PickupLocationCode: store.location(quote.pickup)?.code ?? '',
        DropoffLocationCode: store.location(quote.dropoff)?.code ?? '',
        VehicleCategoryID: meta.search?.category_id ?? 0,
        IsOver25: quote.over25 === 1,
        VehicleID: quote.vehicle,
        InsuranceID: meta.insurance_id ?? null,
        Extras: (meta.extras ?? []).map((/** @type {{ id: number, qty: number }} */ e) => ({ ID: e.id, Qty: e.qty })),
      },
    };
  };

  app.get('/bookings', (c) => {
    const query = c.req.query();
    const f = buildFilter(query);
    const pageText = (query.page ?? '').trim() || '1';
    if (!/^\d{1,7}$/.test(pageText) || Number(pageText) < 1) throw badRequest('page must be a whole number from 1.');
    const page = Number(pageText);
    const total = /** @type {number} */ (prepared(`SELECT COUNT(*) FROM bookings ${f.where}`).pluck().get(f.params));
    // A dashboard row: the columns of SELECT_LIST, each a TEXT, a number or NULL, and `_quote`.
    const rows = /** @type {Array<Record<string, string | number | null> & { _quote?: string | null }>} */ (
      prepared(
        `SELECT ${SELECT_LIST}, ${QUOTE_COLUMN} FROM bookings ${f.where} ORDER BY ${f.order} LIMIT @limit OFFSET @offset`,
      ).all({ ...f.params, limit: PER_PAGE, offset: (page - 1) * PER_PAGE })
    );
    return c.json({ data: rows.map(toDashboard), PerPage: PER_PAGE, RowCount: total });
  });

  app.get('/dashboard/export', (c) => {
    const f = buildFilter(c.req.query());
    const stamp = dateTime(store.nowAt())
      .replace(/[-: ]/g, '')
      .replace(/^(\d{8})(\d{6})$/, '$1_$2');
    const headers = {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings_export_${stamp}.csv"`,
      'Cache-Control': 'no-store',
    };
    // HEAD: the headers only, and no connection opened (its stream would never be read nor cancelled).
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    // A separate read-only connection, so the main one stays free while the stream is read. It is
    // closed at the end, when the stream is cancelled, when the client goes away, and on any error.
    const reader = new Database(dbFile, { readonly: true, fileMustExist: true });
    /** @type {IterableIterator<unknown[]> | undefined} */
    let iterator;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      try {
        iterator?.return?.();
      } finally {
        reader.close();
      }
    };
    try {
      iterator = /** @type {IterableIterator<unknown[]>} */ (
        reader
          .prepare(`SELECT ${SELECT_LIST}, ${RENTER_CHANGES} FROM bookings ${f.where} ORDER BY ${f.order}`)
          .raw(true)
          .iterate(f.params)
      );
    } catch (error) {
      close();
      throw error;
    }
    const rows = iterator;
    c.req.raw.signal.addEventListener('abort', close, { once: true });
    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvRow([...Object.keys(COLUMNS), 'RenterChanges'])}`));
      },
      pull(controller) {
        if (closed) return controller.close();
        let chunk = '';
        try {
          for (let i = 0; i < 500; i++) {
            const next = rows.next();
            if (next.done) {
              if (chunk) controller.enqueue(encoder.encode(chunk));
              close();
              controller.close();
              return;
            }
            chunk += csvRow(next.value);
          }
        } catch (error) {
          close();
          throw error;
        }
        controller.enqueue(encoder.encode(chunk));
      },
      cancel() {
        close();
      },
    });
    return new Response(stream, { headers });
  });

  const bookingRow = db.prepare(`SELECT ${SELECT_LIST} FROM bookings WHERE id = ?`);
  const noteById = db.prepare('SELECT * FROM note_options WHERE id = ?');
  const setNote = db.prepare('UPDATE bookings SET note_id = ?, res_team_no = ? WHERE id = ?');
  // A handled note that ends a phone booking's request (all but "Booked by Res Team") frees its car.
  const releasePhoneHold = db.prepare(`UPDATE bookings SET hold_expires = 0 WHERE id = ? AND status = 'R'`);
  /** @param {number} id */
  const mustBooking = (id) => {
    const row = bookingRow.get(id);
    if (!row) throw notFound(`Booking ${id} not found.`);
    return row;
  };

  app.patch('/booking-status', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    const noteId = reqInt(body, 'note_id', { min: 1, label: 'Note' });
    const resTeamNo = str(body, 'rest_team_no', { required: false, max: 40, label: 'Res Team No' });
    const note = /** @type {NoteRow | undefined} */ (noteById.get(noteId));
    if (!note) throw badRequest('Please select a note');
    if (note.requires_res_team && !resTeamNo) throw badRequest('Please enter Res Team No');
    mustBooking(bookingId);
    db.transaction(() => {
      setNote.run(noteId, resTeamNo, bookingId);
      if (note.handled && !note.requires_res_team) releasePhoneHold.run(bookingId);
    })();
    return c.json({ data: bookingRow.get(bookingId) });
  });

  const agentById = db.prepare('SELECT id FROM users WHERE id = ? AND is_agent = 1');
  const setAgent = db.prepare('UPDATE bookings SET user_id = ? WHERE id = ?');
  app.patch('/booking-agent', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    const agentId = int(body, 'agent_id', { min: 0, nullable: true, label: 'agent_id' });
    if (agentId && !agentById.get(agentId)) throw badRequest(`Unknown agent ${agentId}.`);
    mustBooking(bookingId);
    setAgent.run(agentId || null, bookingId);
    return c.json({ data: bookingRow.get(bookingId) });
  });

  const commentCols =
    'id AS ID, booking_id AS BookingID, commenter AS Commenter, comment AS Comment, created AS DateCreated';
  const comments = db.prepare(`SELECT ${commentCols} FROM comments WHERE booking_id = ? ORDER BY id`);
  const commentById = db.prepare(`SELECT ${commentCols} FROM comments WHERE id = ?`);
  const insertComment = db.prepare(
    'INSERT INTO comments (booking_id, commenter, comment, created) VALUES (?, ?, ?, ?)',
  );
  app.get('/comments', (c) => {
    const raw = c.req.query('booking_id') ?? '';
    if (!/^\d{1,12}$/.test(raw) || Number(raw) < 1) throw badRequest('booking_id must be a booking ID.');
    mustBooking(Number(raw));
    return c.json({ data: comments.all(Number(raw)) });
  });
  app.post('/comments', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    if (typeof body.comment === 'string' && !body.comment.trim()) throw badRequest('Please enter a comment');
    const text = str(body, 'comment', { max: 2000, label: 'Comment' });
    mustBooking(bookingId);
    const user = c.get('user');
    const { lastInsertRowid } = insertComment.run(
      bookingId,
      `${user.first_name} ${user.last_name}`,
      text,
      dateTime(store.nowAt()),
    );
    return c.json({ data: { data: commentById.get(lastInsertRowid) } }, 201);
  });

  return app;
}
