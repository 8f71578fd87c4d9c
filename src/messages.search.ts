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
} as const;
