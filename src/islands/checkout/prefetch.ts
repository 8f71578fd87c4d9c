import { getCountries } from '../../api/booking';
import { prefetch } from '../../api/prefetch';

/** The checkout form's country list (useCheckoutData), asked for while its chunk downloads. */
export function start(): void {
  prefetch('countries', getCountries);
}
