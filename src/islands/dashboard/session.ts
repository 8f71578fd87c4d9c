import { ApiError } from '../../api/client';
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
 * For every staff call's failure: a 401 means the token is gone or expired, so
 * the session ends (true is returned and the caller shows nothing more).
 */
export function endSessionIfUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) {
    endSession();
    return true;
  }
  return false;
}
