/**
 * The search form's texts (the home page, the location pages, the booking steps' "Modify search"
 * panel). The home page loads this file and shared.ts only; the texts of its rules are in
 * searchRules.ts, loaded with the rules when the renter first reaches for the form.
 */
export const searchMessages = {
  // spec §2 Search form, and §8's default title of the search failure's modal
  searchButton: "LET'S GO!",
  searchButtonVariantF: 'VIEW AVAILABLE CARS',
  ageOver25: 'Age Over 25',
  errorTitleDefault: 'Error',

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
  promoPlaceholder: 'Optional',
  searchForm: 'Search available cars',
  searchOptionsFailed: 'Some options could not be loaded. Please refresh the page to try again.',
  /** Beside the search button while a submit waits for the lists of a slow API. */
  waitingForLists: 'Loading the locations and opening hours…',
  // The overlay while the booking search runs: the spec gives this text for the subscription
  // search (subscriptionMessages.subSearching); the booking search shows the same words.
  searching: "Please wait while we're searching available cars for you...",
  /** A deep link (`chw_go=1`) with values that could not be used: not searched; `fields` are labels above, lower-cased. */
  linkNeedsChoice: (fields: string) =>
    `Please choose the ${fields} and search again: what the link gave could not be used.`,
} as const;
