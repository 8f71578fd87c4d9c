import type { SearchProps } from '../../flows/search/SearchPanel';
import { parseVariant } from '../../flows/search/searchVariant';
import { isRecord } from '../../lib/isRecord';

/** A location code as island.json allows it: 2–10 letters or digits, upper case. */
export function parseLocationCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{2,10}$/.test(code) ? code : undefined;
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
