/**
 * What a renter typed into a form, kept in sessionStorage for the rest of the
 * browser session: it survives a reload and Back/Forward in this
 * tab, never outlives the session, and is cleared when the booking completes.
 * Never card data. A storage that is missing or throws keeps nothing.
 */

import { sameShape } from './sameShape';
import { inStorage } from './webStorage';

export type DraftName = 'checkout' | 'subscription-checkout';

const key = (name: DraftName) => `chw:draft:${name}`;

/** The stored draft's fields that have the same type as in `defaults`; `defaults` when none. */
export function loadDraft<T extends object>(name: DraftName, defaults: T): T {
  const stored = inStorage(
    'sessionStorage',
    (storage): unknown => JSON.parse(storage.getItem(key(name)) ?? 'null'),
    null,
  );
  return sameShape(defaults, stored) ?? defaults;
}

/** Saves the draft (a full storage is ignored: the form still works). */
export function saveDraft<T extends object>(name: DraftName, value: T): void {
  inStorage('sessionStorage', (storage) => storage.setItem(key(name), JSON.stringify(value)), undefined);
}

/** Forgets a draft (the booking or subscription is complete). */
export function clearDraft(name: DraftName): void {
  inStorage('sessionStorage', (storage) => storage.removeItem(key(name)), undefined);
}
