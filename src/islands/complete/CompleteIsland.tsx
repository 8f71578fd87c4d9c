import { useEffect, useState } from 'react';
import { getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { ownMessages } from '../../messages';
import { bookingMessages } from '../../messages.booking';
import { succeededRedirectIntent } from '../../payments/redirectReturn';
import { clearReservation, reservation } from '../../state/reservation';
import { Alert } from '../../ui/Alert';
import { CompleteScreen } from '../../flows/CompleteScreen';
import { Spinner } from '../../ui/Spinner';
import { finishBooking } from './finishBooking';
import { registerBookingPayment } from '../../flows/registerBookingPayment';

type View = { kind: 'pending' } | { kind: 'failed' } | { kind: 'done'; reference: string };

/**
 * /complete (spec §2, §4 step 7). A provider redirect back here
 * (`?payment_intent=…&redirect_status=succeeded`) is registered first. Without
 * a reservation number the visitor goes home. Otherwise the screen keeps the
 * reference in component state, reports and resets the booking, and clears
 * the reservation once rendered, so a reload does not report it again.
 */
export function CompleteIsland() {
  const [view, setView] = useState<View>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const config = getConfig();
    const returned = succeededRedirectIntent(window.location.search);
    const register =
      !reservation.value.reservationNumber && returned && getCookie('booking_token')
        ? registerBookingPayment(returned)
        : Promise.resolve();
    register.then(
      () => {
        if (!live) return;
        const reference = reservation.value.reservationNumber;
        if (!reference) {
          window.location.replace(config.routes.home);
          return;
        }
        finishBooking();
        setView({ kind: 'done', reference });
      },
      () => live && setView({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const done = view.kind === 'done';
  useEffect(() => {
    if (done) clearReservation();
  }, [done]);

  const config = getConfig();
  if (view.kind === 'done')
    return <CompleteScreen reference={view.reference} homeUrl={config.routes.home} surveyUrl={config.surveyUrl} />;
  if (view.kind === 'failed') {
    return (
      <div className="chw-complete">
        <Alert tone="error">{bookingMessages.paymentRegisterFailed}</Alert>
        <button type="button" className="chw-button" onClick={() => setAttempt(attempt + 1)}>
          {bookingMessages.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="chw-complete" role="status">
      <Spinner /> {ownMessages.loading}
    </p>
  );
}
