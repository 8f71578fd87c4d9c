import { getLocations, getVehicleCategories } from '../../api/booking';
import { prefetch } from '../../api/prefetch';

/** The search form's lists (useSearchOptions), asked for while its chunk downloads. */
export function start(): void {
  prefetch('locations', getLocations);
  prefetch('vehicle-categories', getVehicleCategories);
}
