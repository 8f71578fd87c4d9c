// @ts-check
/** Staff sessions: POST /login (with its lockouts), the bearer-token check of every other staff call, POST /logout. */
import { Hono } from 'hono';
import { HttpError, readJson, str } from '../../lib/http.mjs';
import { randomToken, sha256, verifyPassword } from '../../lib/ids.mjs';
import { clientAddress, tooManyRequests } from '../../lib/rateLimit.mjs';
/** @typedef {import('../store.mjs').UserRow} UserRow */
/** The signed-in user and the hash of their session's token, set by `auth`. @typedef {{ Variables: { user: UserRow, sessionHash: string } }} StaffEnv */

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
  '/checkins/*',
];

/**
 * @param {{db: import('better-sqlite3').Database, tokenTtlMinutes: number, store: import('../store.mjs').Store}} deps
 * @returns {{ app: Hono<StaffEnv>, auth: import('hono').MiddlewareHandler<StaffEnv> }}
 */
export function staffSessions({ db, tokenTtlMinutes, store }) {
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
    if (!user || !ok) throw new HttpError(401, { message: 'Invalid email or password.', title: 'Login failed' });
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
      throw new HttpError(401, {
        message: m ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.',
        title: 'Unauthorised',
      });
    }
    touchSession.run({ hash, idle: now + IDLE_MINUTES * 60_000 });
    c.set('user', user);
    c.set('sessionHash', hash);
    await next();
  };
  // Sign Out: the token stops working at once, not at the end of its TokenTTL.
  app.post('/logout', (c) => {
    deleteSession.run(c.get('sessionHash'));
    return c.json({ data: { ok: true } });
  });

  return { app, auth };
}
