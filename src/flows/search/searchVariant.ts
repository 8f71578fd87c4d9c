import { getSearchVariant } from '../../api/booking';
import { inStorage } from '../../lib/webStorage';

/** The search form's variant (spec §4): B, or F (VIEW AVAILABLE CARS on its submit button). */
export type SearchVariant = 'B' | 'F';

/** 'B' or 'F' in any case, else undefined. */
export function parseVariant(raw: unknown): SearchVariant | undefined {
  if (typeof raw !== 'string') return undefined;
  const upper = raw.trim().toUpperCase();
  return upper === 'B' || upper === 'F' ? upper : undefined;
}

/** docs/conventions.md "Cookies and storage": the variant is cached in local storage under this key. */
export const SEARCH_VARIANT_KEY = 'chw_search_variant';

/** The cached variant, or undefined (storage missing, empty or unreadable). */
export function readCachedVariant(): SearchVariant | undefined {
  return parseVariant(inStorage('localStorage', (storage) => storage.getItem(SEARCH_VARIANT_KEY), null));
}

let pending: Promise<SearchVariant | undefined> | undefined;

/**
 * The variant from the cache, else fetched once per page (two islands share
 * the request) and cached. A failure is silent (spec §8): undefined.
 */
export function loadSearchVariant(): Promise<SearchVariant | undefined> {
  const cached = readCachedVariant();
  if (cached) return Promise.resolve(cached);
  pending ??= getSearchVariant().then(
    (result) => {
      const variant = parseVariant(result?.variant);
      // Without storage the variant is fetched again on the next page.
      if (variant) inStorage('localStorage', (storage) => storage.setItem(SEARCH_VARIANT_KEY, variant), undefined);
      return variant;
    },
    () => undefined,
  );
  return pending;
}
