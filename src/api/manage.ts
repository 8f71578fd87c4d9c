import { api, blobApi } from './client';
import { getConfig } from '../config';
import type { PaymentType } from './types';

/**
 * Manage my booking: the optional API calls of demo/README.md. Every call after `openSession`
 * carries the manage session's token; the server acts only on that session's booking.
 */

export interface ManageBranch {
  code: string;
  name: string;
  address: string;
  time_zone: string;
  /** The instant of the pick up or return (ISO 8601, UTC). */
  at: string;
  /** The branch's wall-clock date (yyyy-mm-dd) and time (HH:MM). */
  date: string;
  time: string;
  hours: { day: string; open: string; close: string }[];
}

export interface ManageExtraOption {
  id: number;
  name: string;
  description: string;
  form_type: number;
  increment: number;
  max_qty: number;
}

export interface ManageChangeRequest {
  pickup_date?: string;
  pickup_time?: string;
  dropoff_date?: string;
  dropoff_time?: string;
  extras?: { id: number; qty: number }[];
  vehicle_id?: number;
}

export interface ManagedBooking {
  reservation_no: string;
  reservation_ref: string;
  /** C confirmed, X cancelled by the renter. */
  status: string;
  payment_type: PaymentType;
  pickup: ManageBranch;
  dropoff: ManageBranch;
  days: number;
  vehicle: { id: number; name: string; sub_name: string; image: string };
  liability: { id: number; name: string } | null;
  extras: { id: number; name: string; qty: number; total: number }[];
  extra_options: ManageExtraOption[];
  driver: { first_name: string; last_name: string };
  email_masked: string;
  phone_masked: string;
  flight_no: string;
  license_no: string;
  license_state: string;
  totals: { type: string; name: string; total: number }[];
  total: number;
  paid: number;
  preauthorised: number;
  refunded: number;
  refundable_now: number;
  cancellation: {
    allowed: boolean;
    free_until: string;
    fee: number;
    refund: number;
    late_fee: number | null;
    reason: string;
  };
  can_change: boolean;
  pending_change: null | {
    change_id: number;
    client_secret: string;
    amount: number;
    intent_status: string;
    request: ManageChangeRequest;
  };
}

export interface ManageQuote {
  request: ManageChangeRequest;
  old_total: number;
  new_total: number;
  difference: number;
  available: boolean;
  alternatives: { id: number; name: string; sub_name: string; image: string; total: number }[];
  unchanged: boolean;
}

export type ManageChangeResult =
  | { status: 'done'; booking: ManagedBooking; difference: number; refund: number }
  | { status: 'requires_payment'; change_id: number; client_secret: string; amount: number; intent_status: string };

export interface ManageCancelResult {
  booking: ManagedBooking;
  refund: number;
  fee: number;
  currency: 'AUD';
}

/** The site's manage page as an absolute URL ('' when the site has none): the email's link goes there. */
export function manageUrl(): string {
  const route = getConfig().routes.manageBooking;
  return route ? new URL(route, window.location.href).toString() : '';
}

const post = <T>(path: string, body: object, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, `/manage${path}`) as Promise<T>;

export const findBooking = (body: { reservation_no: string; email: string }, signal?: AbortSignal) =>
  post<{ message: string }>('/find', { ...body, manage_url: manageUrl() || undefined }, signal);
export const requestNewLink = (linkToken: string, signal?: AbortSignal) =>
  post<{ message: string }>('/link', { link_token: linkToken }, signal);
export const openSession = (linkToken: string, signal?: AbortSignal) =>
  post<{ manage_token: string; expires_at: string }>('/session', { link_token: linkToken }, signal);
export const getManagedBooking = (token: string, signal?: AbortSignal) =>
  post<ManagedBooking>('/booking', { manage_token: token }, signal);
export const cancelBooking = (token: string, expectedRefund: number, signal?: AbortSignal) =>
  post<ManageCancelResult>('/cancel', { manage_token: token, expected_refund: expectedRefund }, signal);
export const quoteChange = (token: string, change: ManageChangeRequest, signal?: AbortSignal) =>
  post<ManageQuote>('/quote', { manage_token: token, ...change }, signal);
export const commitChange = (token: string, change: ManageChangeRequest, expectedTotal: number, signal?: AbortSignal) =>
  post<ManageChangeResult>('/change', { manage_token: token, ...change, expected_total: expectedTotal }, signal);
export const confirmChange = (token: string, changeId: number, signal?: AbortSignal) =>
  post<ManageChangeResult>('/change/confirm', { manage_token: token, change_id: changeId }, signal);
export const updateDetails = (
  token: string,
  details: { flight_no: string; license_no: string; license_state: string },
  signal?: AbortSignal,
) => post<ManagedBooking>('/details', { manage_token: token, ...details }, signal);

/** The booking's .ics file (text/calendar). */
export const getCalendar = (token: string, signal?: AbortSignal) =>
  blobApi('booking', { signal }).accept('text/calendar').post({ manage_token: token }, '/manage/calendar');
