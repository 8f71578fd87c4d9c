import { api } from './client';
import type {
  CalculateRequest,
  CalculateResult,
  ClientSecretResult,
  PaymentRequest,
  PaymentResult,
  PhoneBookingRequest,
  SaveCustomerRequest,
  SearchRequest,
  SearchResult,
  SelectRequest,
  SelectResult,
} from './types';

/**
 * The renter flow's calls from the search on (spec §7); each takes the caller's AbortSignal last.
 * Apart from api/booking.ts (the lists the search form shows), so the home page's first load
 * (its 28 KB budget) does not carry them: they load with the booking steps' state.
 */

export const search = (body: SearchRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/search') as Promise<SearchResult>;

export const selectVehicle = (body: SelectRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/select') as Promise<SelectResult>;

export const calculate = (body: CalculateRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/calculate') as Promise<CalculateResult>;

export const saveCustomer = (body: SaveCustomerRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/save-customer') as Promise<ClientSecretResult>;

export const registerPayment = (body: PaymentRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/payment') as Promise<PaymentResult>;

export const phoneBooking = (body: PhoneBookingRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/phone-booking');
