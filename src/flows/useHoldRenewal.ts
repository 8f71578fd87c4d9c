import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { bookingHold } from '../state/bookingHold';
import { reportIfBookingProblem } from '../state/bookingProblem';
import { saveCalculation } from '../state/calculation';
import { calculateSelection } from './calculateSelection';

/** How long before the hold ends it is renewed. */
export const RENEW_BEFORE_MS = 2 * 60_000;

/**
 * Milliseconds from `now` until the renewal of a hold ending at `expiresAt` is due (0: at once),
 * or null when unknown.
 */
export function renewalDelay(expiresAt: string, now: number): number | null {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - RENEW_BEFORE_MS - now);
}

/**
 * Keeps the car held while the renter is on a step, so it is not sold while they type: shortly before
 * the hold ends, the unchanged selection is sent to /calculate again, which
 * renews the hold while a unit is free. When it is not, or the session has
 * ended, the server's message is shown with a way on.
 */
export function useHoldRenewal(active: boolean): void {
  useSignals();
  const expiresAt = bookingHold.value;
  useEffect(() => {
    if (!active || !expiresAt) return;
    const delay = renewalDelay(expiresAt, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      calculateSelection().then(saveCalculation, (error: unknown) => {
        reportIfBookingProblem(error);
      });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [active, expiresAt]);
}
