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
import { emitHostEvent } from '../../lib/hostEvents';
import { reportOnce } from '../../lib/dataLayer';
import { bookingSearch } from '../../state/bookingSearch';
import { pushBookingAnalytics } from './bookingAnalytics';
import { CURRENCY } from '../../lib/money';

/**
 * Reports the finished booking to analytics and the host page once per reservation in this
 * browser (a reload or a second visit never counts it twice), then forgets it (spec §4
 * step 7): the booking token cookie goes, and the booking, car, options,
 * selection and totals are reset. The reservation itself is cleared by the
 * caller after the screen has rendered from its own copy.
 */
export function finishBooking(): void {
  const held = reservation.value;
  const car = selectedCar.value;
  const totals = calculation.value.totals;
  reportOnce(held.reservationNumber, () => {
    pushBookingAnalytics(held, car, totals, bookingSearch.value.promoCode);
    emitHostEvent('chw:booking_completed', {
      reference: held.reservationNumber,
      value: totals.find((entry) => entry.type === 'total')?.total ?? 0,
      currency: CURRENCY,
      paymentType: car.paymentType === 'L' ? 'L' : 'N',
    });
  });
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
