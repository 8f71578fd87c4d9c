/**
 * What a renter typed into a form, kept in sessionStorage for the rest of the
 * browser session: it survives a reload and Back/Forward in this
 * tab, never outlives the session, and is cleared when the booking completes.
 * Never card data. A storage that is missing or throws keeps nothing.
 */

import { sameShape } from './sameShape';

export type DraftName = 'checkout' | 'subscription-checkout';

const key = (name: DraftName) => `chw:draft:${name}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft's fields that have the same type as in `defaults`; `defaults` when none. */
export function loadDraft<T extends object>(name: DraftName, defaults: T): T {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(key(name)) ?? 'null');
  } catch {
    return defaults;
  }
  return sameShape(defaults, raw) ?? defaults;
}

/** Saves the draft (a full storage is ignored: the form still works). */
export function saveDraft<T extends object>(name: DraftName, value: T): void {
  try {
    storage()?.setItem(key(name), JSON.stringify(value));
  } catch {
    // Full or revoked storage: the draft lives in the form only.
  }
}

/** Forgets a draft (the booking or subscription is complete). */
export function clearDraft(name: DraftName): void {
  try {
    storage()?.removeItem(key(name));
  } catch {
    // Nothing stored.
  }
}
