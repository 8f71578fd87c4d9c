import { persistedSignal } from './persist';
import { sameShape } from './guards';

/** Booking search state (spec §3). Dates `yyyy-mm-dd`, times `HH:mm`. */
export interface BookingSearch {
  pickupId: number;
  pickupLocationCode: string;
  pickupLocationName: string;
  /** The pickup branch's IANA zone ('' until known): its today bounds the dates. */
  pickupTimeZone: string;
  pickupDate: string;
  pickupTime: string;
  dropOffId: number;
  dropOfflocationCode: string;
  dropOffLocationName: string;
  dropOffDate: string;
  dropOffTime: string;
  promoCode: string;
  activePromoCode: string;
  vehicleCategoryType: number;
  isOver25: boolean;
  firstName: string;
  email: string;
  mobileNumber: string;
  mobileCountryCode: string;
}

/** `0` ids mean "none chosen" except vehicleCategoryType, where -1 is none (0 is All Vehicles). */
export const initialBookingSearch = (): BookingSearch => ({
  pickupId: 0,
  pickupLocationCode: '',
  pickupLocationName: '',
  pickupTimeZone: '',
  pickupDate: '',
  pickupTime: '',
  dropOffId: 0,
  dropOfflocationCode: '',
  dropOffLocationName: '',
  dropOffDate: '',
  dropOffTime: '',
  promoCode: '',
  activePromoCode: '',
  vehicleCategoryType: -1,
  isOver25: true,
  firstName: '',
  email: '',
  mobileNumber: '',
  mobileCountryCode: '',
});

/** The renter's name and contact details expire 24 hours after they were last written, so a shared computer does not keep them. */
export const bookingSearch = persistedSignal(
  'bookingSearch',
  initialBookingSearch,
  (raw) => sameShape(initialBookingSearch(), raw),
  { personal: ['firstName', 'email', 'mobileNumber', 'mobileCountryCode'] },
);

/** Merges fields into the stored search. */
export function saveBookingSearch(patch: Partial<BookingSearch>): void {
  bookingSearch.value = { ...bookingSearch.value, ...patch };
}

/** Replaces the stored search. */
export function replaceBookingSearch(value: BookingSearch): void {
  bookingSearch.value = value;
}

/** Back to the initial value. */
export function clearBookingSearch(): void {
  bookingSearch.value = initialBookingSearch();
}
