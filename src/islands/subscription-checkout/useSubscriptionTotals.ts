import { useCallback, useEffect, useRef, useState } from 'react';
import { calculateSubscription } from '../../api/subscription';
import type { TotalEntry } from '../../api/types';
import { saveCalculation } from '../../state/calculation';

/**
 * The subscription totals (POST /subscription/calculate): loaded on mount and
 * again on every `recalculate(hasInsurance)`; an answer to an older request is
 * dropped, so quick toggles end with the last choice's totals.
 */
export function useSubscriptionTotals(token: string, hasInsurance: boolean) {
  const [totals, setTotals] = useState<TotalEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const recalculate = useCallback(
    async (withInsurance: boolean) => {
      const request = ++latest.current;
      setLoading(true);
      try {
        const result = await calculateSubscription({ subscription_token: token, has_insurance: withInsurance });
        if (request !== latest.current) return;
        const next = result?.results?.totals ?? [];
        setTotals(next);
        // Kept in the calculation slice too: the complete page reports the first payment.
        saveCalculation(next);
        setFailed(false);
      } catch {
        if (request === latest.current) setFailed(true);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [token],
  );

  useEffect(() => {
    if (token) void recalculate(hasInsurance);
    // Only on mount: later changes call recalculate themselves.
  }, [token]);

  return { totals, loading, failed, recalculate };
}
