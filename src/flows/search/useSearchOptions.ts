import { useLayoutEffect, useRef } from 'react';
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

/** What the answers of the two list calls make: both lists ([] when one failed). */
function toOptions([locations, categories]: [
  PromiseSettledResult<Location[]>,
  PromiseSettledResult<VehicleCategory[]>,
]): SearchOptions {
  return {
    locations: locations.status === 'fulfilled' && Array.isArray(locations.value) ? locations.value : [],
    categories: categories.status === 'fulfilled' && Array.isArray(categories.value) ? categories.value : [],
    loaded: true,
    failed: locations.status === 'rejected' || categories.status === 'rejected',
  };
}

/**
 * Loads the pickup locations (with their return locations) and the vehicle categories once
 * (started early by the search island's prefetch.ts). `onLoaded` runs when the lists arrive,
 * before they render, as an event handler would: the form settles a pre-filled search there.
 */
export function useSearchOptions(onLoaded?: (options: SearchOptions) => void): SearchOptions {
  const latestOnLoaded = useRef(onLoaded);
  useLayoutEffect(() => {
    latestOnLoaded.current = onLoaded;
  });
  const { data } = useRequest('search-options', (signal) =>
    Promise.allSettled([
      takePrefetched('locations', (request) => getLocations({}, request), signal),
      takePrefetched('vehicle-categories', getVehicleCategories, signal),
    ]).then((lists) => {
      const options = toOptions(lists);
      if (!signal.aborted) latestOnLoaded.current?.(options);
      return options;
    }),
  );
  return data ?? { locations: [], categories: [], loaded: false, failed: false };
}
