import { isRecord } from '../lib/isRecord';

/**
 * The stored form of the state, with no module state of its own: the root key `persist:chw`
 * holds `{ version, slices: { name: value }, personal: { name: { at, fields } } }`. Reading it
 * migrates old versions and drops personal fields written PERSONAL_TTL_MS or more ago.
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

/** The stored root, read: the slices of the current version, the live stamps, and whether expired data was dropped. */
export interface ParsedRoot {
  data: Record<string, unknown>;
  stamps: Record<string, PersonalStamp>;
  /** Personal data was dropped on read: the cleaned state should be written back at once. */
  dropped: boolean;
}

type Migration = (slices: Record<string, unknown>) => Record<string, unknown>;

/** Personal fields of version 2's slices: version 3 starts their 24 hours at the upgrade. */
const V2_PERSONAL: Record<string, string[]> = {
  bookingSearch: ['firstName', 'email', 'mobileNumber', 'mobileCountryCode'],
  subscription: ['firstName', 'lastName', 'email', 'mobileNumber', 'mobileCountryCode', 'licenseState'],
};

/**
 * Migrations by the version they upgrade from. Version 1 stored each slice as a JSON string (the
 * redux-persist habit); version 2 stores plain values; version 3 stores no licence number and
 * stamps personal fields.
 */
const migrations: Record<number, Migration> = {
  1: (old) => {
    const next: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(old)) {
      if (typeof text !== 'string') continue;
      try {
        next[name] = JSON.parse(text);
      } catch {
        // An unreadable slice falls back to its initial value.
      }
    }
    return next;
  },
  2: (old) => (isRecord(old.subscription) ? { ...old, subscription: omit(old.subscription, ['licenseNo']) } : old),
};

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
 * Parses the stored root into slices of the current version (nothing when unusable). Personal
 * fields last written PERSONAL_TTL_MS or more before `now`, or stamped in the future (a device
 * clock put back), are dropped; the rest keep their stamps.
 */
export function parseRoot(text: string | null, now = Date.now()): ParsedRoot {
  if (!text) return EMPTY();
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    console.warn(`[chw] ${ROOT_KEY} is not valid JSON; starting fresh.`);
    return EMPTY();
  }
  if (!isRecord(root) || typeof root.version !== 'number' || !isRecord(root.slices)) return EMPTY();
  let version = root.version;
  let data: Record<string, unknown> = root.slices;
  if (version > STATE_VERSION) return EMPTY();
  const stored = version >= 3 && isRecord(root.personal) ? root.personal : null;
  while (version < STATE_VERSION) {
    const migrate = migrations[version];
    if (!migrate) return EMPTY();
    data = migrate(data);
    version += 1;
  }
  const found: Record<string, unknown> =
    stored ?? Object.fromEntries(Object.entries(V2_PERSONAL).map(([name, fields]) => [name, { at: now, fields }]));
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
