/** Which Web Storage: local (this browser) or session (this tab). */
export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * Runs `call` on local or session storage, or gives `fallback` when it throws: reading the
 * property itself throws where storage is blocked, and so can any call (private modes, a full
 * quota) or the caller's own JSON.parse of what it read. The one try/catch around Web Storage;
 * the state's store (state/persistStorage.ts) also probes which storage works at all.
 */
export function inStorage<T>(area: StorageArea, call: (storage: Storage) => T, fallback: T): T {
  try {
    return call(window[area]);
  } catch {
    return fallback;
  }
}
