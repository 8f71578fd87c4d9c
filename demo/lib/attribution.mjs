// @ts-check
/**
 * Campaign attribution (issue 23): the optional fields `/search`, `/subscription/store` and
 * `/request-call` take — the visit's first-touch UTM parameters, click ids and the external
 * referrer's host — each a string within its cap, stored in the booking row's column of the same
 * name. The company's API may ignore them; this server keeps them for the dashboard and its CSV.
 */
import { str } from './http.mjs';

/** Wire field (and column) → its length cap; the bundle's src/lib/attribution.ts uses the same caps. */
export const ATTRIBUTION_FIELDS = /** @type {const} */ ({
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 200,
  fbclid: 200,
  referrer_host: 253,
});

/** @typedef {Record<keyof typeof ATTRIBUTION_FIELDS, string>} Attribution */

/**
 * The attribution fields of a body, validated (strings only, within the caps; 400 otherwise),
 * '' for each one absent.
 * @param {Record<string, unknown>} body
 * @returns {Attribution}
 */
export function readAttribution(body) {
  const entries = Object.entries(ATTRIBUTION_FIELDS).map(([key, max]) => [
    key,
    str(body, key, { required: false, max, label: key }),
  ]);
  return /** @type {Attribution} */ (Object.fromEntries(entries));
}

/** The columns' part of an INSERT: `a, b, …` and `@a, @b, …`. */
export const ATTRIBUTION_COLUMNS = Object.keys(ATTRIBUTION_FIELDS).join(', ');
export const ATTRIBUTION_PARAMS = Object.keys(ATTRIBUTION_FIELDS)
  .map((key) => `@${key}`)
  .join(', ');
