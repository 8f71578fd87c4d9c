import { registerSubscriptionPayment as registerPayment } from '../api/subscription';
import { saveReservation } from '../state/reservation';

/**
 * Registers a confirmed subscription intent with the server (POST /subscription/payment) and
 * stores the reservation it returns, as registerBookingPayment does for bookings. Safe to
 * repeat for the same intent: the server answers with the same reservation.
 */
export async function registerSubscriptionPayment(
  stripeId: string,
  subscriptionToken: string,
  signal?: AbortSignal,
): Promise<string> {
  const result = await registerPayment({ stripe_id: stripeId, subscription_token: subscriptionToken }, signal);
  saveReservation({
    reservationRef: result.reservation_ref,
    reservationNumber: result.reservation_no,
    booking_id: String(result.booking_id),
  });
  return result.reservation_no;
}
