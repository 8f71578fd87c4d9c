import { api } from './client';
import { getConfig } from '../config';
import type {
  CalculateRequest,
  CalculateResult,
  ClientSecretResult,
  CountryGroup,
  Location,
  OperationHourSlot,
  PaymentRequest,
  PaymentResult,
  PhoneBookingRequest,
  SaveCustomerRequest,
  SearchRequest,
  SearchResult,
  SearchVariantResult,
  SelectRequest,
  SelectResult,
  VehicleCategory,
} from './types';

/** The renter flow's calls (spec §7); each takes the caller's AbortSignal last. */

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

export const search = (body: SearchRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/search') as Promise<SearchResult>;

export const selectVehicle = (body: SelectRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/select') as Promise<SelectResult>;

export const calculate = (body: CalculateRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/calculate') as Promise<CalculateResult>;

export const getCountries = (signal?: AbortSignal) =>
  api('booking', { signal }).get('/countries') as Promise<CountryGroup[]>;

export const saveCustomer = (body: SaveCustomerRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/save-customer') as Promise<ClientSecretResult>;

export const registerPayment = (body: PaymentRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/payment') as Promise<PaymentResult>;

export const phoneBooking = (body: PhoneBookingRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/phone-booking');

/** The search variant (B or F) from the configured URL, or the rental host's default path. */
export function getSearchVariant(signal?: AbortSignal): Promise<SearchVariantResult> {
  const url = getConfig().searchVariantUrl;
  return (
    url ? api('absolute', { signal }).get(url) : api('rental', { signal }).get('/search-variant')
  ) as Promise<SearchVariantResult>;
}
