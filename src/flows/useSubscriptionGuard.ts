import { useState } from 'react';
import { getConfig } from '../config';
import { getCookie } from '../lib/cookies';
import { useReloadWhenRestored } from './useReloadWhenRestored';

/**
 * Spec §4 Subscription flow 5: without the subscription token the page goes to
 * /car-subscription. Returns the token ('' while redirecting). A subscription step restored from
 * the back-forward cache loads again, as the booking steps do (useReloadWhenRestored): after
 * /subscription-complete that finds the token gone and starts afresh.
 */
export function useSubscriptionGuard(): string {
  const [token] = useState(() => {
    const value = getCookie('subscription_token');
    if (!value) window.location.replace(getConfig().routes.carSubscription);
    return value;
  });
  useReloadWhenRestored();
  return token;
}
