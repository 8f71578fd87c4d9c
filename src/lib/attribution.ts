import { isRecord } from './isRecord';
import { inStorage } from './webStorage';

/**
 * Campaign attribution: the visit's first touch (UTM parameters, click ids and an external
 * referrer's host), kept in sessionStorage for the tab's visit and sent as optional fields with
 * POST /search, /subscription/store and /request-call. Read from the landing URL by
 * `captureAttribution` (loaded by main.ts only when the URL or the referrer has something to keep).
 */

export const ATTRIBUTION_KEY = 'chw_attribution';

/**
 * Each field with its length cap; the reference server reads this table (demo/lib/attribution.mjs:
 * keep its `field: cap,` lines) and refuses longer values, so a longer one is never kept (a cut
 * click id would be wrong, not shorter).
 */
const CAPS = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 200,
  fbclid: 200,
  referrer_host: 253,
};

/**
 * Campaign attribution (our addition; the company's API may ignore it): the visit's first touch,
 * sent as optional fields with POST /search, /subscription/store and /request-call, each a
 * non-empty string within its cap, or absent (`referrer_host`: the host name of an external
 * referrer of the visit's first page). The document's `Attribution` is checked against it in api/types.ts.
 */
export type AttributionFields = { [K in keyof typeof CAPS]?: string };

const FIELDS = Object.keys(CAPS) as (keyof AttributionFields)[];

/** Only the known fields, each a trimmed non-empty string within its cap. */
function clean(raw: Record<string, unknown>): AttributionFields {
  const fields: AttributionFields = {};
  for (const key of FIELDS) {
    const value = raw[key];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && text.length <= CAPS[key]) fields[key] = text;
  }
  return fields;
}

/**
 * What a landing tells: the URL's query `search` and the host name of `referrer` when it is another
 * site than `pageHost` (a link within the site is no campaign). Empty when there is nothing.
 */
export function parseAttribution(search: string, referrer: string, pageHost: string): AttributionFields {
  const params = new URLSearchParams(search);
  const raw: Record<string, unknown> = {};
  for (const key of FIELDS) if (key !== 'referrer_host') raw[key] = params.get(key);
  try {
    const host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
    if (host !== pageHost.toLowerCase()) raw.referrer_host = host;
  } catch {
    // Not a URL: no referrer.
  }
  return clean(raw);
}

/** The attribution kept for this visit ({} when none, or when storage is missing or throws). */
export function keptAttribution(): AttributionFields {
  const value = inStorage(
    'sessionStorage',
    (storage): unknown => JSON.parse(storage.getItem(ATTRIBUTION_KEY) ?? '{}'),
    {},
  );
  return isRecord(value) ? clean(value) : {};
}

/**
 * Keeps this landing's attribution for the visit unless one is kept already (first touch wins).
 * Storage that is missing or throws just means nothing is kept.
 */
export function captureAttribution(): void {
  // No session storage: the requests go without attribution.
  inStorage(
    'sessionStorage',
    (storage) => {
      if (storage.getItem(ATTRIBUTION_KEY) !== null) return;
      const fields = parseAttribution(window.location.search, document.referrer, window.location.hostname);
      if (Object.keys(fields).length) storage.setItem(ATTRIBUTION_KEY, JSON.stringify(fields));
    },
    undefined,
  );
}
