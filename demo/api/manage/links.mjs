// @ts-check
/**
 * Finding a booking, its single-use links and the manage session: the find (answered before its
 * email is built), a new link for a used one, the link traded for the session cookie, sign-out, and
 * staff's resend. Also the confirmation email sent when /payment registers a booking.
 */
import { Hono } from 'hono';
import { badRequest, HttpError, readJson, reqInt, str, email as emailField } from '../../lib/http.mjs';
import { randomToken, sha256 } from '../../lib/ids.mjs';
import { clientAddress, createAttemptLimiter } from '../../lib/rateLimit.mjs';
import { parseMeta } from '../store.mjs';
import { calendarOf, confirmationEmail, manageLinkEmail } from '../../mail/emails.mjs';
import { isHttps, sessionCookie, sessionToken } from './session.mjs';
import { FIND_SQL } from './queries.mjs';
import { maskEmail } from './view.mjs';
import {
  MANAGE_FIND_KEY_MAX,
  MANAGE_FIND_MAX,
  MANAGE_FIND_WINDOW_MINUTES,
  MANAGE_LINK_HOURS,
  MANAGE_SESSION_MINUTES,
  RESERVATION_NO_MAX_LENGTH,
} from '../../lib/rules.generated.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./index.mjs').ManageCore} ManageCore */

export { FIND_SQL };
export const FIND_ANSWER = "If a booking matches, we've emailed a link to manage it.";
/**
 * A link's token as sent, less what a chat or mail app glued to its end (a full stop, a bracket,
 * `&amp;`): tokens are base64url, so the token is the run of those characters it starts with.
 * @param {string} token
 */
export const cleanLinkToken = (token) => /^[A-Za-z0-9_-]*/.exec(token.trim())?.[0] ?? '';

/** A full reference as printed in the emails: CHW-100378-ABCD. */
const FULL_REF = /^CHW-\d+-[A-Z0-9]{4}$/;

/**
 * Links and sessions.
 * @param {ManageContext} ctx
 * @param {Pick<ManageCore, 'bookingById' | 'describe' | 'saleTerms'>} core
 */
export function createLinks(ctx, { bookingById, describe, saleTerms }) {
  const { q, clock, outbox, publicOrigin, allowedOrigins } = ctx;
  /**
   * The site's "Manage my booking" page: the widget sends its `routes.manageBooking`; it is used only
   * when its origin is the site's (PUBLIC_URL or CORS_ORIGINS), so no one can have a link mailed to
   * another host. Without one: the demo site's own page.
   * @param {unknown} value
   */
  function pageUrl(value) {
    if (typeof value === 'string' && value) {
      try {
        const url = new URL(value);
        if (/^https?:$/.test(url.protocol) && (url.origin === publicOrigin() || allowedOrigins.has(url.origin))) {
          url.search = '';
          url.hash = '';
          return url.toString();
        }
      } catch {
        /* not a URL: the default */
      }
    }
    return `${publicOrigin()}/manage-booking`;
  }

  /** @param {BookingRow} booking */
  const managePage = (booking) => /** @type {string} */ (parseMeta(booking.meta).manage_url || pageUrl(''));

  /** A new single-use link for a booking. @param {BookingRow} booking */
  function newLink(booking) {
    const token = randomToken();
    q.insertLink.run(sha256(token), booking.id, clock.now(), clock.now() + MANAGE_LINK_HOURS * 3_600_000);
    const url = new URL(managePage(booking));
    url.searchParams.set('chw_manage', token);
    return url.toString();
  }

  /** Sends the confirmation once per booking (POST /payment may be repeated). @param {number} bookingId @param {unknown} manageUrl */
  function onPaid(bookingId, manageUrl) {
    const booking = bookingById(bookingId);
    if (!booking || booking.type !== 'BOOKING' || booking.status !== 'C' || q.sentKind.get(bookingId, 'confirmation'))
      return;
    const meta = parseMeta(booking.meta);
    meta.manage_url = pageUrl(manageUrl);
    meta.terms ??= saleTerms(booking);
    q.setMeta.run(JSON.stringify(meta), booking.id);
    const fresh = bookingById(bookingId);
    const link = newLink(fresh);
    outbox.send({
      to: fresh.email,
      bookingId,
      kind: 'confirmation',
      ...confirmationEmail(describe(fresh), link, meta.manage_url, clock.now(), calendarOf(fresh, outbox)),
    });
  }

  /** Emails a new manage link to the booking's own address. @param {BookingRow} booking @param {string} kind */
  function mailLink(booking, kind = 'manage_link') {
    outbox.send({
      to: booking.email,
      bookingId: booking.id,
      kind,
      ...manageLinkEmail(describe(booking), newLink(booking)),
    });
  }

  /**
   * The booking of the request's manage session (its `chw_manage` cookie, manageSession.mjs), or
   * 401. A token in the body is never read: only the cookie the server set, which no script can see
   * (the routes still pass their body; it is not looked at).
   * @type {(body?: Record<string, unknown>) => BookingRow}
   */
  const sessionBooking = () => {
    const token = sessionToken();
    const row = token
      ? /** @type {{ booking_id: number, expires: number } | undefined} */ (q.session.get(sha256(token)))
      : undefined;
    if (!row || row.expires <= clock.now())
      throw new HttpError(401, {
        message: 'Your session to manage this booking has ended. Please ask for a new link.',
        title: 'Session ended',
        code: 'manage_expired',
      });
    return bookingById(row.booking_id);
  };

  return { pageUrl, managePage, newLink, onPaid, mailLink, sessionBooking };
}

