import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { registerSubscriptionPayment } from '../../api/subscription';
import type { IntentType } from '../../api/types';
import { getConfig } from '../../config';
import { clearDraft } from '../../lib/sessionDraft';
import { messages } from '../../messages';
import { bookingMessages } from '../../messages.booking';
import { subscriptionMessages } from '../../messages.subscription';
import { saveReservation } from '../../state/reservation';
import { subscription } from '../../state/subscription';
import { saveSubscriptionLiability, subscriptionLiability } from '../../state/subscriptionLiability';
import { Alert } from '../../ui/Alert';
import { CardPayment } from '../../flows/CardPayment';
import { CostBreakdown } from '../../flows/CostBreakdown';
import { PremiumLiability } from '../../flows/PremiumLiability';
import { useSubscriptionGuard } from '../../flows/useSubscriptionGuard';
import { CustomerForm } from './CustomerForm';
import { SubscriptionBookingDetails } from './SubscriptionBookingDetails';
import { useSubscriptionTotals } from './useSubscriptionTotals';
import './SubscriptionCheckout.css';

/** Spec §2: the card section scrolls into view 600 ms after it appears. */
const CARD_SCROLL_MS = 600;

/** Subscription checkout (spec §2 /subscription-checkout, §4 Subscription flow 3–4). */
export function SubscriptionCheckoutIsland() {
  useSignals();
  const token = useSubscriptionGuard();
  const { totals, loading, failed } = useSubscriptionTotals(token, subscriptionLiability.value.hasInsurance);
  const [intent, setIntent] = useState<{ clientSecret: string; intentType: IntentType } | null>(null);
  if (!token) return null;

  // The totals follow the stored choice (useSubscriptionTotals asks again when it changes).
  const toggleInsurance = (hasInsurance: boolean) => saveSubscriptionLiability({ hasInsurance });

  const onPaid = async (stripeId: string) => {
    const result = await registerSubscriptionPayment({ stripe_id: stripeId, subscription_token: token });
    saveReservation({
      reservationRef: result.reservation_ref,
      reservationNumber: result.reservation_no,
      booking_id: String(result.booking_id),
    });
    clearDraft('subscription-checkout');
    window.location.assign(getConfig().routes.subscriptionComplete);
  };

  const payNow = (subscription.value.payType ?? 'N') === 'N';
  return (
    <div className="chw-sub-checkout">
      <h2 className="chw-sub-checkout__heading">{subscriptionMessages.subCheckoutHeading}</h2>
      <div className="chw-sub-checkout__layout">
        <div className="chw-sub-checkout__main">
          <PremiumLiability disabled={intent !== null} onChange={toggleInsurance} />
          <CustomerForm
            token={token}
            saved={intent !== null}
            onSaved={(clientSecret, intentType) => setIntent({ clientSecret, intentType })}
          />
          {intent && (
            <CardPayment
              clientSecret={intent.clientSecret}
              intentType={intent.intentType}
              headingLevel={3}
              buttonLabel={payNow ? bookingMessages.payNowButton : bookingMessages.confirmPreauthorisation}
              returnUrl={new URL(getConfig().routes.subscriptionComplete, window.location.href).href}
              onPaid={onPaid}
              scrollDelayMs={CARD_SCROLL_MS}
            />
          )}
        </div>
        <aside className="chw-sub-checkout__side">
          {failed && <Alert tone="error">{messages.subCheckoutLoadFailed}</Alert>}
          <CostBreakdown totals={totals} headingLevel={3} loading={loading && totals.length === 0} />
          <SubscriptionBookingDetails />
        </aside>
      </div>
    </div>
  );
}
