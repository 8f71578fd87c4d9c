/**
 * Cookie names of docs/conventions.md "Cookies and storage", each with the configured prefix. (The
 * manage session is not one: the API sets it HttpOnly, so no script here reads or writes it.)
 */
export type CookieName = 'auth_token' | 'booking_token' | 'subscription_token';

/** Booking and subscription tokens live for 60 minutes (spec §9 gives 60, unit not shown). */
export const TOKEN_COOKIE_MINUTES = 60;

/** The configured prefix (config.ts's `cookiePrefix`, told by `setConfig`); lib reads no config. */
let prefix = 'chw';

/** Sets the prefix every cookie name carries (called by `setConfig`). */
export function setCookiePrefix(value: string): void {
  prefix = value;
}

/** The full cookie name, e.g. `chw_booking_token`. */
export function cookieName(name: CookieName): string {
  return `${prefix}_${name}`;
}

/** Reads a prefixed cookie; '' when absent. */
export function getCookie(name: CookieName, doc: Document = document): string {
  const full = `${cookieName(name)}=`;
  for (const part of doc.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(full)) {
      try {
        return decodeURIComponent(trimmed.slice(full.length));
      } catch {
        return '';
      }
    }
  }
  return '';
}

/**
 * Writes a prefixed cookie: path /, SameSite=Lax, Secure on https. Its life is a
 * `max-age`, not an `expires` date, so a device whose clock is wrong (or a test
 * that pins the page's clock) still keeps it for `minutes`.
 */
export function setCookie(name: CookieName, value: string, minutes: number, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${cookieName(name)}=${encodeURIComponent(value)}; max-age=${Math.round(minutes * 60)}; path=/; SameSite=Lax${secure}`;
}

/** Removes a prefixed cookie. */
export function removeCookie(name: CookieName, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${cookieName(name)}=; max-age=0; path=/; SameSite=Lax${secure}`;
}
