import { request } from './client';
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

/** The renter flow's calls (spec §7). */

export const getLocations = (options: { allowsSubscription?: boolean } = {}) =>
  request<Location[]>('GET', 'booking', '/locations', undefined, options.allowsSubscription ? { allows_subscription: 1 } : undefined);

export const getVehicleCategories = () => request<VehicleCategory[]>('GET', 'booking', '/vehicle-type-categories');

export const getOperationHours = (query: { date?: string; location_code?: string; time?: string } = {}) =>
  request<OperationHourSlot[]>('GET', 'booking', '/operation-hours', undefined, query);

export const search = (body: SearchRequest) => request<SearchResult>('POST', 'booking', '/search', body);

export const selectVehicle = (body: SelectRequest) => request<SelectResult>('POST', 'booking', '/select', body);

export const calculate = (body: CalculateRequest) => request<CalculateResult>('POST', 'booking', '/calculate', body);

export const getCountries = () => request<CountryGroup[]>('GET', 'booking', '/countries');

export const saveCustomer = (body: SaveCustomerRequest) => request<ClientSecretResult>('POST', 'booking', '/save-customer', body);

export const registerPayment = (body: PaymentRequest) => request<PaymentResult>('POST', 'booking', '/payment', body);

export const phoneBooking = (body: PhoneBookingRequest) => request<unknown>('POST', 'booking', '/phone-booking', body);

/** The search variant (B or F) from the configured URL, or the rental host's default path. */
export async function getSearchVariant(): Promise<SearchVariantResult> {
  const url = getConfig().searchVariantUrl;
  if (url) return request<SearchVariantResult>('GET', 'absolute', url);
  return request<SearchVariantResult>('GET', 'rental', '/search-variant');
}
