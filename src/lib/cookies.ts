import { getConfig } from '../config';

/** Cookie names of DESIGN.md, each with the configured prefix. */
export type CookieName = 'auth_token' | 'booking_token' | 'subscription_token';

/** Booking and subscription tokens live for 60 minutes (spec §9 gives 60, unit not shown). */
export const TOKEN_COOKIE_MINUTES = 60;

/** The full cookie name, e.g. `chw_booking_token`. */
export function cookieName(name: CookieName): string {
  return `${getConfig().cookiePrefix}_${name}`;
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

/** Writes a prefixed cookie: path /, SameSite=Lax, Secure on https. */
export function setCookie(name: CookieName, value: string, minutes: number, doc: Document = document): void {
  const expires = new Date(Date.now() + minutes * 60_000).toUTCString();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${cookieName(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

/** Removes a prefixed cookie. */
export function removeCookie(name: CookieName, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${cookieName(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secure}`;
}
