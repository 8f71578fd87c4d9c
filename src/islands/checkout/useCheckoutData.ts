import { useCallback, useEffect, useState } from 'react';
import { getCountries } from '../../api/booking';
import { takePrefetched } from '../../api/prefetch';
import { useRequest } from '../../lib/useRequest';
import { reportIfBookingProblem } from '../../state/bookingProblem';
import { saveCalculation } from '../../state/calculation';
import type { SelectGroup } from '../../ui/Select';
import { takeCalculation } from '../../flows/prefetchCalculation';
import { countryGroups } from '../../flows/countryGroups';

export type LoadState = 'loading' | 'ready' | 'failed';

const NO_STATES: SelectGroup[] = [];

/** Waits between the licence-state list's own retries: it is optional, so it never blocks the form. */
const COUNTRIES_RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * The licence-state list (GET /countries): optional, so its failure never holds the form back; it
 * is asked again on its own, a little later each time, and at once when the connection returns.
 * `failed` is true while it has none.
 */
function useCountries(): { states: SelectGroup[]; failed: boolean } {
  const [attempt, setAttempt] = useState(0);
  const { data, failed } = useRequest(`countries:${attempt}`, (signal) =>
    (attempt === 0 ? takePrefetched('countries', getCountries, signal) : getCountries(signal)).then(countryGroups),
  );
  const waiting = failed && !data && attempt < COUNTRIES_RETRY_MS.length;
  useEffect(() => {
    if (!waiting) return undefined;
    const again = () => setAttempt((n) => n + 1);
    const timer = window.setTimeout(again, COUNTRIES_RETRY_MS[attempt]);
    window.addEventListener('online', again);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [waiting, attempt]);
  return { states: data ?? NO_STATES, failed: failed && !data };
}

/**
 * Step 3 loads its totals (POST /calculate from the stored selection) before the form is shown
 * (spec §4 step 4); `reload` retries them. The licence states come alongside (useCountries).
 */
export function useCheckoutData(): {
  state: LoadState;
  states: SelectGroup[];
  statesFailed: boolean;
  reload: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const { loading, failed } = useRequest(`checkout-data:${attempt}`, (signal) =>
    takeCalculation(undefined, signal).then(
      (totals) => {
        if (!signal.aborted) saveCalculation(totals);
      },
      (error: unknown) => {
        // An ended session or a refused booking has no retry: the layout says so, with a way on.
        if (!signal.aborted) reportIfBookingProblem(error);
        throw error;
      },
    ),
  );
  const countries = useCountries();
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    state: loading ? 'loading' : failed ? 'failed' : 'ready',
    states: countries.states,
    statesFailed: countries.failed,
    reload,
  };
}
