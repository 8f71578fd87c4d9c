import { ROOT_KEY } from '../../src/state/persistFormat';
import type { StateStorage } from '../../src/state/persistStorage';

/** What the state stores under its root key (the parts the tests read). */
export interface StoredRoot {
  version: number;
  slices: Record<string, unknown>;
  personal: Record<string, { at: number; fields: unknown }>;
}

/**
 * An in-memory StateStorage for the persistence tests, starting with `initial` under the root
 * key (stored text, or a value to store as JSON); `root()` reads back what was saved.
 */
export function memoryStorage(initial: unknown = null) {
  const data = new Map<string, string>();
  if (initial !== null) data.set(ROOT_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  const storage: StateStorage & { data: Map<string, string>; root: () => StoredRoot } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    root: () => JSON.parse(data.get(ROOT_KEY) ?? '{}') as StoredRoot,
  };
  return storage;
}

/** Lets the saving effect's write land. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
