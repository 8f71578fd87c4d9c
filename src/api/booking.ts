import { api } from './client';
import { getConfig } from '../config';
import type { CountryGroup, Location, OperationHourSlot, SearchVariantResult, VehicleCategory } from './types';

/**
 * The renter flow's reads (spec §7): the search form's lists, hours and variant, and the countries;
 * the calls from the search on are in bookingSteps.ts. Each takes the caller's AbortSignal last.
 */

export const getLocations = (options: { allowsSubscription?: boolean } = {}, signal?: AbortSignal) =>
  api('booking', { signal, query: { allows_subscription: options.allowsSubscription ? 1 : undefined } }).get(
    '/locations',
  ) as Promise<Location[]>;

export const getVehicleCategories = (signal?: AbortSignal) =>
  api('booking', { signal }).get('/vehicle-type-categories') as Promise<VehicleCategory[]>;

export const getOperationHours = (
  query: { date?: string; location_code?: string; time?: string } = {},
  signal?: AbortSignal,
) => api('booking', { signal, query }).get('/operation-hours') as Promise<OperationHourSlot[]>;

export const getCountries = (signal?: AbortSignal) =>
  api('booking', { signal }).get('/countries') as Promise<CountryGroup[]>;

/** The search variant (B or F) from the configured URL, or the rental host's default path. */
export function getSearchVariant(signal?: AbortSignal): Promise<SearchVariantResult> {
  const url = getConfig().searchVariantUrl;
  return (
    url ? api('absolute', { signal }).get(url) : api('rental', { signal }).get('/search-variant')
  ) as Promise<SearchVariantResult>;
}
