import { api, blobApi } from './client';
import { getConfig } from '../config';
import type { ManageChangeRequest, ManageDetailsRequest, ManageFindRequest, paths } from './wire.generated';

/**
 * Manage my booking: the optional API calls of demo/README.md. `openSession` trades the link's
 * token for a session the server keeps in an HttpOnly cookie (no script here ever sees it); every
 * manage call sends that cookie (`credentials: 'include'`, these calls only) and the server acts
 * only on that session's booking. A call without a live session answers 401 (`manage_expired`).
 */

/**
 * The Manage my booking wire types, generated from api/openapi.yaml (the `manage` tag): its casing is
 * snake case throughout (`form_type`, `increment`), unlike the booking API's `formType`/`Increment`.
 */
export type {
  ManageBranch,
  ManageExtraOption,
  ManageChangeRequest,
  ManageChangeLines,
  ManagedBooking,
  ManageQuote,
  ManageChangeResult,
  ManageCancelResult,
} from './wire.generated';

/** The site's manage page as an absolute URL ('' when the site has none): the email's link goes there. */
export function manageUrl(): string {
  const route = getConfig().routes.manageBooking;
  return route ? new URL(route, window.location.href).toString() : '';
}

/** The manage calls of the document (api/openapi.yaml) that send and answer JSON (a licence photo is bytes). */
type ManagePath = Exclude<
  Extract<keyof paths, `/manage/${string}`>,
  '/manage/calendar' | '/manage/resend' | '/manage/checkin/photo'
>;
/** A manage call's JSON body, as the document says. */
type ManageBody<P extends ManagePath> = NonNullable<paths[P]['post']['requestBody']>['content']['application/json'];
/** A manage call's answer, inside the `{ data }` envelope, as the document says. */
type ManageAnswer<P extends ManagePath> = paths[P]['post']['responses'][200]['content']['application/json']['data'];

/** A manage call: JSON in the `{ data }` envelope, with the session cookie (the other APIs never send it). */
const post = <P extends ManagePath>(path: P, body: ManageBody<P>, signal?: AbortSignal) =>
  api('booking', { signal }).options({ credentials: 'include' }).post(body, path) as Promise<ManageAnswer<P>>;

export const findBooking = (body: Omit<ManageFindRequest, 'manage_url'>, signal?: AbortSignal) =>
  post('/manage/find', { ...body, manage_url: manageUrl() || undefined }, signal);
export const requestNewLink = (linkToken: string, signal?: AbortSignal) =>
  post('/manage/link', { link_token: linkToken }, signal);
/** Trades the link's token for a session: the server sets its cookie; the answer says only until when. */
export const openSession = (linkToken: string, signal?: AbortSignal) =>
  post('/manage/session', { link_token: linkToken }, signal);
/** The session's booking: also how the page learns whether it has a session (401 when not). */
export const getManagedBooking = (signal?: AbortSignal) => post('/manage/booking', {}, signal);
/** Ends the session on the server, which clears its cookie (200 with or without one). */
export const signOut = (signal?: AbortSignal) => post('/manage/signout', {}, signal);
export const cancelBooking = (expectedRefund: number, signal?: AbortSignal) =>
  post('/manage/cancel', { expected_refund: expectedRefund }, signal);
export const quoteChange = (change: ManageChangeRequest, signal?: AbortSignal) => post('/manage/quote', change, signal);
export const commitChange = (change: ManageChangeRequest, expectedTotal: number, signal?: AbortSignal) =>
  post('/manage/change', { ...change, expected_total: expectedTotal }, signal);
export const confirmChange = (changeId: number, signal?: AbortSignal) =>
  post('/manage/change/confirm', { change_id: changeId }, signal);
/** Drops the change waiting for its payment (its intent cancelled, or refunded if it went through). */
export const abandonChange = (changeId: number, signal?: AbortSignal) =>
  post('/manage/change/abandon', { change_id: changeId }, signal);
export const updateDetails = (details: ManageDetailsRequest, signal?: AbortSignal) =>
  post('/manage/details', details, signal);

/** The booking's .ics file (text/calendar). */
export const getCalendar = (signal?: AbortSignal) =>
  blobApi('booking', { signal })
    .options({ credentials: 'include' })
    .accept('text/calendar')
    .post({}, '/manage/calendar');
