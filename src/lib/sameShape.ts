import { isRecord } from './isRecord';

/**
 * Copies `defaults`, taking each key from `raw` when it has the same primitive type there: the one
 * way a stored or configured object is read back (persisted slices, form drafts, the page's config).
 * Undefined when `raw` is not a plain object.
 */
export function sameShape<T extends object>(defaults: T, raw: unknown): T | undefined {
  if (!isRecord(raw)) return undefined;
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = raw[key as string];
    if (value !== undefined && typeof value === typeof defaults[key]) result[key] = value as T[keyof T];
  }
  return result;
}
