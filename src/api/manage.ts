import { api, blobApi } from './client';
import { getConfig } from '../config';
import type { PaymentType } from './types';
import type { HostCurrency } from '../lib/hostEvents';

/**
 * Manage my booking: the optional API calls of demo/README.md. `openSession` trades the link's
 * token for a session the server keeps in an HttpOnly cookie (no script here ever sees it); every
 * manage call sends that cookie (`credentials: 'include'`, these calls only) and the server acts
 * only on that session's booking. A call without a live session answers 401 (`manage_expired`).
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
  /** Root-relative URL of an icon image, or '' (as /select's `icon`). */
  icon: string;
  /** The price's note ("$12.00/day each (max $60)"), as /select's `label`. */
  label: string;
  /** The price at quantity 1 for the booking's days (as /select's `totalfeeamount`). */
  total: number;
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

/**
 * What a change changes, each part before and after (null when it stays): pick up and return
 * (instants, ISO 8601), days, extras and car. In a quote and in a change waiting for its payment.
 */
export interface ManageChangeLines {
  dates: null | { before: { pickup: string; dropoff: string }; after: { pickup: string; dropoff: string } };
  days: null | { before: number; after: number };
  extras: null | { before: { name: string; qty: number }[]; after: { name: string; qty: number }[] };
  car: null | { before: string; after: string };
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
  /** The cover, and the extras it already includes (not offered as extras, as on step 2). */
  liability: { id: number; name: string; exclude_extra_ids: number[] } | null;
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
  /** The preauthorisation released (after a cancel), from servers that say. */
  preauth_released?: number;
  refunded: number;
  refundable_now: number;
  cancellation: {
    allowed: boolean;
    free_until: string;
    /**
     * How to read `free_until`: free until then (`open`), it has passed (`ended`), or it had passed
     * before the booking was made (`none`: there never was free cancellation). Absent: `open`.
     */
    free_period?: 'open' | 'ended' | 'none';
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
    /** When the waiting change lapses by itself (ISO 8601), from servers that say. */
    expires_at?: string;
    /** The totals before and after it, and what it changes, from servers that say. */
    old_total?: number;
    new_total?: number;
    changes?: ManageChangeLines;
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
  /** A sentence to read before committing (the cancellation terms after the change); '' or absent: none. */
  terms_note?: string;
  /** What the change changes, from servers that say. */
  changes?: ManageChangeLines;
  /** The cancellation terms after the change, from servers that say. */
  cancellation?: ManagedBooking['cancellation'];
}

export type ManageChangeResult =
  | { status: 'done'; booking: ManagedBooking; difference: number; refund: number }
  | { status: 'requires_payment'; change_id: number; client_secret: string; amount: number; intent_status: string };

export interface ManageCancelResult {
  booking: ManagedBooking;
  refund: number;
  fee: number;
  currency: HostCurrency;
}

/** The site's manage page as an absolute URL ('' when the site has none): the email's link goes there. */
export function manageUrl(): string {
  const route = getConfig().routes.manageBooking;
  return route ? new URL(route, window.location.href).toString() : '';
}

/** A manage call: JSON in the `{ data }` envelope, with the session cookie (the other APIs never send it). */
const post = <T>(path: string, body: object, signal?: AbortSignal) =>
  api('booking', { signal }).options({ credentials: 'include' }).post(body, `/manage${path}`) as Promise<T>;

export const findBooking = (body: { reservation_no: string; email: string }, signal?: AbortSignal) =>
  post<{ message: string }>('/find', { ...body, manage_url: manageUrl() || undefined }, signal);
export const requestNewLink = (linkToken: string, signal?: AbortSignal) =>
  post<{ message: string }>('/link', { link_token: linkToken }, signal);
/** Trades the link's token for a session: the server sets its cookie; the answer says only until when. */
export const openSession = (linkToken: string, signal?: AbortSignal) =>
  post<{ expires_at: string }>('/session', { link_token: linkToken }, signal);
/** The session's booking: also how the page learns whether it has a session (401 when not). */
export const getManagedBooking = (signal?: AbortSignal) => post<ManagedBooking>('/booking', {}, signal);
/** Ends the session on the server, which clears its cookie (200 with or without one). */
export const signOut = (signal?: AbortSignal) => post<unknown>('/signout', {}, signal);
export const cancelBooking = (expectedRefund: number, signal?: AbortSignal) =>
  post<ManageCancelResult>('/cancel', { expected_refund: expectedRefund }, signal);
export const quoteChange = (change: ManageChangeRequest, signal?: AbortSignal) =>
  post<ManageQuote>('/quote', change, signal);
export const commitChange = (change: ManageChangeRequest, expectedTotal: number, signal?: AbortSignal) =>
  post<ManageChangeResult>('/change', { ...change, expected_total: expectedTotal }, signal);
export const confirmChange = (changeId: number, signal?: AbortSignal) =>
  post<ManageChangeResult>('/change/confirm', { change_id: changeId }, signal);
/** Drops the change waiting for its payment (its intent cancelled, or refunded if it went through). */
export const abandonChange = (changeId: number, signal?: AbortSignal) =>
  post<{ booking: ManagedBooking }>('/change/abandon', { change_id: changeId }, signal);
export const updateDetails = (
  details: { flight_no: string; license_no: string; license_state: string },
  signal?: AbortSignal,
) => post<ManagedBooking>('/details', details, signal);

/** The booking's .ics file (text/calendar). */
export const getCalendar = (signal?: AbortSignal) =>
  blobApi('booking', { signal })
    .options({ credentials: 'include' })
    .accept('text/calendar')
    .post({}, '/manage/calendar');
