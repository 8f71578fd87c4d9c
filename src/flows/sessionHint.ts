import { inStorage } from '../lib/webStorage';

/**
 * Whether this browser may have a manage session, without asking the server: the session itself is
 * an HttpOnly cookie no script can see, and asking (`/manage/booking`) answers 401 without one, which
 * every browser logs as a console error and the widget reports as `chw:error`. So the page keeps
 * only when its session ends (no token, nothing secret) under `chw_manage_open` in localStorage,
 * written when a link opens a session, removed at sign-out or when the server says the session has
 * ended (rememberSession.ts, apart so the manage prefetch's chunk, which reads the hint, carries only this);
 * the island asks the server only while that time has not passed. A browser whose storage is
 * blocked asks every time, as before.
 */
export const SESSION_HINT_KEY = 'chw_manage_open';

/**
 * Whether to ask the server for the booking: a session that has not yet ended by this browser's
 * clock, or storage that cannot say (blocked: ask, the server decides).
 */
export function maySession(now = Date.now()): boolean {
  const until = inStorage<string | null | undefined>(
    'localStorage',
    (storage) => storage.getItem(SESSION_HINT_KEY),
    undefined,
  );
  if (until === undefined) return true;
  if (until === null) return false;
  const at = Date.parse(until);
  return Number.isNaN(at) || at > now;
}
