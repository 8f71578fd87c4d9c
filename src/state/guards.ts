import { isRecord } from '../lib/isRecord';

/** Small shape checks for validating persisted slices on read. */

/** A plain object, or undefined. */
export const asRecord = (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined);

/** An array of plain objects, or undefined when anything in it is not one. */
export function asRecordArray<T>(value: unknown): T[] | undefined {
  return Array.isArray(value) && value.every(isRecord) ? (value as T[]) : undefined;
}

/** Copies `defaults`, taking each key from `raw` when it has the same primitive type. */
export function sameShape<T extends object>(defaults: T, raw: unknown): T | undefined {
  if (!isRecord(raw)) return undefined;
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = raw[key as string];
    if (value !== undefined && typeof value === typeof defaults[key]) result[key] = value as T[keyof T];
  }
  return result;
}
