import { isRecord } from '../lib/isRecord';
import { omit, type Migrate } from './persistFormat';

/**
 * Stored state of an older version, brought up to the current one. Loaded only when a browser
 * holds such state (persist.ts), so no visitor with current state downloads it.
 */

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

/**
 * The slices of `version` in the current version's form, with the personal stamps they start
 * with (written `now`); undefined for a version no migration knows.
 */
export const migrate: Migrate = (version, slices, now) => {
  let data = slices;
  for (let from = version; from < 3; from += 1) {
    const step = migrations[from];
    if (!step) return undefined;
    data = step(data);
  }
  const personal = Object.fromEntries(Object.entries(V2_PERSONAL).map(([name, fields]) => [name, { at: now, fields }]));
  return { slices: data, personal };
};
