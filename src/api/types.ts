/**
 * Wire types of the API contract (spec §3 and §7). The reference server in demo/
 * implements exactly these shapes; field names are the spec's.
 *
 * Envelope: every JSON response is `{ data: … }` unless noted (GET /bookings is
 * `{ data: rows, PerPage, RowCount }`). Errors are non-2xx `{ title?, message, code? }`.
 * Dates on the wire are `yyyy-mm-dd`, times `HH:mm` (24 h), date-times
 * `yyyy-mm-dd HH:mm:ss`. Money is a number of dollars (AUD), two decimals.
 */

import type { AttributionFields } from '../lib/attribution';
import type { BOOKING_STATUSES, BOOKING_TYPES, DASHBOARD_SORT_KEYS } from '../ruleLists.generated';

export interface Envelope<T> {
  data: T;
}

export interface ApiErrorBody {
  title?: string;
  message: string;
  /**
   * What a 409 means, for machines (the title is for people): `changed` (this step no longer
   * matches the booking), `sold_out`, or `change_pending` (Manage my booking: a change waits for
   * its payment). The reference server sends it; an API that does not is read by its titles
   * instead (api/client's kindOf).
   */
  code?: 'changed' | 'sold_out' | 'change_pending';
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

/** A return location allowed for a pickup location. */
export interface DropOffLocation {
  ID: number;
  LocationCode: string;
  LocationName: string;
  /** The branch's IANA zone; it governs the branch's "today", dates and slots. */
  TimeZone?: string;
}

/** GET /locations (`?allows_subscription=1` lists only subscription locations). */
export interface Location {
  ID: number;
  LocationCode: string;
  LocationName: string;
  /** The branch's IANA zone (e.g. `Australia/Brisbane`); absent → the config's `timeZone`. */
  TimeZone?: string;
  DropOffLocations: DropOffLocation[];
}

/** GET /vehicle-type-categories. The first entry is `{ ID: 0, Name: 'All Vehicles' }`. */
export interface VehicleCategory {
  ID: number;
  Name: string;
  RCMID: number;
}

/** GET /operation-hours?date=&location_code=&time= */
export interface OperationHourSlot {
  /** `HH:mm`, 24 h. */
  time: string;
  selected: boolean;
  disabled: boolean;
}

/** Campaign attribution: optional fields of POST /search, /subscription/store and /request-call (src/lib/attribution.ts). */
export type { AttributionFields };

export interface SearchRequest extends AttributionFields {
  pickup_location_id: number;
  pickup_date: string;
  pickup_time: string;
  dropoff_location_id: number;
  dropoff_date: string;
  dropoff_time: string;
  vehicle_category_type_id: number;
  promo_code: string;
  is_over_25: boolean;
  first_name: string;
  email: string;
  mobile_number: string;
  /** Constant 64. */
  source_id: number;
  search_variant: string;
}

/** Why a car is not available: fleet fully booked, or the driver is under 25. */
export type UnavailableReason = 'sold_out' | 'age';

export interface Car {
  id: number;
  name: string;
  sub_name: string;
  /** Absolute or root-relative URL. */
  image: string;
  seats: number;
  large_bags: number;
  small_bags: number;
  /** true means manual. */
  transmission: boolean;
  /** HTML; sanitise before rendering. */
  features: string;
  /** Available. */
  status: boolean;
  /** Set when status is false. */
  unavailable_reason: UnavailableReason | null;
  discountLabel: string;
  discountName: string;
  discountAmount: number;
  beforeDiscountAmount: number;
  /** Total for the rental, pay later. */
  payLaterAmount: number;
  /** Total for the rental, pay now. */
  payNowAmount: number;
  numberOfDays: number;
}

export interface SearchResult {
  /** The promo code applied, or '' when the entered code was not applied. */
  active_promo: string;
  availableVehicles: Car[];
  booking_token: string;
}

export type PaymentType = 'N' | 'L';

export interface SelectRequest {
  vehicle_id: number;
  payment_type: PaymentType;
  booking_token: string;
}

export interface LiabilityOption {
  id: number;
  name: string;
  /** HTML; sanitise before rendering. */
  description: string;
  label: string;
  totalinsuranceamount: number;
  exclude_extra_ids: number[];
  discount_rate: number;
}

export interface Extra {
  id: number;
  name: string;
  description: string;
  /** Root-relative URL of an icon image, or ''. */
  icon: string;
  label: string;
  /** Total for the rental at quantity 1. */
  totalfeeamount: number;
  /** 0 checkbox, otherwise quantity stepper. */
  formType: number;
  Increment: number;
  /**
   * The most of this extra one booking may have. Not in the spec's entity: the reference API sends
   * it (docs/conventions.md "API"), and the company's API may add it; absent, the server's own rule decides.
   */
  max_qty?: number;
}

export interface SelectResult {
  results: { optional_fees: Extra[]; insurance_options: LiabilityOption[] };
}

export interface CalculateRequest {
  optional_fees: { id: number; qty: number }[];
  insurance_id: number | null;
  booking_token: string;
}

/**
 * Booking types: total_rate, daily_rate, insurance, total, freedays, optional,
 * mandatory, country_tax. Subscription types: installment_amount,
 * total_installment_amount, first_insurance_amount, first_kms_amount,
 * total_first_payment_amount, first_payment_surcharge, deposit, optional,
 * freedays, mandatory.
 */
export interface TotalEntry {
  type: string;
  name: string;
  total: number;
  id?: number;
  /** daily_rate: number of days; optional: quantity. */
  quantity?: number;
}

export interface CalculateResult {
  /** `hold_expires_at`: when the server's hold on the car ends (ISO instant), when the server says. */
  results: { totals: TotalEntry[]; hold_expires_at?: string };
}

/** GET /countries: groups, Australia first, then Outside Australia. */
export interface CountryGroup {
  label: string;
  options: Country[];
}

export interface Country {
  ID: number;
  Code: string;
  Name: string;
}

export interface SaveCustomerRequest {
  first_name: string;
  last_name: string;
  email: string;
  /** Country code prepended, local leading 0 dropped: `61412345678`. */
  mobile_number: string;
  mobile_country_code: string;
  /** yyyy-mm-dd */
  birthday: string;
  license_no: string;
  license_state: string;
  flight_no: string;
  booking_token: string;
}

/** `payment` for pay now (a payment intent), `setup` for pay later (a setup intent). */
export type IntentType = 'payment' | 'setup';

export interface ClientSecretResult {
  /**
   * Optional extras of the reference server: the intent's `amount` in dollars, the
   * booking's `payment_type` and `vehicle_id`, and when the hold ends (`hold_expires_at`).
   */
  results: {
    client_secret: string;
    intent_type: IntentType;
    amount?: number;
    payment_type?: PaymentType;
    vehicle_id?: number;
    hold_expires_at?: string;
  };
}

export interface PaymentRequest {
  stripe_id: string;
  booking_token: string;
  /** Optional (demo/README.md): the site's Manage my booking page, for the confirmation email's link. */
  manage_url?: string;
}

export interface PaymentResult {
  reservation_ref: string;
  reservation_no: string;
  booking_id: number;
}

export interface PhoneBookingRequest {
  booking_token: string;
  vehicle_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** Country code plus number: `61412345678`. */
  mobile_number: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResult {
  Token: string;
  /** Minutes. */
  TokenTTL: number;
}

export interface Agent {
  ID: number;
  FirstName: string;
  LastName: string;
}

export interface NoteOption {
  ID: number;
  Description: string;
}

export interface VehicleType {
  ID: number;
  Code: string;
  Name: string;
}

/** X: cancelled by the renter online (Manage my booking, an optional addition). */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Dashboard `type` filter and each row's `Type`. */
export type BookingType = (typeof BOOKING_TYPES)[number];

export interface DashboardBooking {
  ID: number;
  Type: BookingType;
  ReservationNo: string;
  ResTeamNo: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  CallTime: string;
  VehicleTypeCode: string;
  Email: string;
  RenterAge: number | null;
  PaymentType: PaymentType | '';
  TotalAmount: number;
  Website: string;
  Status: BookingStatus;
  /** Note option ID, or null. */
  Note: number | null;
  /** Assigned agent ID, or null. */
  UserID: number | null;
  TransactionDateTime: string;
  PickupLocationName: string;
  PickupDateTime: string;
  DropoffLocationName: string;
  DropoffDateTime: string;
  PromoCode: string;
  TotalRate: number;
  TotalRateAfterDiscount: number;
  DiscountAmount: number;
  InsuranceAmount: number;
  ExtraAmount: number;
  SurchargeAmount: number;
  HearAboutUs: string;
  StripeCustomerID: string;
  StripeID: string;
  /**
   * The campaign attribution the booking or enquiry was made with (see AttributionFields): our
   * addition, which the company's API may not send.
   */
  UtmSource?: string;
  UtmMedium?: string;
  UtmCampaign?: string;
  UtmTerm?: string;
  UtmContent?: string;
  Gclid?: string;
  Fbclid?: string;
  ReferrerHost?: string;
  /**
   * When a phone booking or an enquiry asked for its call-back (`yyyy-mm-dd HH:mm:ss`, the configured
   * zone). The reference server's addition: the company's API may add it (else TransactionDateTime is used).
   */
  RequestedDateTime?: string;
  /**
   * For a started booking with a car (S or SEL): what its quote link needs beyond the row (the desk's
   * "Copy quote link"). The reference server's addition: without it the desk offers no link.
   */
  Quote?: DashboardQuote;
}

/** A started booking's choices, as its quote link holds them (flows/quote/quoteLink.ts). */
export interface DashboardQuote {
  PickupLocationCode: string;
  DropoffLocationCode: string;
  /** 0 for any vehicle type. */
  VehicleCategoryID: number;
  IsOver25: boolean;
  VehicleID: number;
  /** The chosen liability option, or null before one was chosen. */
  InsuranceID: number | null;
  Extras: { ID: number; Qty: number }[];
}

/** Sortable columns of GET /bookings (`order_by`). */
export type BookingOrderBy = (typeof DASHBOARD_SORT_KEYS)[number];

/**
 * GET /bookings and GET /dashboard/export query. Empty strings mean "no filter".
 * date_from / date_to are `yyyy-mm-dd HH:mm` and filter TransactionDateTime.
 */
export interface BookingFilters {
  type: BookingType | '';
  date_from: string;
  date_to: string;
  agent: string;
  vehicle: string;
  status: BookingStatus | '';
  note: string;
  order_by: BookingOrderBy | '';
  order_direction: 'asc' | 'desc' | '';
  /**
   * Optional additions the company's API may support (the reference server does): `q` finds a
   * reservation number (exactly or by its start), names and email (by substring) and a phone number (by
   * digits); `queue=to_call` lists phone bookings and enquiries not yet handled, oldest first.
   */
  q?: string;
  queue?: 'to_call' | '';
}

export interface BookingsPage {
  data: DashboardBooking[];
  PerPage: number;
  RowCount: number;
}

export interface BookingStatusRequest {
  booking_id: number;
  note_id: number;
  rest_team_no: string;
}

export interface BookingAgentRequest {
  booking_id: number;
  agent_id: number;
}

export interface Comment {
  ID: number;
  BookingID: number;
  Commenter: string;
  Comment: string;
  DateCreated: string;
}

/** POST {rentalHost}/{apiRoot}/v1/request-call */
export type EnquiryType = 'REQ_CALL' | 'LONG_TERM';

export interface EnquiryRequest extends AttributionFields {
  name: string;
  phone: string;
  email: string;
  call_time: string;
  type: EnquiryType;
}

/** GET {rentalHost}/{apiRoot}/v1/search-variant */
export interface SearchVariantResult {
  variant: 'B' | 'F';
}

export type PaymentFrequency = 'weekly' | 'fortnightly';

/** POST {rentalHost}/{apiRoot}/v1/subscription/store */
export interface SubscriptionStoreRequest extends AttributionFields {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  payment_frequency: PaymentFrequency;
  /** The location's LocationCode. */
  pickup_location_id: string;
  pickup_date: string;
  pickup_time: string;
}

export interface SubscriptionVehicle {
  id: number;
  name: string;
  description: string;
  /** Protocol-less URL (`//host/path`) or root-relative. */
  image: string;
  /** HTML; sanitise before rendering. */
  features: string;
  /** Price per payment-frequency unit for each package. */
  liteRate: number;
  extraRate: number;
  maxRate: number;
  status: boolean;
}

export interface SubscriptionStoreResult {
  availableVehicles: SubscriptionVehicle[];
  subscription_token: string;
  /** Premium liability reduction, per payment-frequency unit. */
  premium_insurance_amount: number;
}

export type SubscriptionType = 'lite' | 'extra' | 'max';

/** POST {rentalHost}/{apiRoot}/v1/subscription/select */
export interface SubscriptionSelectRequest {
  subscription_token: string;
  vehicle_id: number;
  vehicle_image: string;
  subscription_type: SubscriptionType;
}

/** POST {bookingApi}/subscription/customer */
export interface SubscriptionCustomerRequest {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  mobile_country_code: string;
  address: string;
  postal_id: string;
  relative_name: string;
  relative_mobile_number: string;
  license_no: string;
  /** yyyy-mm-dd */
  license_expiry: string;
  license_state: string;
  subscription_token: string;
  terms_conditions: boolean;
}

/** POST {bookingApi}/subscription/calculate */
export interface SubscriptionCalculateRequest {
  subscription_token: string;
  has_insurance: boolean;
}

/** POST {bookingApi}/subscription/payment */
export interface SubscriptionPaymentRequest {
  stripe_id: string;
  subscription_token: string;
}
