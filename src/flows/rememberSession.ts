import { inStorage } from '../lib/webStorage';
import { SESSION_HINT_KEY } from './sessionHint';

/** Remembers until when the session that just opened lasts. @param expiresAt ISO 8601 */
export function rememberSession(expiresAt: string): void {
  inStorage('localStorage', (storage) => storage.setItem(SESSION_HINT_KEY, expiresAt), undefined);
}

/** Forgets it (signed out, or the server said the session has ended). */
export function forgetSession(): void {
  inStorage('localStorage', (storage) => storage.removeItem(SESSION_HINT_KEY), undefined);
}
