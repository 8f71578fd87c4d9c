/** Step 1, /booking: the car cards, the list's states and the book-by-phone modal. */
export const vehicleMessages = {
  // spec §5 Phone-booking form
  phoneTermsRequired: 'You must agree to our Terms & Conditions',

  // The phone-booking form's mobile rules: the spec says only that their message says 'mobile number'
  mobileNumberRequired: 'Please enter your mobile number',
  mobileNumberInvalid: 'Please enter a valid mobile number',

  // spec §8 Error catalogue: step 1
  selectFailed: 'An error occured, please refresh the page or try again later',

  // spec §2 Step 1 /booking and the book-by-phone modal
  vehicleUnavailable: 'Vehicle Unavailable',
  soldOut: 'Sold Out',
  drivers25Only: 'Drivers 25+ only',
  payNowToSave: (amount: string) => `PAY NOW TO SAVE ${amount}`,
  bookByPhone: 'BOOK BY PHONE',
  phoneBookingSubmit: 'SUBMIT',
  australianMobileOnly: 'Australian mobile numbers only',

  // Vehicles
  /** A 429 from the book-by-phone request. */
  tooManyRequests: 'Many requests came from your connection in a short time. Please wait a minute before trying again.',
  seats: (n: number) => `${n} seats`,
  largeBags: (n: number) => `${n} large ${n === 1 ? 'bag' : 'bags'}`,
  smallBags: (n: number) => `${n} small ${n === 1 ? 'bag' : 'bags'}`,
  manual: 'Manual',
  automatic: 'Automatic',
  features: 'Features',
  promoNotApplied: (code: string) =>
    `The promo code "${code}" could not be applied to these cars. The prices shown are without it.`,
  noCars: 'No cars are available for these dates and locations.',
  noCarsHint: 'Try other dates, another pick-up location or all vehicle types.',
  changeSearch: 'Change your search',

  // Book-by-phone modal
  phoneBookingTitle: 'Book by phone',
  /** Beside the spec's 'Vehicle Unavailable' when the car sold out before the request (409 sold_out). */
  phoneBookingSoldOut:
    'Sorry, this car has just sold out for your dates. The cars still available are listed on this page.',
  chooseAnotherCar: 'Choose another car',
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'Email address',
  mobileNumber: 'Mobile number',
  phoneTermsBefore: 'I agree to the ',
  phoneTermsLink: 'Terms & Conditions',
  marketingConsent:
    'By submitting this form you agree to receive marketing emails from us. You can unsubscribe at any time.',
} as const;
