/**
 * Our own texts of the search form.
 * Kept apart from messages.ts so a page loads only its own words (the home page budget).
 */
export const searchMessages = {
  // Search form (issue 4)
  pickupLocation: 'Pick-up location',
  pickupDate: 'Pick-up date',
  pickupTime: 'Pick-up time',
  returnLocation: 'Return location',
  returnDate: 'Return date',
  returnTime: 'Return time',
  vehicleType: 'Vehicle type',
  promoCode: 'Promo code',
  selectLocation: 'Select location',
  selectTime: 'Select time',
  selectVehicleType: 'Select vehicle type',
  datePlaceholder: 'dd/mm/yy',
  promoPlaceholder: 'Promo code (optional)',
  searchForm: 'Search available cars',
  searchOptionsFailed: 'Some options could not be loaded. Please refresh the page to try again.',
  // The overlay while the booking search runs: the spec gives this text for the subscription
  // search (messages.subSearching); the booking search shows the same words under its own key.
  searching: "Please wait while we're searching available cars for you...",
} as const;
