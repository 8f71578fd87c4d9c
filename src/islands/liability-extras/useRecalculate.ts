import { useCallback, useRef, useState } from 'react';
import { reportIfBookingProblem } from '../../state/bookingProblem';
import { saveCalculation } from '../../state/calculation';
import { takeCalculation } from '../../flows/prefetchCalculation';

export type CalculateState = 'idle' | 'loading' | 'failed';

/**
 * Runs /calculate for the stored selection and saves the totals (the header
 * and totals follow the calculation slice). Only the latest call's answer is
 * kept, so quick changes can never leave an older total on screen.
 */
export function useRecalculate(): { state: CalculateState; recalculate: () => Promise<void> } {
  const [state, setState] = useState<CalculateState>('idle');
  const latest = useRef(0);
  const recalculate = useCallback(async () => {
    const call = ++latest.current;
    setState('loading');
    try {
      // The first one is usually under way already (prefetch.ts), if the selection is the same.
      const totals = await takeCalculation();
      if (call !== latest.current) return;
      saveCalculation(totals);
      setState('idle');
    } catch (error) {
      if (call !== latest.current) return;
      // An ended session or a lost car has no retry: the layout says so, with a way on.
      reportIfBookingProblem(error);
      setState('failed');
    }
  }, []);
  return { state, recalculate };
}
