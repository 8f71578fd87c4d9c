import { getCookie } from '../../lib/cookies';
import { fingerprint } from '../../lib/fingerprint';
import { subscription } from '../../state/subscription';
import { subscriptionLiability } from '../../state/subscriptionLiability';

/**
 * What the subscription in this browser is right now: its token (as a fingerprint), car, package,
 * payment frequency and type, and the premium cover. A card intent is made for one identity; when
 * another tab changes any of it, the server cancels that intent and this tab must not offer it
 * (the same rule as bookingIdentity for the booking checkout).
 */
export function subscriptionIdentity(): string {
  const chosen = subscription.value;
  return JSON.stringify([
    fingerprint(getCookie('subscription_token')),
    chosen.vehicleId ?? null,
    chosen.subscriptionType ?? null,
    chosen.paymentFrequency ?? null,
    chosen.payType ?? null,
    subscriptionLiability.value.hasInsurance,
  ]);
}
