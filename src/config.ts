import { setCookiePrefix } from './lib/cookies';
import { isRecord } from './lib/isRecord';
import { isTimeZone, todayYmd } from './lib/dates';
import { islandRoutes } from './routes.generated';

/**
 * The page's `#chw-config` script, parsed once at the boundary into a typed value
 * with defaults (DESIGN.md "Config keys"). Broken JSON gives the defaults and a
 * console warning; unknown keys are ignored; wrong-typed values fall back.
 */

/** A URL for every route of spec §2. */
export interface Routes {
  home: string;
  booking: string;
  liabilityExtra: string;
  checkout: string;
  complete: string;
  signIn: string;
  dashboard: string;
  terms: string;
  requestACall: string;
  longTermCarRental: string;
  carSubscription: string;
  subscriptionCarList: string;
  subscriptionCheckout: string;
  subscriptionComplete: string;
}

export interface Config {
  /** Base URL of the booking API v1, e.g. `https://example.com/api/v1`. */
  bookingApi: string;
  /** Origin of the rental site that serves subscription and enquiry calls. */
  rentalHost: string;
  /** Path segment: calls go to `{rentalHost}/{apiRoot}/v1/…`. */
  apiRoot: string;
  stripeKey: string;
  cookiePrefix: string;
  routes: Routes;
  assetsUrl: string;
  /** Survey frame URL template; `{ref}` is replaced by the booking reference. */
  surveyUrl: string;
  searchVariantUrl: string;
  /**
   * IANA zone used where no branch is involved (dashboard filters, birth date,
   * call-centre texts) and for a location without its own `TimeZone`.
   */
  timeZone: string;
}

/** The island pages' paths come from each island's island.json; the terms page is content. */
export const defaultRoutes: Routes = { ...islandRoutes, terms: '/terms-and-conditions' };

export const defaultConfig: Config = {
  bookingApi: '/api/v1',
  rentalHost: '',
  apiRoot: 'rental-api',
  stripeKey: 'pk_test_demo',
  cookiePrefix: 'chw',
  routes: defaultRoutes,
  assetsUrl: '/assets/',
  surveyUrl: '',
  searchVariantUrl: '',
  timeZone: 'Australia/Sydney',
};

function pickStrings<T extends object>(defaults: T, raw: unknown): T {
  const result = { ...defaults };
  if (!isRecord(raw)) return result;
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = raw[key as string];
    if (typeof value === 'string' && typeof defaults[key] === 'string') {
      result[key] = value as T[keyof T];
    }
  }
  return result;
}

/** Parses the config JSON text; never throws. */
export function parseConfig(text: string | null | undefined): Config {
  if (!text || !text.trim()) return defaultConfig;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    console.warn('[chw] #chw-config is not valid JSON; using defaults.', error);
    return defaultConfig;
  }
  if (!isRecord(raw)) {
    console.warn('[chw] #chw-config is not an object; using defaults.');
    return defaultConfig;
  }
  const config = pickStrings(defaultConfig, raw);
  config.routes = pickStrings(defaultRoutes, raw.routes);
  if (!isTimeZone(config.timeZone)) {
    console.warn(
      `[chw] #chw-config timeZone "${config.timeZone}" is not a known IANA zone; using ${defaultConfig.timeZone}.`,
    );
    config.timeZone = defaultConfig.timeZone;
  }
  return config;
}

let current: Config = defaultConfig;

/** Reads `#chw-config` from the document (called once by main.ts). */
export function loadConfig(doc: Document = document): Config {
  setConfig(parseConfig(doc.getElementById('chw-config')?.textContent));
  return current;
}

/** The page's config (defaults until `loadConfig` ran). */
export function getConfig(): Config {
  return current;
}

/** A branch's zone when it is known and valid, else the configured zone. */
export function zoneOrDefault(timeZone?: string | null): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : current.timeZone;
}

/** Today's `yyyy-mm-dd` at a branch (its `TimeZone`), or in the configured zone. */
export function branchToday(timeZone?: string | null): string {
  return todayYmd(zoneOrDefault(timeZone));
}

/** Replaces the config (loadConfig; tests). */
export function setConfig(config: Config): void {
  current = config;
  // lib/ reads no config (STYLE.md §10): the cookie helpers are told the prefix here.
  setCookiePrefix(config.cookiePrefix);
}
