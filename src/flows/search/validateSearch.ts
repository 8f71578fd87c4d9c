import type { BookingSearch } from '../../state/bookingSearch';
import { messages } from '../../messages';

/**
 * The home-search rules of spec §5, in form order: every missing field's
 * message (an empty list means the search can be sent).
 */
export function validateSearch(draft: BookingSearch): string[] {
  const missing: string[] = [];
  if (!draft.pickupId) missing.push(messages.searchPickupLocation);
  if (!draft.pickupDate) missing.push(messages.searchPickupDate);
  if (!draft.pickupTime) missing.push(messages.searchPickupTime);
  if (!draft.dropOffId) missing.push(messages.searchReturnLocation);
  if (!draft.dropOffDate) missing.push(messages.searchReturnDate);
  if (!draft.dropOffTime) missing.push(messages.searchReturnTime);
  if (draft.vehicleCategoryType < 0) missing.push(messages.searchVehicleType);
  return missing;
}
