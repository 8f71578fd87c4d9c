import { cookieName } from '../lib/cookies';
import { browserMessages } from '../messages/browser';
import { persistenceWorks } from '../state/persistStorage';

/**
 * Whether this browser keeps the site's cookies: a probe is written, read back and removed. A
 * browser that ignores cookie writes (cookies blocked for the site) would lose every token.
 */
export function cookiesWork(doc: Document = document): boolean {
  try {
    const probe = `${cookieName('booking_token')}_probe=1`;
    doc.cookie = `${probe}; path=/; SameSite=Lax`;
    const kept = doc.cookie.split('; ').includes(probe);
    doc.cookie = `${probe.slice(0, -2)}=; path=/; max-age=0; SameSite=Lax`;
    return kept;
  } catch {
    return false;
  }
}

/**
 * A browser that refuses what a booking or subscription needs: the search is not sent (it would
 * start a journey the next page cannot find) and the form says what to allow, keeping what was
 * typed. Its `title` and `message` are the dialog's.
 */
export class BlockedBrowserError extends Error {
  readonly title = browserMessages.blockedTitle;
  constructor(message: string) {
    super(message);
    this.name = 'BlockedBrowserError';
  }
}

/**
 * Throws BlockedBrowserError when cookies or every site storage are refused: checked before a
 * search, since its token is a cookie and its results cross to the next page in storage.
 */
export function assertBrowserKeepsBookings(): void {
  if (!cookiesWork()) throw new BlockedBrowserError(browserMessages.cookiesBlocked);
  if (!persistenceWorks()) throw new BlockedBrowserError(browserMessages.storageBlocked);
}
