import { batch, effect, signal, type Signal } from '@preact/signals-react';
import {
  ROOT_KEY,
  STATE_VERSION,
  hasPersonal,
  omit,
  parseRoot,
  personalPart,
  type ParsedRoot,
  type PersonalStamp,
} from './persistFormat';
import { browserStorage, noopStorage, type StateStorage } from './persistStorage';

/**
 * The one persistence helper (spec §4 "Client persistence"): the registry of persisted slices,
 * their restore from storage (with a timeout), their saving on every change, and following the
 * state other tabs save. The stored form, its migrations and the expiry of personal fields are
 * persistFormat.ts; which storage works is persistStorage.ts. Reads are validated per slice
 * (corrupt or wrong-shaped data → the slice's initial value), a storage that is missing or throws
 * becomes a no-op store, and a full storage (quota) is survived: the state stays in memory for
 * the page. Tokens are cookies and never pass here.
 *
 * Personal data: a slice names its personal fields (names, email, mobile…); the root records when
 * they were last written, and reading drops them PERSONAL_TTL_MS later, keeping the rest of the
 * state. A slice's `unstored` fields (the licence number) stay in memory, never in storage.
 */

export const RESTORE_TIMEOUT_MS = 5000;

type Validate<T> = (raw: unknown) => T | undefined;

/** The field names of a slice's value (none for a value that is not an object). */
type FieldOf<T> = T extends object ? Extract<keyof T, string> : never;

/** Fields of a slice's (object) value that get special care, named as the value names them. */
export interface SliceOptions<T> {
  /** Personal data: expires PERSONAL_TTL_MS after it was last written. */
  personal?: readonly FieldOf<T>[];
  /** Kept in memory only, never written to storage. */
  unstored?: readonly FieldOf<T>[];
}

interface Slice<T> {
  value: Signal<T>;
  initial: () => T;
  validate: Validate<T>;
  personal: readonly string[];
  unstored: readonly string[];
}

/**
 * The stored root, read. State of an older version is read with the migrations, which load for
 * it only (a migration that cannot load leaves the state empty, as corrupt state does).
 */
function parse(text: string | null): ParsedRoot | Promise<ParsedRoot> {
  const parsed = parseRoot(text);
  if (!parsed.outdated) return parsed;
  return import('./persistMigrations').then(
    ({ migrate }) => parseRoot(text, Date.now(), migrate),
    () => parsed,
  );
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

/** One persistence: its registry of slices, the storage it restored from and what it last read or saved. */
export interface Persistence {
  /**
   * A signal that is saved under `persist:chw` and restored by `restoreState`.
   * `validate` returns the typed value or undefined for data it rejects.
   */
  persistedSignal: <T>(name: string, initial: () => T, validate: Validate<T>, options?: SliceOptions<T>) => Signal<T>;
  /**
   * Restores every registered slice from storage once (later calls return the
   * same promise), then saves all slices whenever one changes. Gives up reading
   * after `timeoutMs` and carries on with initial values.
   */
  restoreState: (options?: { storage?: StateStorage; timeoutMs?: number }) => Promise<void>;
  /**
   * Applies state another tab of this browser saved ("one journey per
   * browser"): every registered slice takes the stored value, so a tab on a
   * booking step shows the car, payment type and total the other tab chose.
   */
  applyStoredState: (text: string | null) => void;
  /** Forgets the restore and resets every slice (tests). */
  reset: () => void;
}

/**
 * A persistence with state of its own (the page has one, below; a test can make another that
 * shares nothing with it).
 */
export function createPersistence(): Persistence {
  const slices = new Map<string, Slice<unknown>>();

  function persistedSignal<T>(
    name: string,
    initial: () => T,
    validate: Validate<T>,
    options: SliceOptions<T> = {},
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

  /** The stamps of the state as last read or saved. */
  let stamps: Record<string, PersonalStamp> = {};
  /** The personal part of each stamped slice as last read or saved: a change restarts its 24 hours. */
  const personalSeen = new Map<string, string>();

  /** Takes a read root's stamps as the ones last seen. */
  function take(parsed: ParsedRoot): ParsedRoot {
    stamps = parsed.stamps;
    personalSeen.clear();
    for (const [name, stamp] of Object.entries(stamps))
      personalSeen.set(name, personalPart(parsed.data[name], stamp.fields));
    return parsed;
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

  function restoreState(options: { storage?: StateStorage; timeoutMs?: number } = {}): Promise<void> {
    if (restored) return restored;
    storage = options.storage ?? browserStorage();
    const reading = Promise.resolve().then(() => storage.getItem(ROOT_KEY));
    restored = withTimeout(reading, options.timeoutMs ?? RESTORE_TIMEOUT_MS, null)
      .then(parse)
      .then((parsed) => {
        const { data, dropped } = take(parsed);
        restoredData = data;
        for (const [name, slice] of slices) {
          if (!(name in data)) continue;
          const value = slice.validate(data[name]);
          if (value !== undefined) slice.value.value = value;
        }
        if (dropped) write(snapshot());
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

  function applyStoredState(text: string | null): void {
    const parsed = parse(text);
    if (parsed instanceof Promise) void parsed.then(apply);
    else apply(parsed);
  }

  function apply(parsed: ParsedRoot): void {
    const { data } = take(parsed);
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

  /** Forgets the restore and resets every slice, so a test can restore again from another storage. */
  function reset(): void {
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

  return { persistedSignal, restoreState, applyStoredState, reset };
}

/** The page's persistence: every slice of src/state registers here. */
const persistence = createPersistence();

export const persistedSignal = persistence.persistedSignal;
export const restoreState = persistence.restoreState;
export const applyStoredState = persistence.applyStoredState;
/** Test hook: forget the restore so a test can restore again from another storage. */
export const resetPersistenceForTests = persistence.reset;
