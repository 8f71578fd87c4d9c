/**
 * The spec's texts of the home search's rules (§5 Home search) and of the dialog that lists what is
 * missing, word for word: loaded with the rules (flows/search/validateSearch.ts) when the renter
 * first reaches for the form, not with the home page. `messages` (messages.ts) includes them.
 */
export const searchRuleMessages = {
  searchPickupLocation: 'Please select a pick up location',
  searchPickupDate: 'Please select a pick up date',
  searchPickupTime: 'Please select a pick up time',
  searchVehicleType: 'Please select a vehicle type',
  searchReturnLocation: 'Please select a return location',
  searchReturnDate: 'Please select a return date',
  searchReturnTime: 'Please select a return time',
  searchMissingTitle: 'Complete the missing details',
} as const;
