import { pushToDataLayer } from './dataLayer';
import { emitHostEvent } from './hostEvents';

/**
 * Online check-in was completed: the host event with the reservation number only, and GA4's
 * funnel step `checkin` with nothing of the renter (no licence, name or birth date ever goes).
 * Apart from funnel.ts (the booking funnel), whose module the home page loads: this one rides in
 * check-in's own chunk.
 */
export function reportCheckinCompleted(reference: string): void {
  emitHostEvent('chw:checkin_completed', { reference });
  pushToDataLayer({ event: 'checkin', funnel_step: 'checkin' });
}
