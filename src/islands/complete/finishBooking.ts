import { removeCookie } from '../../lib/cookies';
import { clearDraft } from '../../lib/sessionDraft';
import { clearHold } from '../../state/bookingHold';
import { clearPendingPayment } from '../../state/pendingPayment';
import { clearBooking } from '../../state/booking';
import { calculation, clearCalculation } from '../../state/calculation';
import { reservation } from '../../state/reservation';
import { clearSelectOptions } from '../../state/selectOptions';
import { clearSelectedCar, selectedCar } from '../../state/selectedCar';
import { resetSelectedLiability } from '../../state/selectedLiability';
import { bookingEvents, pushToDataLayer } from './bookingAnalytics';

/** References already reported on this page (effects may run twice). */
const reported = new Set<string>();

/**
 * Reports the finished booking to analytics once, then forgets it (spec §4
 * step 7): the booking token cookie goes, and the booking, car, options,
 * selection and totals are reset. The reservation itself is cleared by the
 * caller after the screen has rendered from its own copy.
 */
export function finishBooking(): void {
  const held = reservation.value;
  if (!reported.has(held.reservationNumber)) {
    reported.add(held.reservationNumber);
    pushToDataLayer(bookingEvents(held, selectedCar.value, calculation.value.totals));
  }
  removeCookie('booking_token');
  // The payment is registered: nothing is left to recover, and what was typed is done with.
  clearPendingPayment();
  clearDraft('checkout');
  clearHold();
  clearBooking();
  clearSelectedCar();
  clearSelectOptions();
  resetSelectedLiability();
  clearCalculation();
}
