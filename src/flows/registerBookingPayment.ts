import { registerPayment } from '../api/bookingSteps';
import { manageUrl } from '../api/manage';
import { getCookie } from '../lib/cookies';
import { saveReservation } from '../state/reservation';

/**
 * Registers a confirmed intent with the server (POST /payment) and stores the
 * reservation it returns (spec §4 step 6). Safe to repeat for the same intent:
 * the server answers with the same reservation.
 */
export async function registerBookingPayment(stripeId: string, signal?: AbortSignal): Promise<void> {
  const manage = manageUrl();
  const result = await registerPayment(
    { stripe_id: stripeId, booking_token: getCookie('booking_token'), ...(manage ? { manage_url: manage } : {}) },
    signal,
  );
  saveReservation({
    reservationRef: result.reservation_ref,
    reservationNumber: result.reservation_no,
    booking_id: String(result.booking_id),
  });
}
