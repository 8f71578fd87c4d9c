import { search } from '../../api/bookingSteps';
import type { SearchRequest } from '../../api/types';
import { setCookie, TOKEN_COOKIE_MINUTES } from '../../lib/cookies';
import { toApiError } from '../../api/client';
import { apiErrorText } from '../apiErrorText';
import { getConfig } from '../../config';
import { searchMessages } from '../../messages/search';
import { assertBrowserKeepsBookings, BlockedBrowserError } from '../blockedBrowser';
import { replaceBookingSearch, type BookingSearch } from '../../state/bookingSearch';
import { saveCars } from '../../state/cars';
import { clearSelectedCar } from '../../state/selectedCar';
import { clearSelectOptions } from '../../state/selectOptions';
import { resetSelectedLiability } from '../../state/selectedLiability';
import { clearCalculation } from '../../state/calculation';
import type { SearchVariant } from './searchVariant';
import type { SearchMessage } from './SearchMessageDialog';
import { reportSearch } from '../../lib/funnel';
import { dayCount } from '../../lib/rentalDays';
import { apiDown } from '../ApiDownHelp';
import type { AttributionFields } from '../../lib/attribution';
import { optional } from '../../lib/lazyOnce';

/** spec §9: source_id on search. */
export const SEARCH_SOURCE_ID = 64;

/**
 * The visit's campaign attribution is optional: its code loads on its own, and a search whose
 * attribution code did not arrive goes on without it (never "could not reach the server").
 */
const loadAttribution = optional(() => import('../../lib/attribution'), null);
let kept: Partial<AttributionFields> = {};
async function readAttribution(): Promise<void> {
  kept = (await loadAttribution())?.keptAttribution() ?? {};
}

/** The POST /search body for a complete draft, with the visit's campaign attribution. */
export function searchRequest(draft: BookingSearch, variant: SearchVariant): SearchRequest {
  return {
    pickup_location_id: draft.pickupId,
    pickup_date: draft.pickupDate,
    pickup_time: draft.pickupTime,
    dropoff_location_id: draft.dropOffId,
    dropoff_date: draft.dropOffDate,
    dropoff_time: draft.dropOffTime,
    vehicle_category_type_id: draft.vehicleCategoryType,
    promo_code: draft.promoCode.trim(),
    is_over_25: draft.isOver25,
    first_name: draft.firstName,
    email: draft.email,
    mobile_number: draft.mobileNumber,
    source_id: SEARCH_SOURCE_ID,
    search_variant: variant,
    ...kept,
  };
}

/**
 * Sends the search; on success stores the booking token (cookie), the search
 * with the applied promo code and the cars, and clears what a previous
 * booking had chosen downstream. Throws the ApiError of a failed call.
 */
export async function submitSearch(draft: BookingSearch, variant: SearchVariant): Promise<void> {
  assertBrowserKeepsBookings();
  await readAttribution();
  const result = await search(searchRequest(draft, variant));
  setCookie('booking_token', result.booking_token, TOKEN_COOKIE_MINUTES);
  replaceBookingSearch({ ...draft, promoCode: draft.promoCode.trim(), activePromoCode: result.active_promo ?? '' });
  saveCars(Array.isArray(result.availableVehicles) ? result.availableVehicles : []);
  clearSelectedCar();
  clearSelectOptions();
  resetSelectedLiability();
  clearCalculation();
  reportSearch({
    pickupBranch: draft.pickupLocationCode,
    returnBranch: draft.dropOfflocationCode,
    pickupDate: draft.pickupDate,
    pickupTime: draft.pickupTime,
    returnDate: draft.dropOffDate,
    returnTime: draft.dropOffTime,
    vehicleType: draft.vehicleCategoryType,
    promo: draft.promoCode.trim(),
    days: dayCount(draft.pickupDate, draft.pickupTime, draft.dropOffDate, draft.dropOffTime),
  });
}

/**
 * The search as the form sends it: on success the renter goes on to /booking (and this never
 * settles the form's busy state: the page is leaving); on failure, the words of the dialog to show,
 * the server's title and message (or, for a browser that cannot hold a booking, what to allow).
 */
export async function sendSearch(draft: BookingSearch, variant: SearchVariant): Promise<SearchMessage | undefined> {
  try {
    await submitSearch(draft, variant);
  } catch (error) {
    const failure = error instanceof BlockedBrowserError ? error : toApiError(error);
    return {
      title: failure.title || searchMessages.errorTitleDefault,
      lines: [failure instanceof BlockedBrowserError ? failure.message : apiErrorText(failure)],
      // A browser that cannot hold a booking can still book by phone: the help line beside what to allow.
      help: apiDown(failure) || failure instanceof BlockedBrowserError,
    };
  }
  window.location.assign(getConfig().routes.booking);
  return undefined;
}
