import { api } from './client';
import type {
  CheckinDriverFee,
  CheckinDriver,
  CheckinPhoto,
  CheckinPhotoSide,
  CheckinRenterState,
  CheckinState as WireCheckin,
  CheckinSteps,
} from './wire.generated';

/**
 * Online check-in (an optional addition to the Manage my booking API, api/openapi.yaml `checkin`
 * tag): every call runs in the manage session (its HttpOnly cookie, `credentials: 'include'`) and
 * answers the whole check-in state, so a renter can stop after any step and come back. Licence
 * numbers go up once, in a step's body, and never come back: the state shows only their last four
 * digits (`license_no_masked`). The wire types are the document's (wire.generated.ts).
 */

/**
 * The pick-up branch's additional-driver fee (CheckinDriverFee): paid for as a change of the
 * booking (src/api/manage.ts `commitChange` with `added_drivers`, then its payment and
 * `confirmChange`), given back when a driver is removed.
 */
export type { CheckinDriverFee, CheckinDriver, CheckinPhoto };

/** The renter's view of check-in, by the server's clock and the pickup branch's zone. */
export type CheckinState = CheckinRenterState;
/** The five steps, in the order the renter meets them. */
export type CheckinStepName = keyof CheckinSteps;
export type PhotoSide = CheckinPhotoSide;
/** What every check-in call answers (CheckinState of the document). */
export type Checkin = WireCheckin;

/** A licence as a step sends it (the number in full, once). */
export interface LicenceDetails {
  birth_date: string;
  license_no: string;
  license_state: string;
  license_expiry: string;
}

/** A manage check-in call: JSON in the `{ data }` envelope, with the session cookie. */
const post = (path: string, body: object, signal?: AbortSignal) =>
  api('booking', { signal })
    .options({ credentials: 'include' })
    .post(body, `/manage/checkin${path}`) as Promise<Checkin>;

/** The state (401 without a manage session). */
export const getCheckin = (signal?: AbortSignal) => post('', {}, signal);
/** The main driver (no driver_id: the booking's own name and birth date). */
export const saveMainDriver = (licence: LicenceDetails, signal?: AbortSignal) => post('/driver', licence, signal);
/** Another driver: `driverId` 0 adds one. */
export const saveOtherDriver = (
  driverId: number,
  driver: LicenceDetails & { first_name: string; last_name: string },
  signal?: AbortSignal,
) => post('/driver', { driver_id: driverId, ...driver }, signal);
/** Removes another driver; `refund`: what went back to the card for their additional-driver fee. */
export const removeDriver = (driverId: number, signal?: AbortSignal) =>
  post('/driver/remove', { driver_id: driverId }, signal) as Promise<Checkin & { refund?: number }>;
export const saveArrival = (arrival: { flight_no: string; arrival_time: string; note: string }, signal?: AbortSignal) =>
  post('/arrival', arrival, signal);
/** Signs the agreement of `version` (409 `agreement_changed` when the text has changed since). */
export const signAgreement = (name: string, version: string, signal?: AbortSignal) =>
  post('/agreement', { name, version }, signal);

/**
 * A licence photo: the image's bytes as the body (the server reads their signature, never this
 * content type); 415 `not_an_image`, 413 `too_large`.
 */
export const uploadPhoto = (driverId: number, side: PhotoSide, photo: Blob, signal?: AbortSignal) =>
  api('booking', { signal, query: { driver_id: driverId, side } })
    .options({ credentials: 'include' })
    .content(photo.type || 'application/octet-stream')
    .post(photo, '/manage/checkin/photo') as Promise<Checkin>;
