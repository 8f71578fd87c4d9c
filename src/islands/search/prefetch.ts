import { getLocations, getVehicleCategories } from '../../api/booking';
import { prefetch } from '../../api/prefetch';

/** The search form's lists (flows/search/useSearchOptions), asked for while its chunk downloads. */
export function start(): void {
  prefetch('locations', (signal) => getLocations({}, signal));
  prefetch('vehicle-categories', getVehicleCategories);
}
