import { useCallback, useEffect, useState } from 'react';
import { getCountries } from '../../api/booking';
import { takePrefetched } from '../../api/prefetch';
import { reportIfBookingProblem } from '../../state/bookingProblem';
import { saveCalculation } from '../../state/calculation';
import type { SelectGroup } from '../../ui/Select';
import { calculateSelection } from '../../flows/calculateSelection';
import { countryGroups } from './countryGroups';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Step 3 loads its totals (POST /calculate from the stored selection) and the
 * licence states before the form is shown (spec §4 step 4). `reload` retries.
 */
export function useCheckoutData(): { state: LoadState; states: SelectGroup[]; reload: () => void } {
  const [state, setState] = useState<LoadState>('loading');
  const [states, setStates] = useState<SelectGroup[]>([]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState('loading');
    Promise.all([calculateSelection(), takePrefetched('countries', getCountries)]).then(
      ([totals, countries]) => {
        if (!live) return;
        saveCalculation(totals);
        setStates(countryGroups(countries));
        setState('ready');
      },
      (error: unknown) => {
        if (!live) return;
        // An ended session or a refused booking has no retry: the layout says so, with a way on.
        reportIfBookingProblem(error);
        setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, states, reload };
}
