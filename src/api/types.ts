/**
 * The wire contract (spec §3 and §7) lives in one document, api/openapi.yaml; its types are
 * generated into wire.generated.ts (`npm run generate`, scripts/openapi.mjs) and re-exported here
 * under the document's schema names (`Location`, `Car`, `SearchRequest`, `DashboardBooking`, …). The
 * reference server in demo/ implements that document (and names the same types in its JSDoc).
 *
 * Envelope: every JSON response is `{ data: … }` unless noted (GET /bookings is
 * `{ data: rows, PerPage, RowCount }`). Errors are non-2xx `ApiErrorBody` (`{ title?, message, code? }`).
 * Dates on the wire are `yyyy-mm-dd`, times `HH:mm` (24 h), date-times `yyyy-mm-dd HH:mm:ss`.
 * Money is a number of dollars (AUD), two decimals.
 *
 * What follows the re-export is what the widgets derive from the contract, written here by hand.
 */

import type { AttributionFields } from '../lib/attribution';
import type { Attribution, BookingFilters as WireBookingFilters } from './wire.generated';

export type * from './wire.generated';

export interface Envelope<T> {
  data: T;
}

/**
 * What a failed call means, read once where the answer is read (api/client's toApiError), so state
 * and islands never match the server's words: no answer (`network`, `timeout`), an answer that could
 * not be read (`malformed`: not JSON) or not in the shape the call expects (`unexpected`: a 2xx
 * without the `{ data }` envelope, or without what the call needs); the
 * booking or session is gone (`expired`: 404, 410; `unauthorized`: 401); a 409 that means this step
 * no longer matches the booking (`changed`), that the car went (`sold_out`) or another refusal
 * (`conflict`); `invalid` (400, 422), `payment` (402), `rate_limited` (429), `rejected` (another
 * 4xx) and `server` (5xx).
 */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'unexpected'
  | 'expired'
  | 'unauthorized'
  | 'changed'
  | 'sold_out'
  | 'conflict'
  /** 409 `change_pending` (Manage my booking): a change waits for its payment; pay or drop it first. */
  | 'change_pending'
  | 'invalid'
  | 'payment'
  | 'rate_limited'
  | 'rejected'
  | 'server'
  /** A code file of the page did not load (src/lib/lazyOnce.ts): a reload fixes it, not the API. */
  | 'chunk';

/** Campaign attribution: optional fields of POST /search, /subscription/store and /request-call (src/lib/attribution.ts). */
export type { AttributionFields };

/**
 * src/lib/attribution.ts keeps its own `AttributionFields` (lib imports nothing of ours): this fails the
 * type check when it and the document's `Attribution` part ways.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type AttributionMatchesDocument = Holds<Same<Required<AttributionFields>, Required<Attribution>>>;

/**
 * The desk's filters as the dashboard keeps them: every filter present ('' for none), the optional
 * additions `q` and `queue` as the document has them.
 */
export type BookingFilters = Required<Omit<WireBookingFilters, 'q' | 'queue'>> &
  Pick<WireBookingFilters, 'q' | 'queue'>;
