import { persistedSignal } from './persist';
import { sameShape } from './guards';

/** Spec §3 Reservation info: empty strings by default, merged on save. */
export interface Reservation {
  reservationRef: string;
  reservationNumber: string;
  booking_id: string;
}

const initialReservation = (): Reservation => ({ reservationRef: '', reservationNumber: '', booking_id: '' });

export const reservation = persistedSignal('reservation', initialReservation, (raw) =>
  sameShape(initialReservation(), raw),
);

export function saveReservation(patch: Partial<Reservation>): void {
  reservation.value = { ...reservation.value, ...patch };
}

export function clearReservation(): void {
  reservation.value = initialReservation();
}
