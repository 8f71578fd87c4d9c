import { api, blobApi, rawApi } from './client';
import type {
  Agent,
  BookingAgentRequest,
  BookingFilters,
  BookingStatusRequest,
  BookingsPage,
  Comment,
  LoginRequest,
  LoginResult,
  NoteOption,
  VehicleType,
} from './types';

/** Call-centre calls (spec §7); the client adds the bearer token; each takes the caller's AbortSignal last. */

export const login = (body: LoginRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/login') as Promise<LoginResult>;

/** Ends the session on the server (its bearer token stops working at once). */
export const logout = (signal?: AbortSignal) => api('booking', { signal }).post({}, '/logout');

export const getAgents = (signal?: AbortSignal) => api('booking', { signal }).get('/users/agents') as Promise<Agent[]>;

export const getNoteOptions = (signal?: AbortSignal) =>
  api('booking', { signal }).get('/cc-notes') as Promise<NoteOption[]>;

export const getVehicleTypes = (signal?: AbortSignal) =>
  api('booking', { signal }).get('/vehicle-types') as Promise<VehicleType[]>;

/** One page of bookings: `{ data, PerPage, RowCount }` (not unwrapped). */
export const getBookings = (filters: BookingFilters, page: number, signal?: AbortSignal) =>
  rawApi('booking', { signal, query: { ...filters, page } }).get('/bookings') as Promise<BookingsPage>;

export const exportBookings = (filters: BookingFilters, signal?: AbortSignal) =>
  blobApi('booking', { signal, query: { ...filters } }).get('/dashboard/export');

export const setBookingNote = (body: BookingStatusRequest, signal?: AbortSignal) =>
  api('booking', { signal }).patch(body, '/booking-status');

export const setBookingAgent = (body: BookingAgentRequest, signal?: AbortSignal) =>
  api('booking', { signal }).patch(body, '/booking-agent');

export const getComments = (bookingId: number, signal?: AbortSignal) =>
  api('booking', { signal, query: { booking_id: bookingId } }).get('/comments') as Promise<Comment[]>;

/** Adds a comment; the response's `data.data` is the new comment. */
export async function addComment(bookingId: number, comment: string, signal?: AbortSignal): Promise<Comment> {
  const result = (await api('booking', { signal }).post({ booking_id: bookingId, comment }, '/comments')) as {
    data: Comment;
  };
  return result.data;
}

/** Optional (demo/README.md): emails a paid booking's renter a new Manage my booking link. */
export const resendManageLink = (bookingId: number, signal?: AbortSignal) =>
  api('booking', { signal }).post({ booking_id: bookingId }, '/manage/resend') as Promise<{ message: string }>;
