import { useCallback, useState } from 'react';
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

/**
 * Step 3 loads its totals (POST /calculate from the stored selection) and the
 * licence states before the form is shown (spec §4 step 4). `reload` retries.
 */
export function useCheckoutData(): { state: LoadState; states: SelectGroup[]; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const { data, loading, failed } = useRequest(`checkout-data:${attempt}`, (signal) =>
    Promise.all([takeCalculation(undefined, signal), takePrefetched('countries', getCountries, signal)]).then(
      ([totals, countries]) => {
        if (!signal.aborted) saveCalculation(totals);
        return countryGroups(countries);
      },
      (error: unknown) => {
        // An ended session or a refused booking has no retry: the layout says so, with a way on.
        if (!signal.aborted) reportIfBookingProblem(error);
        throw error;
      },
    ),
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: loading ? 'loading' : failed ? 'failed' : 'ready', states: data ?? NO_STATES, reload };
}
