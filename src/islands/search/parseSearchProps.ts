import { isRecord } from '../../lib/isRecord';

export type SearchVariant = 'B' | 'F';

/**
 * Placeholder props of the search island (`[chw_search variant="F" promo_code="…" location="BNEA"]`,
 * the block `carhire-widgets/search`; schema in island.json).
 */
export interface SearchProps {
  variant?: SearchVariant;
  promoCode?: string;
  /** A location code (e.g. `BNEA`): pre-selects the pickup branch. */
  location?: string;
}

/** A location code as island.json allows it: 2–10 letters or digits, upper case. */
export function parseLocationCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{2,10}$/.test(code) ? code : undefined;
}

/** 'B' or 'F' in any case, else undefined. */
export function parseVariant(raw: unknown): SearchVariant | undefined {
  if (typeof raw !== 'string') return undefined;
  const upper = raw.trim().toUpperCase();
  return upper === 'B' || upper === 'F' ? upper : undefined;
}

/**
 * Parses `data-chw-props` once: `{ variant?: 'B'|'F', promoCode?: string, location?: string }`.
 * Unknown keys are ignored and a wrong-typed value falls back to "not given";
 * only props that are not an object at all are an error.
 */
export function parseSearchProps(raw: unknown): SearchProps {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw new TypeError('Search props must be a JSON object.');
  const props: SearchProps = {};
  const variant = parseVariant(raw.variant);
  if (variant) props.variant = variant;
  if (typeof raw.promoCode === 'string' && raw.promoCode.trim()) props.promoCode = raw.promoCode.trim();
  const location = parseLocationCode(raw.location);
  if (location) props.location = location;
  return props;
}
