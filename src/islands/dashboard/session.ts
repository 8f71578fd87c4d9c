import { ApiError } from '../../api/client';
import { logout } from '../../api/staff';
import { getConfig } from '../../config';
import { removeCookie } from '../../lib/cookies';

/** Ends the staff session: the auth cookie goes and the sign-in page opens. */
export function endSession(replace = true): void {
  removeCookie('auth_token');
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