/**
 * POST /find, /link, /session, /signout and (staff) /resend.
 * @param {ManageContext} ctx @param {ManageCore} core
 */
export function linkRoutes(ctx, core) {
  const { db, q, clock, defer, logErrors } = ctx;
  const { bookingById, comment, pageUrl, mailLink } = core;
  // --- limits of /manage/find and /manage/link (besides the per-client limit of app.mjs) ---
  const attempts = createAttemptLimiter({ windowMs: MANAGE_FIND_WINDOW_MINUTES * 60_000, now: clock.now });
  const endSession = db.prepare('DELETE FROM manage_sessions WHERE token_hash = ?');
  const app = new Hono();

  app.post('/find', async (c) => {
    const body = await readJson(c);
    const key = str(body, 'reservation_no', { max: RESERVATION_NO_MAX_LENGTH, label: 'Reservation number' })
      .replace(/\s+/g, '')
      .toUpperCase();
    const address = emailField(body, 'email');
    const client = clientAddress(c);
    const fullRef = FULL_REF.test(key);
    const what = fullRef ? `ref\u0000${key}` : `no\u0000${key}`;
    const who = `email\u0000${address}`;
    const tried = attempts.tryAll([
      { key: `${what}\u0000${client}`, max: MANAGE_FIND_MAX },
      { key: `${who}\u0000${client}`, max: MANAGE_FIND_MAX },
      { key: what, max: MANAGE_FIND_KEY_MAX },
      // The full reference is its own key: a stranger spending the renter's email cannot stop it.
      ...(fullRef ? [] : [{ key: who, max: MANAGE_FIND_KEY_MAX }]),
    ]);
    if (!tried.ok) {
      return c.json(
        {
          title: 'Too many requests',
          message:
            'Too many requests for this booking. Please use the link in your confirmation email, or wait and try again.',
        },
        429,
        { 'Retry-After': String(tried.retryAfter) },
      );
    }
    // One index probe and a comparison, the same for a match and a miss; the email is built and sent
    // after the answer has gone, so a match takes no longer to answer.
    const row = /** @type {BookingRow | undefined} */ ((fullRef ? q.byFullRef : q.byNo).get(key));
    const match =
      row && row.type === 'BOOKING' && (row.status === 'C' || row.status === 'X') && row.email.toLowerCase() === address
        ? row.id
        : 0;
    if (match) {
      const manageUrl = body.manage_url;
      defer(
        () =>
          quietly('find', () => {
            const booking = bookingById(match);
            if (manageUrl !== undefined && !parseMeta(booking.meta).manage_url) {
              const meta = parseMeta(booking.meta);
              meta.manage_url = pageUrl(manageUrl);
              q.setMeta.run(JSON.stringify(meta), booking.id);
            }
            mailLink(bookingById(booking.id));
          }),
        c,
      );
    }
    return c.json({ data: { message: FIND_ANSWER } });
  });

  /** Runs deferred work, logging (never throwing) a failure. @param {string} what @param {() => void} task */
  function quietly(what, task) {
    try {
      task();
    } catch (error) {
      if (logErrors !== false) console.error(`[demo server] manage ${what}:`, error);
    }
  }

  // A used or expired link asks for a new one: it goes to the booking's own address.
  app.post('/link', async (c) => {
    const body = await readJson(c);
    const token = cleanLinkToken(str(body, 'link_token', { max: 100, label: 'link_token' }));
    const link = /** @type {{ booking_id: number } | undefined} */ (q.link.get(sha256(token)));
    if (link && attempts.tryAll([{ key: `link\u0000${link.booking_id}`, max: MANAGE_FIND_MAX }]).ok) {
      const id = link.booking_id;
      defer(
        () =>
          quietly('link', () => {
            const booking = bookingById(id);
            if (booking.status === 'C' || booking.status === 'X') mailLink(booking);
          }),
        c,
      );
    }
    return c.json({ data: { message: FIND_ANSWER } });
  });

  app.post('/session', async (c) => {
    const body = await readJson(c);
    const token = cleanLinkToken(str(body, 'link_token', { max: 100, label: 'link_token' }));
    const session = db
      .transaction(() => {
        const hash = sha256(token);
        const link = /** @type {{ booking_id: number, expires: number, used_at: number } | undefined} */ (
          q.link.get(hash)
        );
        if (!link)
          throw new HttpError(404, {
            message: 'This link is not valid. Please ask for a new one.',
            title: 'Link not valid',
            code: 'link_invalid',
          });
        if (link.used_at)
          throw new HttpError(410, {
            message: 'This link has already been used. Please ask for a new one.',
            title: 'Link already used',
            code: 'link_used',
          });
        if (link.expires <= clock.now())
          throw new HttpError(410, {
            message: 'This link has expired. Please ask for a new one.',
            title: 'Link expired',
            code: 'link_expired',
          });
        q.useLink.run(clock.now(), hash);
        const manageToken = randomToken();
        const expires = clock.now() + MANAGE_SESSION_MINUTES * 60_000;
        q.insertSession.run(sha256(manageToken), link.booking_id, expires);
        return { token: manageToken, expires_at: new Date(expires).toISOString() };
      })
      .immediate();
    // The token goes only into the HttpOnly cookie: the body says until when, never what.
    c.header(
      'Set-Cookie',
      sessionCookie(session.token, { maxAgeSeconds: MANAGE_SESSION_MINUTES * 60, secure: isHttps(c) }),
    );
    return c.json({ data: { expires_at: session.expires_at } });
  });

  // "Sign out of this booking": the session ends on the server (its row deleted), and the cookie
  // goes. 200 without a session too: signing out twice, or after the hour, is no error.
  app.post('/signout', (c) => {
    const token = sessionToken();
    if (token) endSession.run(sha256(token));
    c.header('Set-Cookie', sessionCookie('', { maxAgeSeconds: 0, secure: isHttps(c) }));
    return c.json({ data: { signed_out: true } });
  });

  // Staff (a bearer token: '/manage/resend' is one of staff.mjs STAFF_PATHS): a new link to the booking's address.
  app.post('/resend', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    const booking = bookingById(bookingId);
    if (!booking || booking.type !== 'BOOKING' || !['C', 'X'].includes(booking.status))
      throw badRequest('Only a paid booking has a manage link.');
    mailLink(booking);
    comment(booking, 'Manage link emailed to the renter by staff');
    return c.json({ data: { message: `A new link was emailed to ${maskEmail(booking.email)}.` } });
  });

  return app;
}
