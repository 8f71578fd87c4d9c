// @ts-check
/**
 * The Manage my booking session cookie: the server sets it when a link is traded (POST
 * /manage/session), reads it on every session call and clears it at sign-out. `HttpOnly`, so no
 * script on the page (the site's own, a plugin's, an injected one) can read the token;
 * `SameSite=Strict`, so no other site can make the browser send it; scoped to the manage API's
 * path, so no other call carries it; `Secure` when the request came over https.
 */
import { getCookie } from 'hono/cookie';
import { getContext } from 'hono/context-storage';

/** The session cookie's name (the link's query parameter has the same word: they never meet). */
export const SESSION_COOKIE = 'chw_manage';
/** Only the manage API's calls carry the cookie. */
export const SESSION_COOKIE_PATH = '/api/v1/manage';

/**
 * The `Set-Cookie` value of a session (`token` '' with `maxAgeSeconds` 0 clears it).
 * @param {string} token @param {{ maxAgeSeconds: number, secure: boolean }} o
 */
export function sessionCookie(token, { maxAgeSeconds, secure }) {
  return [
    `${SESSION_COOKIE}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether a request came over https (its own URL: the demo trusts no proxy header). @param {import('hono').Context} c */
export const isHttps = (c) => new URL(c.req.url).protocol === 'https:';

/**
 * The session token the current request carries in its cookie ('' when none). Read through Hono's
 * context storage (the manage app registers `contextStorage()`), so the routes' guard stays a plain
 * function of the booking.
 */
export function sessionToken() {
  const token = getCookie(getContext(), SESSION_COOKIE) ?? '';
  // randomToken()'s base64url, never longer than a few dozen characters.
  return /^[\w-]{1,100}$/.test(token) ? token : '';
}
