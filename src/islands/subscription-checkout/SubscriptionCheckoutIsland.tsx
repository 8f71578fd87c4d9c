import { HelpLine } from '../../ui/HelpLine';
import { RetryWhenOnline } from '../../ui/RetryWhenOnline';
import { useReducer } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { getConfig } from '../../config';
import { clearDraft } from '../../lib/sessionDraft';
import { useReveal } from '../../lib/useReveal';
import { bookingMessages } from '../../messages/booking';
import { subscriptionMessages } from '../../messages/subscription';
import { subscriptionIntent } from '../../state/pendingPayment';
import { subscription } from '../../state/subscription';
import { saveSubscriptionLiability, subscriptionLiability } from '../../state/subscriptionLiability';
import { Alert } from '../../ui/Alert';
import { CardPayment } from '../../flows/CardPayment';
import { checkoutSave, idleCheckoutSave } from '../../flows/checkoutSave';
import { CostBreakdown } from '../../flows/CostBreakdown';
import { PremiumLiability } from '../../flows/PremiumLiability';
import { PaymentRecoveryStatus } from '../../flows/PaymentRecoveryStatus';
import { registerSubscriptionPayment } from '../../flows/registerSubscriptionPayment';
import { usePaymentRecovery } from '../../flows/usePaymentRecovery';
import { useSubscriptionGuard } from '../../flows/useSubscriptionGuard';
import { CustomerForm } from './CustomerForm';
import { CallMeInstead } from './CallMeInstead';
import { SubscriptionBookingDetails } from './SubscriptionBookingDetails';
import { useSubscriptionTotals } from './useSubscriptionTotals';
import { subscriptionIdentity } from './subscriptionIdentity';
import './SubscriptionCheckout.css';

/** Another tab chose another car, package or cover (checkoutSave). */
const subscriptionChanged = { type: 'changed', notice: subscriptionMessages.subChangedNotice } as const;

/** Spec §2: the card section scrolls into view 600 ms after it appears. */
const CARD_SCROLL_MS = 600;

/**
 * Registers the paid intent (POST /subscription/payment, idempotent), keeps the reservation and
 * goes to /subscription-complete: after the card step (`assign`), or in this page's place when a
 * payment is found on return (`replace`, usePaymentRecovery).
 */
async function completeSubscription(
  stripeId: string,
  token: string,
  go: 'assign' | 'replace',
  signal?: AbortSignal,
): Promise<void> {
  await registerSubscriptionPayment(stripeId, token, signal);
  clearDraft('subscription-checkout');
  window.location[go](getConfig().routes.subscriptionComplete);
}

/**
 * Subscription checkout (spec §2 /subscription-checkout, §4 Subscription flow 3–4). Its heading is
 * the host page's (the demo's "Checkout", the plugin-created page's title): the island's sections
 * are h2s below it, so the page never shows two headings for one step. As for
 * bookings, the intent is remembered from the moment it is handed to the card form's confirmation
 * (before, nothing can have paid it, and asking the server to register it only answers 402), and a
 * page opened again after it was paid (a reload during "Processing…", a closed tab, Back) registers it
 * and goes on, instead of offering the form and the card again.
 */
export function SubscriptionCheckoutIsland() {
  useSignals();
  const token = useSubscriptionGuard();
  const identity = subscriptionIdentity();
  const { totals, loading, failed, retry } = useSubscriptionTotals(
    token,
    subscriptionLiability.value.hasInsurance,
    identity,
  );
  const [saveState, dispatch] = useReducer(checkoutSave, idleCheckoutSave);
  const { notice, intent } = saveState;
  const noticeRef = useReveal(notice);
  // Another tab chose another car, package or cover: the server cancelled the intent made for the
  // old one, so the card form goes, the totals are asked again and the renter continues afresh
  // (adjusted while rendering, as the booking checkout does).
  if (intent && intent.identity !== identity) dispatch(subscriptionChanged);
  const recovery = usePaymentRecovery({
    cookie: 'subscription_token',
    memory: subscriptionIntent,
    register: (intentId, signal) => completeSubscription(intentId, token, 'replace', signal),
  });
  if (!token) return null;

  // The totals follow the stored choice (useSubscriptionTotals asks again when it changes).
  const toggleInsurance = (hasInsurance: boolean) => saveSubscriptionLiability({ hasInsurance });

  const onPaid = (stripeId: string) => completeSubscription(stripeId, token, 'assign');

  /** The provider no longer takes the intent, or it is not for what this page shows: start again. */
  const intentChanged = () => dispatch(subscriptionChanged);
  /** Right before the card is confirmed: the intent is still for the subscription on screen. */
  const stillShown = () => {
    if (intent?.identity === subscriptionIdentity()) {
      subscriptionIntent.remember(token, intent.clientSecret, intent.intentType);
      return true;
    }
    intentChanged();
    return false;
  };

  const payNow = (subscription.value.payType ?? 'N') === 'N';
  return (
    <div className="chw-sub-checkout">
      <HelpLine phone={getConfig().supportPhone} />
      <div className="chw-sub-checkout__layout">
        <div className="chw-sub-checkout__main">
          <PaymentRecoveryStatus state={recovery.state} retry={recovery.retry} />
          {recovery.state === 'none' && (
            <>
              {notice && (
                <div ref={noticeRef} tabIndex={-1} className="chw-sub-checkout__notice">
                  <Alert tone="warning">{notice}</Alert>
                </div>
              )}
              <PremiumLiability headingLevel={2} disabled={intent !== null} onChange={toggleInsurance} />
              <CustomerForm
                token={token}
                save={saveState}
                dispatch={dispatch}
                onSaved={(clientSecret, intentType) => {
                  dispatch({ type: 'saved', intent: { clientSecret, intentType, identity: subscriptionIdentity() } });
                }}
              />
              {intent && (
                <CardPayment
                  clientSecret={intent.clientSecret}
                  intentType={intent.intentType}
                  buttonLabel={payNow ? bookingMessages.payNowButton : bookingMessages.confirmPreauthorisation}
                  returnUrl={new URL(getConfig().routes.subscriptionComplete, window.location.href).href}
                  onPaid={onPaid}
                  beforeConfirm={stillShown}
                  onIntentChanged={intentChanged}
                  scrollDelayMs={CARD_SCROLL_MS}
                  fallback={<CallMeInstead />}
                />
              )}
            </>
          )}
        </div>
        <aside className="chw-sub-checkout__side">
          {failed && <Alert tone="error">{subscriptionMessages.subCheckoutLoadFailed}</Alert>}
          <RetryWhenOnline failed={failed} retry={retry} />
          <CostBreakdown totals={totals} loading={loading && totals.length === 0} />
          <SubscriptionBookingDetails />
        </aside>
      </div>
    </div>
  );
}
