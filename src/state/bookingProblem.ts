import { signal } from '@preact/signals-react';

/**
 * Why the booking in this tab cannot go on (not persisted):
 * - `ended`: the booking session is over (cookie gone, token expired or unknown);
 * - `conflict`: the server refused the booking as it stands (sold out, hold lost,
 *   already paid); its message says why;
 * - `changed`: another tab changed the booking so that this step no longer applies.
 * The booking layout shows it with a way on instead of the step.
 */
export type BookingProblemKind = 'ended' | 'conflict' | 'changed';

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

/** The fields of api/client's ApiError that tell a failure apart (read by shape: state does not import api/client). */
interface ApiFailure {
  status: number;
  title: string;
  serverMessage: string;
}

function isApiFailure(error: unknown): error is ApiFailure {
  const record = error as Partial<ApiFailure> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.status === 'number' &&
    typeof record.title === 'string' &&
    typeof record.serverMessage === 'string'
  );
}

/** Titles of the server's 409s that mean "this step no longer matches the booking". */
const CHANGED_TITLES = new Set(['No vehicle selected', 'No liability selected', 'Booking changed']);

/**
 * The problem an API failure of a booking call means, or null for a failure
 * that a retry may cure (network, 5xx, validation). 401/404/410: the token is
 * unknown or expired; 409: the booking as it stands was refused.
 */
export function problemOf(error: unknown): BookingProblem | null {
  if (!isApiFailure(error)) return null;
  if (error.status === 401 || error.status === 404 || error.status === 410)
    return { kind: 'ended', message: error.serverMessage };
  if (error.status === 409)
    return { kind: CHANGED_TITLES.has(error.title) ? 'changed' : 'conflict', message: error.serverMessage };
  return null;
}

/** Reports the problem an API failure means; true when it was one (the caller shows nothing more). */
export function reportIfBookingProblem(error: unknown): boolean {
  const problem = problemOf(error);
  if (problem) reportBookingProblem(problem);
  return problem !== null;
}
