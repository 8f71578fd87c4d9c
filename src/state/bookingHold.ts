import { signal } from '@preact/signals-react';

/**
 * When the server's hold on the chosen car ends (an ISO instant from
 * `hold_expires_at` of /select, /calculate and /save-customer), '' while
 * unknown. Not persisted: every booking step asks the server again on load.
 */
export const bookingHold = signal('');

/** Records the hold's end from a response's `hold_expires_at` (ignored when absent or not a date). */
export function saveHold(expiresAt: unknown): void {
  if (typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt))) bookingHold.value = expiresAt;
}

export function clearHold(): void {
  bookingHold.value = '';
}
