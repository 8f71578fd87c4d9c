import { useEffect, useState } from 'react';
import { getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { useRequest } from '../../lib/useRequest';
import { sharedMessages } from '../../messages/shared';
import { bookingMessages } from '../../messages/booking';
import { succeededRedirectIntent } from '../../payments/redirectReturn';
import { clearReservation, reservation } from '../../state/reservation';
import { RetryAlert } from '../../ui/RetryAlert';
import { RetryWhenOnline } from '../../ui/RetryWhenOnline';
import { CompleteScreen } from '../../flows/CompleteScreen';
import { Spinner } from '../../ui/Spinner';
import { finishBooking } from './finishBooking';
import { registerBookingPayment } from '../../flows/registerBookingPayment';

/**
 * /complete (spec §2, §4 step 7). A provider redirect back here
 * (`?payment_intent=…&redirect_status=succeeded`) is registered first. Without
 * a reservation number the visitor goes home. Otherwise the screen keeps the
 * reference (the request's answer), reports and resets the booking, and clears
 * the reservation once rendered, so a reload does not report it again.
 */
export function CompleteIsland() {
  const [attempt, setAttempt] = useState(0);
  const finished = useRequest(`complete:${attempt}`, (signal) => {
    const returned = succeededRedirectIntent(window.location.search);
    const register =
      !reservation.value.reservationNumber && returned && getCookie('booking_token')
        ? registerBookingPayment(returned, signal)
        : Promise.resolve();
    return register.then(() => {
      const reference = reservation.value.reservationNumber;
      if (!reference) window.location.replace(getConfig().routes.home);
      else if (!signal.aborted) finishBooking();
      return reference;
    });
  });
  const reference = finished.loading ? '' : (finished.data ?? '');
  useEffect(() => {
    if (reference) clearReservation();
  }, [reference]);

  const config = getConfig();
  if (reference)
    return <CompleteScreen reference={reference} homeUrl={config.routes.home} surveyUrl={config.surveyUrl} />;
  if (finished.failed && !finished.loading) {
    const retry = () => setAttempt(attempt + 1);
    return (
      <RetryAlert
        className="chw-complete"
        message={bookingMessages.paymentRegisterFailed}
        retryLabel={bookingMessages.retry}
        onRetry={retry}
      >
        <RetryWhenOnline failed retry={retry} />
      </RetryAlert>
    );
  }
  return (
    <p className="chw-complete" role="status">
      <Spinner /> {sharedMessages.loading}
    </p>
  );
}
