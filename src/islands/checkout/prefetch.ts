import { getCountries } from '../../api/booking';
import { prefetch } from '../../api/prefetch';
import { prefetchCalculation } from '../../flows/prefetchCalculation';

/** The checkout form's country list and totals (useCheckoutData), asked for while its chunk downloads. */
export function start(): void {
  prefetch('countries', getCountries);
  void prefetchCalculation();
}
