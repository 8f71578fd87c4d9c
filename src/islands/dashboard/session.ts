import { ApiError } from '../../api/client';
import { logout } from '../../api/staff';
import { getConfig } from '../../config';
import { removeCookie } from '../../lib/cookies';

/**
 * True once this page is on its way to sign-in: the screen's other calls answer 401 too, and a
 * second navigation would abort the first (seen as a failed /sign-in load). A page restored from
 * the back/forward cache starts afresh.
 */
let leaving = false;
window.addEventListener('pageshow', (event) => {
  if (event.persisted) leaving = false;
});

/** Ends the staff session: the auth cookie goes and the sign-in page opens (once per page). */
export function endSession(replace = true): void {
  removeCookie('auth_token');
  if (leaving) return;
  leaving = true;
  const target = getConfig().routes.signIn;
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/**
 * Sign Out: revokes the session on the server first (the token must stop working, not only
 * leave this browser), then ends it here whatever the call's outcome: a failed call (offline,
 * already expired) must not keep anyone signed in.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Ended here all the same; the server's idle timeout ends a session it did not hear of.
  }
  endSession(false);
}

/**
 * For every staff call's failure: a 401 means the token is gone or expired, so
 * the session ends (true is returned and the caller shows nothing more).
 */
export function endSessionIfUnauthorized(error: unknown): boolean {
  if (isUnauthorized(error)) {
    endSession();
    return true;
  }
  return false;
}

/** A 401: the token is gone or expired. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
