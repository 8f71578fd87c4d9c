/**
 * The texts of the search form's rules and of the dialog that lists what is missing: loaded with
 * the rules (flows/search/validateSearch.ts) when the renter first reaches for the form, not with
 * the home page (search.ts).
 */
export const searchRuleMessages = {
  // spec §5 Home search
  searchPickupLocation: 'Please select a pick up location',
  searchPickupDate: 'Please select a pick up date',
  searchPickupTime: 'Please select a pick up time',
  searchVehicleType: 'Please select a vehicle type',
  searchReturnLocation: 'Please select a return location',
  searchReturnDate: 'Please select a return date',
  searchReturnTime: 'Please select a return time',
  searchMissingTitle: 'Complete the missing details',
} as const;
