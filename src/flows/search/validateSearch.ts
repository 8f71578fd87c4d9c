import type { BookingSearch } from '../../state/bookingSearch';
import { searchRuleMessages } from '../../messages/searchRules';
import type { SearchMessage } from './SearchMessageDialog';

/**
 * The home-search rules of spec §5, in form order: every missing field's
 * message (an empty list means the search can be sent).
 */
export function validateSearch(draft: BookingSearch): string[] {
  const missing: string[] = [];
  if (!draft.pickupId) missing.push(searchRuleMessages.searchPickupLocation);
  if (!draft.pickupDate) missing.push(searchRuleMessages.searchPickupDate);
  if (!draft.pickupTime) missing.push(searchRuleMessages.searchPickupTime);
  if (!draft.dropOffId) missing.push(searchRuleMessages.searchReturnLocation);
  if (!draft.dropOffDate) missing.push(searchRuleMessages.searchReturnDate);
  if (!draft.dropOffTime) missing.push(searchRuleMessages.searchReturnTime);
  if (draft.vehicleCategoryType < 0) missing.push(searchRuleMessages.searchVehicleType);
  return missing;
}

/** The "Complete the missing details" dialog for a search, or null when it can be sent. */
export function missingDetails(draft: BookingSearch): SearchMessage | null {
  const lines = validateSearch(draft);
  return lines.length ? { title: searchRuleMessages.searchMissingTitle, lines } : null;
}
