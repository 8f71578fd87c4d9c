// @ts-check
/**
 * Per-client rate limits for the anonymous calls a script could abuse (search, select, enquiries,
 * subscription stores): each client address may make `perMinute` calls of one kind in a minute of
 * the server's clock; the next gets 429 with `Retry-After` (seconds) and a `{ title, message }`
 * body, which the widgets show as that call's failure. A person never reaches the default of 120.
 */
import { getConnInfo } from '@hono/node-server/conninfo';

export const DEFAULT_RATE_LIMIT_PER_MIN = 120;
/** Phone bookings a minute per client address: each holds a car for PHONE_HOLD_MINUTES. */
export const DEFAULT_PHONE_BOOKINGS_PER_MIN = 5;
const WINDOW_MS = 60_000;

/**
 * The address of the client that sent a request ('' when unknown, e.g. `app.request()` in a test).
 * Proxies' `X-Forwarded-For` is not trusted: the demo serves clients directly.
 * @param {import('hono').Context} c
 */
export function clientAddress(c) {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/**
 * Reads `RATE_LIMIT_PER_MIN`-style text: a whole number ≥ 0 (0 turns limits off), else the default.
 * @param {string | number | undefined} value @param {string} [name] the setting, for the error
 * @param {number} [fallback]
 */
export function parseRateLimit(value, name = 'RATE_LIMIT_PER_MIN', fallback = DEFAULT_RATE_LIMIT_PER_MIN) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, 0 to turn limits off (got "${value}").`);
  return n;
}

/**
 * The answer of a limited call: 429, `Retry-After` in whole seconds, and a body the widgets show.
 * @param {import('hono').Context} c @param {number} seconds @param {string} [message]
 */
export function tooManyRequests(
  c,
  seconds,
  message = 'Too many requests from your connection. Please wait a minute and try again.',
) {
  return c.json({ title: 'Too many requests', message }, 429, {
    'Retry-After': String(Math.max(1, Math.ceil(seconds))),
  });
}

/**
 * @param {{perMinute: number, now: () => number}} options
 * @returns {((name: string) => import('hono').MiddlewareHandler) & {perMinute: number}} a middleware per
 *   kind of call
 */
export function createRateLimit({ perMinute, now }) {
  /** @type {Map<string, {start: number, count: number}>} */
  const windows = new Map();
  let lastSweep = 0;
  /** @param {string} name */
  const middleware = (name) =>
    /** @type {import('hono').MiddlewareHandler} */ (
      async (c, next) => {
        if (perMinute <= 0 || c.req.method === 'OPTIONS') return next();
        const at = now();
        if (at - lastSweep > WINDOW_MS) {
          // forget finished windows so the map stays as small as the set of recent clients
          for (const [key, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(key);
          lastSweep = at;
        }
        const key = `${name}\u0000${clientAddress(c)}`;
        let w = windows.get(key);
        if (!w || at - w.start >= WINDOW_MS || at < w.start) {
          w = { start: at, count: 0 };
          windows.set(key, w);
        }
        if (w.count >= perMinute) return tooManyRequests(c, (w.start + WINDOW_MS - at) / 1000);
        w.count += 1;
        return next();
      }
    );
  return Object.assign(middleware, { perMinute });
}

/**
 * Counts tries per key in fixed windows (a key's window starts at its first try), for limits that
 * name what is tried rather than who tries (Manage my booking's find). Memory stays bounded: windows
 * that ended are swept at most once a window, and past `maxKeys` the oldest windows are dropped
 * first (forgetting a try is the safe side: it can only let a renter in).
 * @param {{ windowMs: number, now: () => number, maxKeys?: number }} options
 */
export function createAttemptLimiter({ windowMs, now, maxKeys = 200_000 }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  let lastSweep = now();
  function sweep(/** @type {number} */ at) {
    if (at - lastSweep >= windowMs || at < lastSweep) {
      for (const [key, w] of windows) if (at - w.start >= windowMs || at < w.start) windows.delete(key);
      lastSweep = at;
    }
  }
  /** Past maxKeys, the oldest windows go first. */
  function bound() {
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys) break;
      windows.delete(key);
    }
  }
  /** @param {string} key @param {number} at */
  const live = (key, at) => {
    const w = windows.get(key);
    return w && at - w.start < windowMs && at >= w.start ? w : undefined;
  };
  return {
    /**
     * Counts one try against every key when all are under their limit; otherwise counts nothing and
     * answers how many seconds until the first refusing window ends.
     * @param {{ key: string, max: number }[]} limits
     * @returns {{ ok: boolean, retryAfter: number }} `retryAfter`: seconds (0 when ok)
     */
    tryAll(limits) {
      const at = now();
      sweep(at);
      let wait = 0;
      for (const { key, max } of limits) {
        const w = live(key, at);
        if (w && w.count >= max) wait = Math.max(wait, w.start + windowMs - at);
      }
      if (wait > 0) return { ok: false, retryAfter: Math.ceil(wait / 1000) };
      for (const { key } of limits) {
        const w = live(key, at);
        if (w) w.count += 1;
        else {
          windows.delete(key); // re-inserted last: the Map's order stays oldest window first
          windows.set(key, { start: at, count: 1 });
        }
      }
      bound();
      return { ok: true, retryAfter: 0 };
    },
    /** How many keys are remembered (tests: the store is swept). */
    get size() {
      return windows.size;
    },
  };
}
