import { isRecord } from '../lib/isRecord';

export { sameShape } from '../lib/sameShape';

/** Small shape checks for validating persisted slices on read. */

/** A plain object, or undefined. */
export const asRecord = (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined);

/** An array of plain objects, or undefined when anything in it is not one. */
export function asRecordArray<T>(value: unknown): T[] | undefined {
  return Array.isArray(value) && value.every(isRecord) ? (value as T[]) : undefined;
}
