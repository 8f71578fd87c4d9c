import { useCallback, useRef, useState } from 'react';
import { reportIfBookingProblem } from '../../state/bookingProblem';
import { clearCalculation, saveCalculation } from '../../state/calculation';
import { takeCalculation } from '../../flows/prefetchCalculation';

export type CalculateState = 'idle' | 'loading' | 'failed';

/**
 * Runs /calculate for the stored selection and saves the totals (the header
 * and totals follow the calculation slice). Only the latest call's answer is
 * kept, so quick changes can never leave an older total on screen; a failed
 * call clears the totals, which no longer match the selection, and keeps its
 * error for the island to explain.
 */
export function useRecalculate(): { state: CalculateState; error: unknown; recalculate: () => Promise<void> } {
  const [state, setState] = useState<CalculateState>('idle');
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef(0);
  const recalculate = useCallback(async () => {
    const call = ++latest.current;
    setState('loading');
    try {
      // The first one is usually under way already (prefetch.ts), if the selection is the same.
      const totals = await takeCalculation();
      if (call !== latest.current) return;
      saveCalculation(totals);
      setError(undefined);
      setState('idle');
    } catch (failure) {
      if (call !== latest.current) return;
      // An ended session or a lost car has no retry: the layout says so, with a way on.
      reportIfBookingProblem(failure);
      clearCalculation();
      setError(failure);
      setState('failed');
    }
  }, []);
  return { state, error, recalculate };
}
