import { useEffect, useState } from 'react';
import { getLocations, getVehicleCategories } from '../../api/booking';
import { takePrefetched } from '../../api/prefetch';
import type { Location, VehicleCategory } from '../../api/types';

export interface SearchOptions {
  locations: Location[];
  categories: VehicleCategory[];
  loaded: boolean;
  /** True when either list could not be loaded. */
  failed: boolean;
}

/** Loads the pickup locations (with their return locations) and the vehicle categories once (started early by ./prefetch.ts). */
export function useSearchOptions(): SearchOptions {
  const [options, setOptions] = useState<SearchOptions>({ locations: [], categories: [], loaded: false, failed: false });
  useEffect(() => {
    let live = true;
    void Promise.allSettled([takePrefetched('locations', getLocations), takePrefetched('vehicle-categories', getVehicleCategories)]).then(([locations, categories]) => {
      if (!live) return;
      setOptions({
        locations: locations.status === 'fulfilled' && Array.isArray(locations.value) ? locations.value : [],
        categories: categories.status === 'fulfilled' && Array.isArray(categories.value) ? categories.value : [],
        loaded: true,
        failed: locations.status === 'rejected' || categories.status === 'rejected',
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}
