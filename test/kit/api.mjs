// @ts-check
/**
 * The demo's APIs from node, as a renter's browser or a staff desk calls them: shared by the API
 * suite (demo/test), the Chromium journeys (test/e2e), the engines and the WordPress suites.
 */
import { createHash } from 'node:crypto';

/** What the kit needs of a server: its URLs (an e2e env, a WordPress site, or `urlsOf(server)`). @typedef {{ url(path: string): string }} ApiEnv */

/**
 * An ApiEnv for a server known by its base URL (the API suite's `TestServer.url`).
 * @param {{ url: string }} server
 * @returns {ApiEnv}
 */
export const urlsOf = (server) => ({ url: (path) => server.url + path });

/**
 * One call to the demo's booking API (under /api/v1); throws on an error status.
 * @param {ApiEnv} env
 * @param {string} method
 * @param {string} path under /api/v1
 * @param {object} [body]
 * @param {string} [token] bearer token
 * @returns {Promise<any>} the answer's JSON
 */
export async function callApi(env, method, path, body, token) {
  const response = await fetch(env.url(`/api/v1${path}`), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json;
}

/**
 * The booking id behind a booking token, read from the demo's database.
 * @param {{ prepare(sql: string): { pluck(): { get(...params: unknown[]): unknown } } }} db
 * @param {string} token
 * @returns {number}
 */
export function bookingIdOf(db, token) {
  return /** @type {number} */ (
    db
      .prepare('SELECT id FROM bookings WHERE token_hash = ?')
      .pluck()
      .get(createHash('sha256').update(token).digest('hex'))
  );
}
