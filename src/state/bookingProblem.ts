import { signal } from '@preact/signals-react';
import type { ApiErrorKind } from '../api/types';
import { isRecord } from '../lib/isRecord';

/**
 * Why the booking in this tab cannot go on (not persisted):
 * - `ended`: the booking session is over (cookie gone, token expired or unknown);
 * - `conflict`: the server refused the booking as it stands (sold out, hold lost,
 *   already paid); its message says why;
 * - `changed`: another tab changed the booking so that this step no longer applies.
 * The booking layout shows it with a way on instead of the step.
 */
export type BookingProblemKind = 'ended' | 'conflict' | 'changed' | 'sold_out';

export interface BookingProblem {
  kind: BookingProblemKind;
  /** The server's own words when it sent some; '' for our default text of the kind. */
  message: string;
}

export const bookingProblem = signal<BookingProblem | null>(null);

export function reportBookingProblem(problem: BookingProblem): void {
  bookingProblem.value = problem;
}

export function clearBookingProblem(): void {
  bookingProblem.value = null;
}

/**
 * The fields of api/client's ApiError this needs (read by shape: state imports only api's types).
 * `kind` is set where the answer is read, so nothing here matches server text.
 */
interface ApiFailure {
  kind: ApiErrorKind;
  serverMessage: string;
}

function isApiFailure(error: unknown): error is ApiFailure {
  return isRecord(error) && typeof error.kind === 'string' && typeof error.serverMessage === 'string';
}

/**
 * The problem an API failure of a booking call means, or null for a failure that a retry may
 * cure (network, 5xx, validation): the token is unknown or expired (401, 404, 410), or the
 * booking as it stands was refused (409: changed by another tab, or refused outright).
 */
export function problemOf(error: unknown): BookingProblem | null {
  if (!isApiFailure(error)) return null;
  switch (error.kind) {
    case 'expired':
    case 'unauthorized':
      return { kind: 'ended', message: error.serverMessage };
    case 'changed':
      return { kind: 'changed', message: error.serverMessage };
    case 'sold_out':
      return { kind: 'sold_out', message: error.serverMessage };
    case 'conflict':
    case 'change_pending':
      return { kind: 'conflict', message: error.serverMessage };
    default:
      return null;
  }
}

/**
 * Reports the problem an API failure means; true when it was one (the caller shows nothing more).
 * A problem already shown stays: a step's own call that fails because the booking cannot go on
 * (e.g. /calculate after a quote's car was found gone) must not replace the reason and the way on.
 */
export function reportIfBookingProblem(error: unknown): boolean {
  const problem = problemOf(error);
  if (problem && !bookingProblem.peek()) reportBookingProblem(problem);
  return problem !== null;
}
