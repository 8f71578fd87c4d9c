import { useState } from 'react';
import { phoneBooking } from '../../api/bookingSteps';
import { ApiError } from '../../api/client';
import type { PhoneBookingRequest } from '../../api/types';
import { reportLead } from '../../lib/leads';
import { useSubmit } from '../../lib/useSubmit';
import { bookingMessages } from '../../messages/booking';
import { CallInsteadOffer } from '../../flows/CallInsteadOffer';

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
  /** Why the last request failed (the server's words, or ''); null while none has. */
  const [failure, setFailure] = useState<string | null>(null);
  const { busy: sending, run } = useSubmit();

  /** Resolves true once the call centre has it: the button stays busy (the page shows the thank-you). */
  const send = async () => {
    setFailure(null);
    const body = request();
    try {
      await phoneBooking(body);
      reportLead({ source: 'phone_booking', vehicleId: body.vehicle_id });
      onSent();
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError ? error.serverMessage : '');
      return false;
    }
  };

  return (
    <CallInsteadOffer
      lead={bookingMessages.byPhoneInsteadLead}
      label={bookingMessages.byPhoneInstead}
      busy={sending}
      onSend={() => void run(send)}
      failure={failure !== null ? bookingMessages.phoneBookingFailed : ''}
      reason={failure ?? ''}
    />
  );
}

/** The thank-you of the book-by-phone request (spec §2 book-by-phone modal's success view). */
export function PhoneBookingThanks({ homeUrl }: { homeUrl: string }) {
  return (
    <section className="chw-card chw-card__thanks" role="status" aria-labelledby="chw-by-phone-thanks">
      <h2 id="chw-by-phone-thanks" className="chw-card__heading">
        {bookingMessages.thankYou}
      </h2>
      <p>{bookingMessages.phoneBookingCallBack}</p>
      <p>{bookingMessages.callCentreHours}</p>
      <a className="chw-button" href={homeUrl}>
        {bookingMessages.backToHome}
      </a>
    </section>
  );
}
