import { useEffect, useRef, useState } from 'react';
import { reportOnce } from '../../lib/dataLayer';
import { reportSubscriptionCompleted } from '../../lib/funnel';
import { registerSubscriptionPayment } from '../../flows/registerSubscriptionPayment';
import { getConfig } from '../../config';
import { getCookie, removeCookie } from '../../lib/cookies';
import { succeededRedirectIntent } from '../../payments/redirectReturn';
import { calculation, clearCalculation } from '../../state/calculation';
import { subscriptionIntent } from '../../state/pendingPayment';
import { clearReservation, reservation } from '../../state/reservation';
import { clearSubscription, subscription } from '../../state/subscription';
import { clearSubscriptionLiability } from '../../state/subscriptionLiability';
import { clearSubscriptionVehicles } from '../../state/subscriptionVehicles';
import { sharedMessages } from '../../messages/shared';
import { CompleteScreen } from '../../flows/CompleteScreen';
import { Spinner } from '../../ui/Spinner';
import { pushSubscriptionAnalytics } from './pushSubscriptionAnalytics';

type View = { kind: 'done'; reference: string } | { kind: 'registering' } | { kind: 'leaving' };

/** Records the finished subscription, then empties the flow's state and token. */
function finish(reference: string): void {
  const first = calculation.value.totals.find((entry) => entry.type === 'total_first_payment_amount');
  const chosen = subscription.value;
  // Once per reference in this browser, however often the page is reloaded or revisited.
  reportOnce(reference, () => {
    pushSubscriptionAnalytics(reference, first?.total ?? 0, chosen.vehicleName ?? '');
    reportSubscriptionCompleted(reference, chosen.paymentFrequency ?? '', chosen.subscriptionType ?? '');
  });
  clearSubscription();
  clearSubscriptionVehicles();
  clearSubscriptionLiability();
  clearCalculation();
  clearReservation();
  // The payment is registered: nothing is left to recover.
  subscriptionIntent.forget();
  removeCookie('subscription_token');
}

function initialView(): View {
  const number = reservation.value.reservationNumber;
  if (number) return { kind: 'done', reference: number };
  // Back from a confirmation that needed a redirect (3-D Secure): register it here.
  if (succeededRedirectIntent(window.location.search) && getCookie('subscription_token'))
    return { kind: 'registering' };
  return { kind: 'leaving' };
}

/**
 * The same complete screen as bookings (spec §2): without a reservation number
 * the user goes to the home page.
 */
export function SubscriptionCompleteIsland() {
  const [view, setView] = useState<View>(initialView);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    if (view.kind === 'done') finish(view.reference);
    else if (view.kind === 'leaving') window.location.replace(getConfig().routes.home);
    else {
      const stripeId = succeededRedirectIntent(window.location.search) ?? '';
      registerSubscriptionPayment(stripeId, getCookie('subscription_token')).then(
        (reference) => {
          finish(reference);
          setView({ kind: 'done', reference });
        },
        () => window.location.replace(getConfig().routes.home),
      );
    }
  }, [view]);

  if (view.kind === 'done') {
    const config = getConfig();
    return <CompleteScreen reference={view.reference} homeUrl={config.routes.home} surveyUrl={config.surveyUrl} />;
  }
  if (view.kind === 'registering') {
    return (
      <p role="status" className="chw-sub-complete__wait">
        <Spinner /> {sharedMessages.loading}
      </p>
    );
  }
  return null;
}
