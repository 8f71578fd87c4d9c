import type { BookingSearch } from '../../state/bookingSearch';

/**
 * `page` with the search as a deep link (`chw_pickup`, `chw_return`, the dates and times,
 * `chw_type`, `chw_promo`; flows/search/deepLink.ts), without `chw_go`: the form there opens
 * filled with it, for the renter to send again. Empty values are left out.
 */
export function searchLink(page: string, search: BookingSearch, base: string = window.location.href): string {
  const url = new URL(page, base);
  const params: [string, string][] = [
    ['chw_pickup', search.pickupLocationCode],
    ['chw_return', search.dropOfflocationCode],
    ['chw_pickup_date', search.pickupDate],
    ['chw_pickup_time', search.pickupTime],
    ['chw_return_date', search.dropOffDate],
    ['chw_return_time', search.dropOffTime],
    ['chw_type', search.vehicleCategoryType >= 0 ? String(search.vehicleCategoryType) : ''],
    ['chw_promo', search.promoCode.trim()],
  ];
  for (const [name, value] of params) if (value) url.searchParams.set(name, value);
  return url.href;
}
