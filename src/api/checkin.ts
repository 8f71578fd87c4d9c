import { api } from './client';
import type { CheckinDriverFee } from './wire.generated';

/**
 * The pick-up branch's additional-driver fee (api/openapi.yaml CheckinDriverFee): paid for as a
 * change of the booking (src/api/manage.ts `commitChange` with `added_drivers`, then its payment and
 * `confirmChange`), given back when a driver is removed.
 */
export type { CheckinDriverFee };

/**
 * Online check-in (an optional addition to the Manage my booking API, demo/README.md): every call
 * runs in the manage session (its HttpOnly cookie, `credentials: 'include'`) and answers the whole
 * check-in state, so a renter can stop after any step and come back. Licence numbers go up once,
 * in a step's body, and never come back: the state shows only their last four digits.
 */

/** The renter's view of check-in, by the server's clock and the pickup branch's zone. */
export type CheckinState = 'not_open' | 'to_do' | 'in_progress' | 'needs_photo' | 'done' | 'closed' | 'cancelled';

/** The five steps, in the order the renter meets them. */
export type CheckinStepName = 'driver' | 'photos' | 'drivers' | 'arrival' | 'agreement';

/** One side of a licence, as the desk has reviewed it (`ask_again`: the renter sends another). */
export interface CheckinPhoto {
  id: number;
  review: 'pending' | 'accepted' | 'ask_again';
  reason: string;
}

export type PhotoSide = 'front' | 'back';

export interface CheckinDriver {
  id: number;
  main: boolean;
  first_name: string;
  last_name: string;
  birth_date: string;
  /** `••••1234`: all the renter's screens ever get of the number. */
  license_no_masked: string;
  license_state: string;
  license_expiry: string;
  photos: Record<PhotoSide, CheckinPhoto | null>;
}

export interface Checkin {
  state: CheckinState;
  /** When check-in opens and closes (ISO 8601, UTC). */
  opens_at: string;
  closes_at: string;
  /** The pickup branch's IANA zone: the times the renter reads and the arrival time are its. */
  time_zone: string;
  steps: Record<CheckinStepName, boolean>;
  drivers_max: number;
  /** src/rules.json's limits for these screens: CHECKIN_PHOTO_MAX_PX, CHECKIN_PHOTO_MAX_BYTES, CHECKIN_NOTE_MAX_LENGTH, PERSON_NAME_MAX_LENGTH. */
  limits: { photo_max_px: number; photo_max_bytes: number; note_max_length: number; name_max_length: number };
  main_driver: { first_name: string; last_name: string };
  /** The booking's payment type (N paid now, L pay later) and total, from servers that say. */
  payment_type?: 'N' | 'L';
  total?: number;
  /** The branch's additional-driver fee, from servers that say (null: the branch charges none). */
  driver_fee?: CheckinDriverFee | null;
  /** The return date (yyyy-mm-dd, the return branch's): a licence must still be valid on it. */
  return_date: string;
  /** The pickup branch's hours on the pickup day (HH:mm), or null when it says none. */
  opening_hours: { open: string; close: string } | null;
  drivers: CheckinDriver[];
  arrival: { flight_no: string; arrival_time: string; note: string };
  agreement: { version: string; text: string; signed: { name: string; at: string } | null };
}

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
