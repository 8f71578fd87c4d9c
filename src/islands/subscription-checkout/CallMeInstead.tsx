import { useState } from 'react';
import { sendEnquiry } from '../../api/enquiry';
import { keptAttribution } from '../../lib/attribution';
import { reportLead } from '../../lib/leads';
import { useSubmit } from '../../lib/useSubmit';
import { internationalNumber } from '../../lib/validation';
import { bookingMessages } from '../../messages/booking';
import { enquiryMessages } from '../../messages/enquiry';
import { CALL_TIMES } from '../../ruleLists.generated';
import { subscriptionMessages } from '../../messages/subscription';
import { subscription } from '../../state/subscription';
import { CallInsteadOffer } from '../../flows/CallInsteadOffer';

/**
 * "We'll call you" where the card cannot be taken online (two refused cards, Stripe.js blocked), as
 * the booking checkout offers: one click sends a request-a-call (POST /request-call, REQ_CALL) with
 * the details the renter gave for this subscription — nothing is asked again.
 */
export function CallMeInstead() {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useSubmit();

  const send = async () => {
    setFailed(false);
    const details = subscription.value;
    try {
      await sendEnquiry({
        name: `${details.firstName ?? ''} ${details.lastName ?? ''}`.trim(),
        phone: internationalNumber(details.mobileCountryCode ?? '', details.mobileNumber ?? ''),
        email: details.email ?? '',
        call_time: CALL_TIMES[0],
        type: 'REQ_CALL',
        ...keptAttribution(),
      });
      reportLead({ source: 'enquiry', type: 'REQ_CALL' });
      setSent(true);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };

  if (sent) {
    return (
      <p className="chw-card__fallback" role="status">
        {bookingMessages.phoneBookingCallBack} {bookingMessages.callCentreHours}
      </p>
    );
  }
  return (
    <CallInsteadOffer
      lead={subscriptionMessages.subCallInsteadLead}
      label={subscriptionMessages.subCallInstead}
      busy={busy}
      onSend={() => void run(send)}
      failure={failed ? enquiryMessages.enquiryFailed : ''}
    />
  );
}
