import { useRef, useState } from 'react';
import { phoneBooking } from '../../api/bookingSteps';
import { ApiError } from '../../api/client';
import type { PhoneBookingRequest } from '../../api/types';
import { reportLead } from '../../lib/leads';
import { messages } from '../../messages';
import { bookingMessages } from '../../messages.booking';
import { Spinner } from '../../ui/Spinner';

interface Props {
  /** The request for this booking and car, with the contact details the renter already gave. */
  request: () => PhoneBookingRequest;
  /** The call centre has the booking: the page shows the thank-you instead of the card step. */
  onSent: () => void;
}

/**
 * "Book by phone instead" where the card cannot be taken online: one click sends the
 * book-by-phone request for this booking (POST /phone-booking, spec §2) with what the renter typed
 * on the form — nothing is asked again. The server refuses it once a payment has gone through, so
 * a paid booking is never handed to the call centre as well.
 */
export function BookByPhoneInstead({ request, onSent }: Props) {
  const [state, setState] = useState<'offer' | 'sending' | 'failed'>('offer');
  const [reason, setReason] = useState('');
  const sending = useRef(false);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setState('sending');
    const body = request();
    try {
      await phoneBooking(body);
      reportLead({ source: 'phone_booking', vehicleId: body.vehicle_id });
      onSent();
    } catch (error) {
      setReason(error instanceof ApiError ? error.serverMessage : '');
      setState('failed');
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="chw-card__fallback">
      <p>{bookingMessages.byPhoneInsteadLead}</p>
      <button
        type="button"
        className="chw-button chw-button--secondary"
        aria-disabled={state === 'sending' || undefined}
        onClick={() => void send()}
      >
        {state === 'sending' && <Spinner />} {bookingMessages.byPhoneInstead}
      </button>
      {state === 'failed' && (
        <p role="alert" className="chw-card__error">
          {messages.phoneBookingFailed}
          {reason && <span className="chw-card__error-reason"> {reason}</span>}
        </p>
      )}
    </div>
  );
}

/** The thank-you of the book-by-phone request (spec §2 book-by-phone modal's success view). */
export function PhoneBookingThanks({ homeUrl }: { homeUrl: string }) {
  return (
    <section className="chw-card chw-card__thanks" role="status" aria-labelledby="chw-by-phone-thanks">
      <h2 id="chw-by-phone-thanks" className="chw-card__heading">
        {messages.thankYou}
      </h2>
      <p>{messages.phoneBookingCallBack}</p>
      <p>{messages.callCentreHours}</p>
      <a className="chw-button" href={homeUrl}>
        {bookingMessages.backToHome}
      </a>
    </section>
  );
}
