import { prefetchCalculation } from '../../flows/prefetchCalculation';

/** The step's first totals (useRecalculate), asked for while its chunk downloads. */
export function start(): void {
  void prefetchCalculation();
}
