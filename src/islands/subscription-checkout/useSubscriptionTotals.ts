import { calculateSubscription } from '../../api/subscription';
import type { TotalEntry } from '../../api/types';
import { useCallback, useState } from 'react';
import { getCookie } from '../../lib/cookies';
import { useRequest } from '../../lib/useRequest';
import { saveCalculation } from '../../state/calculation';

const NO_TOTALS: TotalEntry[] = [];

/**
 * The subscription totals (POST /subscription/calculate) for the token and the liability
 * choice: asked again when the choice or the subscription (`identity`: another tab may choose
 * another car or package) changes; the request for an older choice is aborted, so quick toggles
 * end with the last choice's totals (shown meanwhile: the previous ones). `retry` asks again.
 * Nothing is asked once the token's cookie is gone: /subscription-complete spent it, and Back
 * restores this page from the back-forward cache, re-rendering it before its reload
 * (useReloadWhenRestored) — a calculation then would only earn the server's 409.
 */
export function useSubscriptionTotals(token: string, hasInsurance: boolean, identity = '') {
  const [attempt, setAttempt] = useState(0);
  const { data, loading, failed } = useRequest(
    token && getCookie('subscription_token') === token
      ? `subscription-totals:${token}:${hasInsurance}:${identity}:${attempt}`
      : null,
    (signal) =>
      calculateSubscription({ subscription_token: token, has_insurance: hasInsurance }, signal).then((result) => {
        const totals = result?.results?.totals ?? [];
        // Kept in the calculation slice too: the complete page reports the first payment.
        if (!signal.aborted) saveCalculation(totals);
        return totals;
      }),
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { totals: data ?? NO_TOTALS, loading, failed, retry };
}
