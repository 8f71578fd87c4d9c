import { request, requestBlob, requestRaw } from './client';
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

/** Call-centre calls (spec §7); the client adds the bearer token. */

export const login = (body: LoginRequest) => request<LoginResult>('POST', 'booking', '/login', body);

/** Ends the session on the server (its bearer token stops working at once). */
export const logout = () => request<unknown>('POST', 'booking', '/logout', {});

export const getAgents = () => request<Agent[]>('GET', 'booking', '/users/agents');

export const getNoteOptions = () => request<NoteOption[]>('GET', 'booking', '/cc-notes');

export const getVehicleTypes = () => request<VehicleType[]>('GET', 'booking', '/vehicle-types');

/** One page of bookings: `{ data, PerPage, RowCount }` (not unwrapped). */
export const getBookings = (filters: BookingFilters, page: number) =>
  requestRaw<BookingsPage>('GET', 'booking', '/bookings', undefined, { ...filters, page });

export const exportBookings = (filters: BookingFilters) => requestBlob('booking', '/dashboard/export', { ...filters });

export const setBookingNote = (body: BookingStatusRequest) => request<unknown>('PATCH', 'booking', '/booking-status', body);

export const setBookingAgent = (body: BookingAgentRequest) => request<unknown>('PATCH', 'booking', '/booking-agent', body);

export const getComments = (bookingId: number) =>
  request<Comment[]>('GET', 'booking', '/comments', undefined, { booking_id: bookingId });

/** Adds a comment; the response's `data.data` is the new comment. */
export async function addComment(bookingId: number, comment: string): Promise<Comment> {
  const result = await request<{ data: Comment }>('POST', 'booking', '/comments', { booking_id: bookingId, comment });
  return result.data;
}
