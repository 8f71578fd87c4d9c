import { persistedSignal } from './persist';
import { asRecord } from './guards';

/** The free-form booking object (spec §3): merged on save, emptied on clear. */
export type Booking = Record<string, unknown>;

export const booking = persistedSignal<Booking>('booking', () => ({}), asRecord);

export function clearBooking(): void {
  booking.value = {};
}
