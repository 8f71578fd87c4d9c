/**
 * Our own texts of the search form.
 * Kept apart from messages.ts so a page loads only its own words (the home page budget).
 */
export const searchMessages = {
  // Search form
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
  /** Beside the search button while a submit waits for the lists of a slow API. */
  waitingForLists: 'Loading the locations and opening hours…',
  // The overlay while the booking search runs: the spec gives this text for the subscription
  // search (messages.subSearching); the booking search shows the same words under its own key.
  searching: "Please wait while we're searching available cars for you...",
} as const;

/**
 * The spec's texts of the home search (its button and the age box, §8's default error title), word
 * for word; its §5 rules' texts are in messages.searchRules.ts, loaded with the rules at the submit. Written here so the home page loads only its own words;
 * `messages` (messages.ts) includes them, so other areas and tests read them there too.
 */
export const searchSpecMessages = {
  errorTitleDefault: 'Error',
  searchButton: "LET'S GO!",
  searchButtonVariantF: 'VIEW AVAILABLE CARS',
  ageOver25: 'Age Over 25',
} as const;
