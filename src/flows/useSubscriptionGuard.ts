import { useState } from 'react';
import { getConfig } from '../config';
import { getCookie } from '../lib/cookies';

/**
 * Spec §4 Subscription flow 5: without the subscription token the page goes to
 * /car-subscription. Returns the token ('' while redirecting).
 */
export function useSubscriptionGuard(): string {
  const [token] = useState(() => {
    const value = getCookie('subscription_token');
    if (!value) window.location.replace(getConfig().routes.carSubscription);
    return value;
  });
  return token;
}
