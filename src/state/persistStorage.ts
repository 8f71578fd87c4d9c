import { ROOT_KEY } from './persistFormat';

/** The subset of the Web Storage API the state uses; may be async. */
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
