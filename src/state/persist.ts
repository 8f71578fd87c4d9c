import { batch, effect, signal, type Signal } from '@preact/signals-react';
import { isRecord } from '../lib/isRecord';

/**
 * The one persistence helper (spec §4 "Client persistence"): every slice lives
 * under the root key `persist:chw` as `{ version, slices: { name: value } }`.
 * Reads are validated per slice (corrupt or wrong-shaped data → the slice's
 * initial value), old versions are migrated, a storage that is missing or
 * throws becomes a no-op store, and a full storage (quota) is survived: the
 * state stays in memory for the page. Tokens are cookies and never pass here.
 *
 * Personal data: a slice names its personal fields (names, email,
 * mobile…); the root records when they were last written and expires them
 * PERSONAL_TTL_MS later: on read they are dropped and the rest of the state kept.
 * A slice's `unstored` fields (the licence number) stay in memory, never in storage.
 */

export const ROOT_KEY = 'persist:chw';
export const STATE_VERSION = 3;
export const RESTORE_TIMEOUT_MS = 5000;
/** Personal fields are dropped this long after they were last written. */
export const PERSONAL_TTL_MS = 24 * 60 * 60 * 1000;

/** The subset of the Web Storage API we use; may be async. */
export interface StateStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** A store that keeps nothing: used when local storage is unavailable. */
export const noopStorage: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** A Web Storage that answers (reading the property itself may throw), or undefined. */
function working(read: () => Storage): Storage | undefined {
  try {
    const storage = read();
    const probe = `${ROOT_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * localStorage when it works; else sessionStorage (some private modes and locked-down browsers
 * refuse only local storage: the journey still crosses pages in this tab, only other tabs and a
 * later visit do not see it); else the no-op store (both refused: `persistenceWorks()` is false,
 * and the search says so rather than lose the cars on the next page).
 */
export function browserStorage(): StateStorage {
  return working(() => window.localStorage) ?? working(() => window.sessionStorage) ?? noopStorage;
}

/** Whether state saved on this page reaches the next one (some storage works). */
export function persistenceWorks(): boolean {
  return browserStorage() !== noopStorage;
}

type Validate<T> = (raw: unknown) => T | undefined;

/** Fields of a slice's (object) value that get special care. */
export interface SliceOptions {
  /** Personal data: expires PERSONAL_TTL_MS after it was last written. */
  personal?: readonly string[];
  /** Kept in memory only, never written to storage. */
  unstored?: readonly string[];
}

interface Slice<T> {
  value: Signal<T>;
  initial: () => T;
  validate: Validate<T>;
  personal: readonly string[];
  unstored: readonly string[];
}

const slices = new Map<string, Slice<unknown>>();

/**
 * A signal that is saved under `persist:chw` and restored by `restoreState`.
 * `validate` returns the typed value or undefined for data it rejects.
 */
export function persistedSignal<T>(
  name: string,
  initial: () => T,
  validate: Validate<T>,
  options: SliceOptions = {},
): Signal<T> {
  const existing = slices.get(name);
  if (existing) return existing.value as Signal<T>;
  const value = signal(initial());
  slices.set(name, { value, initial, validate, personal: options.personal ?? [], unstored: options.unstored ?? [] });
  // Islands load lazily, so a slice may first be imported after the restore
  // ran: it takes its stored value then.
  if (restoredData && name in restoredData) {
    const stored = validate(restoredData[name]);
    if (stored !== undefined) value.value = stored;
  }
  // Lets the saving effect start tracking the new slice.
  if (restoredData) registrations.value += 1;
  return value;
}

type Migration = (slices: Record<string, unknown>) => Record<string, unknown>;

/** Personal fields of version 2's slices: version 3 starts their 24 hours at the upgrade. */
const V2_PERSONAL: Record<string, string[]> = {
  bookingSearch: ['firstName', 'email', 'mobileNumber', 'mobileCountryCode'],
  subscription: ['firstName', 'lastName', 'email', 'mobileNumber', 'mobileCountryCode', 'licenseState'],
};

/**
 * Migrations by the version they upgrade from. Version 1 stored each slice as a
 * JSON string (the redux-persist habit); version 2 stores plain values; version
 * 3 stores no licence number and stamps personal fields (see parseRoot).
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
function omit(value: unknown, fields: readonly string[]): unknown {
  if (!isRecord(value) || !fields.some((field) => field in value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key)));
}

/** The personal part of a value, to notice when it changes ('' and missing are alike). */
const personalPart = (value: unknown, fields: readonly string[]): string =>
  JSON.stringify(fields.map((field) => (isRecord(value) ? (value[field] ?? '') : '')));

const hasPersonal = (value: unknown, fields: readonly string[]): boolean =>
  isRecord(value) && fields.some((field) => value[field] !== undefined && value[field] !== null && value[field] !== '');

/**
 * When a slice's personal fields were last written, and which they are (so a page without the
 * slice can expire them).
 */
interface PersonalStamp {
  at: number;
  fields: string[];
}

const isStamp = (value: unknown): value is PersonalStamp =>
  isRecord(value) &&
  typeof value.at === 'number' &&
  Array.isArray(value.fields) &&
  value.fields.every((field) => typeof field === 'string');

/** The stamps of the state as last read or saved. */
let stamps: Record<string, PersonalStamp> = {};
/** The personal part of each stamped slice as last read or saved: a change restarts its 24 hours. */
const personalSeen = new Map<string, string>();
/** Set when a read dropped expired personal data, so the restore writes the cleaned state back at once. */
let droppedOnRead = false;

/**
 * Parses the stored root into slices of the current version; {} when unusable.
 * Personal fields last written PERSONAL_TTL_MS or more before `now` are dropped.
 */
export function parseRoot(text: string | null, now = Date.now()): Record<string, unknown> {
  stamps = {};
  personalSeen.clear();
  droppedOnRead = false;
  if (!text) return {};
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    console.warn(`[chw] ${ROOT_KEY} is not valid JSON; starting fresh.`);
    return {};
  }
  if (!isRecord(root) || typeof root.version !== 'number' || !isRecord(root.slices)) return {};
  let version = root.version;
  let data: Record<string, unknown> = root.slices;
  if (version > STATE_VERSION) return {};
  const stored = version >= 3 && isRecord(root.personal) ? root.personal : null;
  while (version < STATE_VERSION) {
    const migrate = migrations[version];
    if (!migrate) return {};
    data = migrate(data);
    version += 1;
  }
  const found: Record<string, unknown> =
    stored ?? Object.fromEntries(Object.entries(V2_PERSONAL).map(([name, fields]) => [name, { at: now, fields }]));
  for (const [name, stamp] of Object.entries(found)) {
    if (!isStamp(stamp) || !isRecord(data[name])) continue;
    // A stamp from the future (a device clock put back) counts as expired too.
    if (now - stamp.at >= PERSONAL_TTL_MS || stamp.at > now + PERSONAL_TTL_MS) {
      data = { ...data, [name]: omit(data[name], stamp.fields) };
      droppedOnRead = true;
      continue;
    }
    stamps[name] = { at: stamp.at, fields: stamp.fields };
    personalSeen.set(name, personalPart(data[name], stamp.fields));
  }
  return data;
}

let storage: StateStorage = noopStorage;
let restored: Promise<void> | undefined;
/** The slices read at restore, kept for slices registered later and for saving them untouched. */
let restoredData: Record<string, unknown> | undefined;
/** Bumped when a slice registers after the restore, so the saving effect reads it too. */
const registrations = signal(0);
let warnedQuota = false;
let stopSaving: (() => void) | undefined;
/** True while another tab's state is being applied: it is already stored, so it is not written back. */
let applyingOtherTab = false;

function snapshot(): string {
  // Slices no module on this page has registered yet are written back as read (with their stamps).
  const data: Record<string, unknown> = { ...restoredData };
  const personal: Record<string, PersonalStamp> = { ...stamps };
  void registrations.value;
  for (const [name, slice] of slices) {
    const value = omit(slice.value.value, slice.unstored);
    data[name] = value;
    if (!slice.personal.length) continue;
    if (!hasPersonal(value, slice.personal)) {
      delete personal[name];
      personalSeen.delete(name);
      continue;
    }
    const part = personalPart(value, slice.personal);
    if (personalSeen.get(name) !== part || !personal[name]) {
      personal[name] = { at: Date.now(), fields: [...slice.personal] };
      personalSeen.set(name, part);
    }
  }
  stamps = personal;
  return JSON.stringify({ version: STATE_VERSION, slices: data, personal });
}

function write(text: string): void {
  try {
    const pending = storage.setItem(ROOT_KEY, text);
    if (pending) pending.catch(reportWriteFailure);
  } catch (error) {
    reportWriteFailure(error);
  }
}

function reportWriteFailure(error: unknown): void {
  // Full (QuotaExceededError) or revoked storage: keep working from memory.
  if (!warnedQuota) console.warn('[chw] Could not save state; it is kept for this page only.', error);
  warnedQuota = true;
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * Restores every registered slice from storage once (later calls return the
 * same promise), then saves all slices whenever one changes. Gives up reading
 * after `timeoutMs` and carries on with initial values.
 */
export function restoreState(options: { storage?: StateStorage; timeoutMs?: number } = {}): Promise<void> {
  if (restored) return restored;
  storage = options.storage ?? browserStorage();
  const read = Promise.resolve().then(() => storage.getItem(ROOT_KEY));
  restored = withTimeout(read, options.timeoutMs ?? RESTORE_TIMEOUT_MS, null).then((text) => {
    const data = parseRoot(text);
    restoredData = data;
    for (const [name, slice] of slices) {
      if (!(name in data)) continue;
      const value = slice.validate(data[name]);
      if (value !== undefined) slice.value.value = value;
    }
    if (droppedOnRead) write(snapshot());
    let first = true;
    const stopEffect = effect(() => {
      const text = snapshot();
      if (first || applyingOtherTab) {
        first = false;
        return;
      }
      write(text);
    });
    const stopFollowing = followOtherTabs();
    stopSaving = () => {
      stopEffect();
      stopFollowing();
    };
  });
  return restored;
}

/**
 * Applies state another tab of this browser saved ("one journey per
 * browser"): every registered slice takes the stored value, so a tab on a
 * booking step shows the car, payment type and total the other tab chose.
 */
export function applyStoredState(text: string | null): void {
  const data = parseRoot(text);
  restoredData = data;
  applyingOtherTab = true;
  try {
    batch(() => {
      for (const [name, slice] of slices) {
        const value = name in data ? slice.validate(data[name]) : undefined;
        slice.value.value = value !== undefined ? value : slice.initial();
      }
    });
  } finally {
    applyingOtherTab = false;
  }
}

/** Listens for `persist:chw` changes made by other tabs (the `storage` event fires only in the others). */
function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ROOT_KEY && event.key !== null) return;
    if (event.storageArea && storage !== event.storageArea) return;
    applyStoredState(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Test hook: forget the restore so a test can restore again from another storage. */
export function resetPersistenceForTests(): void {
  stopSaving?.();
  stopSaving = undefined;
  restored = undefined;
  restoredData = undefined;
  stamps = {};
  personalSeen.clear();
  storage = noopStorage;
  warnedQuota = false;
  for (const slice of slices.values()) slice.value.value = slice.initial();
}
