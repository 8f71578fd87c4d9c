import { getLocations, getVehicleCategories } from '../../api/booking';
import { takePrefetched } from '../../api/prefetch';
import type { Location, VehicleCategory } from '../../api/types';
import { useRequest } from '../../lib/useRequest';

export interface SearchOptions {
  locations: Location[];
  categories: VehicleCategory[];
  loaded: boolean;
  /** True when either list could not be loaded. */
  failed: boolean;
}

/** Loads the pickup locations (with their return locations) and the vehicle categories once (started early by ./prefetch.ts). */
export function useSearchOptions(): SearchOptions {
  const { data } = useRequest('search-options', (signal) =>
    Promise.allSettled([
      takePrefetched('locations', () => getLocations({}, signal)),
      takePrefetched('vehicle-categories', () => getVehicleCategories(signal)),
    ]),
  );
  if (!data) return { locations: [], categories: [], loaded: false, failed: false };
  const [locations, categories] = data;
  return {
    locations: locations.status === 'fulfilled' && Array.isArray(locations.value) ? locations.value : [],
    categories: categories.status === 'fulfilled' && Array.isArray(categories.value) ? categories.value : [],
    loaded: true,
    failed: locations.status === 'rejected' || categories.status === 'rejected',
  };
}
