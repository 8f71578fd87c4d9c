// @ts-check
/**
 * Campaign attribution: the optional fields `/search`, `/subscription/store` and
 * `/request-call` take — the visit's first-touch UTM parameters, click ids and the external
 * referrer's host — each a string within its cap, stored in the booking row's column of the same
 * name. The company's API may ignore them; this server keeps them for the dashboard and its CSV.
 */
import { readFileSync } from 'node:fs';
import { str } from './http.mjs';

/**
 * Wire field (and column) → its length cap: the bundle's own `CAPS` table in src/lib/attribution.ts,
 * read from that file so the server refuses exactly what the widget would never keep. (A JSON file
 * that both import would cost the home page's first load bytes: the table stays in the bundle's
 * source, and this side reads it.) Throws at start-up when the table is not found there.
 * @returns {Record<string, number>}
 */
function bundleCaps() {
  const source = readFileSync(new URL('../../src/lib/attribution.ts', import.meta.url), 'utf8');
  const lines = /^const CAPS\b[^=]*= \{$([^}]*)^\};$/m.exec(source)?.[1].trim().split('\n') ?? [];
  const entries = lines.map((line) => /^\s*(\w+): (\d+),$/.exec(line));
  if (!entries.length || entries.some((entry) => !entry))
    throw new Error('src/lib/attribution.ts: expected a CAPS table of `field: cap,` lines only');
  return Object.fromEntries(entries.map((entry) => [entry?.[1], Number(entry?.[2])]));
}

export const ATTRIBUTION_FIELDS = bundleCaps();

/** @typedef {Record<string, string>} Attribution */

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
