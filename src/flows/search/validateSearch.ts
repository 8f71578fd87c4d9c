import type { BookingSearch } from '../../state/bookingSearch';
import { searchSpecMessages } from '../../messages.search';

/**
 * The home-search rules of spec §5, in form order: every missing field's
 * message (an empty list means the search can be sent).
 */
export function validateSearch(draft: BookingSearch): string[] {
  const missing: string[] = [];
  if (!draft.pickupId) missing.push(searchSpecMessages.searchPickupLocation);
  if (!draft.pickupDate) missing.push(searchSpecMessages.searchPickupDate);
  if (!draft.pickupTime) missing.push(searchSpecMessages.searchPickupTime);
  if (!draft.dropOffId) missing.push(searchSpecMessages.searchReturnLocation);
  if (!draft.dropOffDate) missing.push(searchSpecMessages.searchReturnDate);
  if (!draft.dropOffTime) missing.push(searchSpecMessages.searchReturnTime);
  if (draft.vehicleCategoryType < 0) missing.push(searchSpecMessages.searchVehicleType);
  return missing;
}
