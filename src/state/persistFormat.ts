import { isRecord } from '../lib/isRecord';

/**
 * The stored form of the state, with no module state of its own: the root key `persist:chw`
 * holds `{ version, slices: { name: value }, personal: { name: { at, fields } } }`. Reading it
 * drops personal fields written PERSONAL_TTL_MS or more ago; older versions are read with the
 * migrations of persistMigrations.ts, which load only when a browser holds such state.
 */

export const ROOT_KEY = 'persist:chw';
export const STATE_VERSION = 3;
/** Personal fields are dropped this long after they were last written. */
export const PERSONAL_TTL_MS = 24 * 60 * 60 * 1000;

/** When a slice's personal fields were last written, and which they are (so a page without the slice can expire them). */
export interface PersonalStamp {
  at: number;
  fields: string[];
}

/**
 * Reads an older version's slices as the current version's, with personal stamps written `now`;
 * undefined for a version no migration knows. persistMigrations.ts's `migrate` is the one, passed
 * in so that it loads only when a browser holds such state.
 */
export type Migrate = (
  version: number,
  slices: Record<string, unknown>,
  now: number,
) => { slices: Record<string, unknown>; personal: Record<string, PersonalStamp> } | undefined;

/** The stored root, read: the slices of the current version, the live stamps, and whether expired data was dropped. */
export interface ParsedRoot {
  data: Record<string, unknown>;
  stamps: Record<string, PersonalStamp>;
  /** Personal data was dropped on read: the cleaned state should be written back at once. */
  dropped: boolean;
  /** The stored state is of an older version and no `migrate` was given: read it again with one. */
  outdated?: boolean;
}

/** `value` without `fields` (the same object when it has none of them). */
export function omit(value: unknown, fields: readonly string[]): unknown {
  if (!isRecord(value) || !fields.some((field) => field in value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key)));
}

/** The personal part of a value, to notice when it changes ('' and missing are alike). */
export const personalPart = (value: unknown, fields: readonly string[]): string =>
  JSON.stringify(fields.map((field) => (isRecord(value) ? (value[field] ?? '') : '')));

/** Whether any personal field of `value` holds something. */
export const hasPersonal = (value: unknown, fields: readonly string[]): boolean =>
  isRecord(value) && fields.some((field) => value[field] !== undefined && value[field] !== null && value[field] !== '');

const isStamp = (value: unknown): value is PersonalStamp =>
  isRecord(value) &&
  typeof value.at === 'number' &&
  Array.isArray(value.fields) &&
  value.fields.every((field) => typeof field === 'string');

const EMPTY = (): ParsedRoot => ({ data: {}, stamps: {}, dropped: false });

/**
 * Parses the stored root into slices of the current version (nothing when unusable). An older
 * version needs `migrate` (persistMigrations.ts); without it the result is empty and `outdated`.
 * Personal fields last written PERSONAL_TTL_MS or more before `now`, or stamped in the future (a
 * device clock put back), are dropped; the rest keep their stamps.
 */
export function parseRoot(text: string | null, now = Date.now(), migrate?: Migrate): ParsedRoot {
  if (!text) return EMPTY();
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    console.warn(`[chw] ${ROOT_KEY} is not valid JSON; starting fresh.`);
    return EMPTY();
  }
  if (!isRecord(root) || typeof root.version !== 'number' || !isRecord(root.slices)) return EMPTY();
  if (root.version > STATE_VERSION) return EMPTY();
  let data: Record<string, unknown> = root.slices;
  let found: Record<string, unknown> = isRecord(root.personal) ? root.personal : {};
  if (root.version < STATE_VERSION) {
    if (!migrate) return { ...EMPTY(), outdated: true };
    const migrated = migrate(root.version, data, now);
    if (!migrated) return EMPTY();
    ({ slices: data, personal: found } = migrated);
  }
  const stamps: Record<string, PersonalStamp> = {};
  let dropped = false;
  for (const [name, stamp] of Object.entries(found)) {
    if (!isStamp(stamp) || !isRecord(data[name])) continue;
    if (now - stamp.at >= PERSONAL_TTL_MS || stamp.at > now + PERSONAL_TTL_MS) {
      data = { ...data, [name]: omit(data[name], stamp.fields) };
      dropped = true;
      continue;
    }
    stamps[name] = { at: stamp.at, fields: stamp.fields };
  }
  return { data, stamps, dropped };
}
