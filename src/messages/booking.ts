/**
 * The booking steps' texts: layout, vehicles, book-by-phone, liabilities & extras, checkout, card
 * and complete (also the subscription pages' shared checkout parts).
 */
export const bookingMessages = {
  // spec §5 Booking customer details
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  contactNumberRequired: 'Please enter your contact number',
  contactNumberInvalid: 'Please enter a valid contact number',
  termsRequired: 'You must agree to the terms and conditions to continue',
  birthdayRequired: 'Please enter your birth date',
  birthdayFormat: 'Please enter a valid birth date (DD/MM/YYYY)',
  birthdayReal: 'Please enter a real calendar date',
  birthdayFuture: 'Birth date cannot be in the future',
  birthdayMinAge: 'You must be at least 21 years old',
  flightNumberLength: 'Flight number may not exceed 50 characters.',
  licenseStateRequired: 'Please select a license state',

  // spec §5 Phone-booking form
  phoneTermsRequired: 'You must agree to our Terms & Conditions',

  // The phone-booking form's mobile rules: the spec says only that their message says 'mobile number'
  mobileNumberRequired: 'Please enter your mobile number',
  mobileNumberInvalid: 'Please enter a valid mobile number',

  // spec §8 Error catalogue: the booking steps
  phoneBookingFailed: 'An error occured while processing, please try again',
  selectFailed: 'An error occured, please refresh the page or try again later',
  calculateFailed: 'An error occured, please refresh the page or try again later',
  checkoutLoadFailed: 'An error occured, please refresh the page or try again later.',
  saveCustomerFailed: 'An error occured, please refresh the page to try again',
  cardUnexpected: 'An unexpected error occured.',
  noRecordsFound: 'no records found',

  // spec §2 Step 1 /booking, the book-by-phone modal and /complete
  vehicleUnavailable: 'Vehicle Unavailable',
  soldOut: 'Sold Out',
  drivers25Only: 'Drivers 25+ only',
  payLater: 'PAY LATER',
  payNow: 'PAY NOW',
  payNowToSave: (amount: string) => `PAY NOW TO SAVE ${amount}`,
  bookByPhone: 'BOOK BY PHONE',
  phoneBookingSubmit: 'SUBMIT',
  australianMobileOnly: 'Australian mobile numbers only',
  thankYou: 'Thank you!',
  bookingProcessing: 'Your Booking Is Being Processed!',

  // The spec's facts of §2 (step 2's administration fee, the book-by-phone success view) in our words
  adminFeeNote: 'Administration fee: $250 with the $5,000 or $500 damage liability option, none with $0.',
  phoneBookingCallBack: 'Our team will call you within 5 minutes.',
  callCentreHours: 'Our call centre is open weekdays 7am to 6pm AEDT and weekends 8am to 4pm AEDT.',

  /** A 429 from the book-by-phone request (src/islands/vehicles). */
  tooManyRequests: 'Many requests came from your connection in a short time. Please wait a minute before trying again.',
  // Booking layout
  bookingSteps: ['Select a Vehicle', 'Liabilities & Extras', 'Checkout'],
  /** Read after a progress step the renter has done (visually hidden; not in the home page's messages). */
  stepCompleted: '(completed)',
  bookingProgress: 'Booking progress',
  bookingDetails: 'Booking details',
  pickUp: 'Pick-up',
  return: 'Return',
  vehicle: 'Vehicle',
  liability: 'Liability',
  extras: 'Extras',
  total: 'Total',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  perDay: '/day',
  modifySearch: 'Modify search',
  // Card step, beside the spec's 'An unexpected error occured.' when the connection dropped
  cardConnectionLost: 'Your connection dropped. Nothing you entered was lost: check your connection, then try again.',
  hideSearch: 'Close search',

  // Vehicles
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
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'Email address',
  mobileNumber: 'Mobile number',
  phoneTermsBefore: 'I agree to the ',
  phoneTermsLink: 'Terms & Conditions',
  opensInNewTab: '(opens in a new tab)',
  marketingConsent:
    'By submitting this form you agree to receive marketing emails from us. You can unsubscribe at any time.',

  // Renter flow part 2: liabilities & extras, checkout, card, complete
  liabilityHeading: 'Choose your liability option',
  liabilityLegend: 'Liability options',
  extrasHeading: 'Extras',
  proceedToCheckout: 'PROCEED TO CHECKOUT',
  chooseLiabilityFirst: 'Choose a liability option to continue.',
  excludedByLiability: 'Already covered by the liability option you chose.',
  decreaseQuantity: (name: string) => `Remove one ${name}`,
  increaseQuantity: (name: string) => `Add one ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  /** On each booking step once a car is chosen: opens the share dialog (flows/quote, quote.ts). */
  shareQuote: 'Share this quote',
  /** The held car was sold while the renter was away: the cars still free for the same search. */
  soldOutAlternatives: 'Your car was taken while you were away; these are still available for the same dates',
  /** Offered on the card step when the card cannot be taken online (Stripe.js blocked, two failures). */
  byPhoneInsteadLead: 'Can’t pay online? Our team can finish this booking with you by phone.',
  byPhoneInstead: 'We’ll call you to finish this booking',
  /** Beside an extra's stepper once it reaches the most a booking may have. */
  maxQuantityReached: (max: number) => `Up to ${max} per booking`,
  updatingTotal: 'Updating your total…',
  costBreakdown: 'Cost Breakdown',
  dailyRate: (price: string, days: number) => `${price} per day × ${days === 1 ? '1 day' : `${days} days`}`,
  showExtras: 'Show each extra',
  paymentMethodsAlt: 'Accepted payment methods: Visa, Mastercard and American Express',
  driverDetailsHeading: "Enter Driver's Details",
  driverDetailsSubtitle: "As they appear on the Driver's Licence",
  firstNameField: 'First Name*',
  lastNameField: 'Last Name*',
  emailField: 'Email Address*',
  contactField: 'Contact Number*',
  birthdayField: 'Birth date (dd/mm/yyyy)*',
  licenseNoField: "Driver's License Number (optional)",
  licenseStateField: 'License state of issue',
  licenseStatePlaceholder: 'Select state or country',
  australia: 'Australia',
  outsideAustralia: 'Outside Australia',
  flightNoField: 'Flight Number (optional)',
  termsBefore: 'I have read and agree to the ',
  termsLink: 'Terms and Conditions',
  confirmIntro: 'By continuing you confirm that:',
  confirmAge:
    'you are at least 21 years old and hold a full valid licence (learner, provisional and probationary licences are not accepted);',
  confirmMarketing: 'you consent to receive marketing emails from us, and you can unsubscribe at any time;',
  confirmCancellation: 'you understand our cancellation policy.',
  formHasErrors: 'Please check the highlighted details below.',
  makePayment: 'MAKE PAYMENT',
  confirmCreditCard: 'CONFIRM CREDIT CARD',
  savingDetails: 'Saving your details…',
  detailsSaved: 'Your details are saved. Enter your card details below.',
  retry: 'Try again',
  enterCardDetails: 'Enter Card Details',
  payNowButton: 'PAY NOW',
  confirmPreauthorisation: 'CONFIRM PREAUTHORISATION',
  cardProcessing: 'Processing…',
  cardLoading: 'Loading the secure card form…',
  stripeLoadFailed:
    'The secure card form could not be loaded. Please check your connection and try again; your booking is kept.',
  paymentRegisterFailed: 'Your card was accepted, but we could not confirm your booking yet. Please try again.',
  bookingReference: 'Your booking reference number',
  confirmationTime: 'Your confirmation may take a few minutes; we expect to email it within 10 minutes.',
  confirmationAdvice:
    'If it has not arrived after 10 minutes, please check your spam folder, or contact us via live chat, phone or email.',
  backToHome: 'BACK TO HOME',
  helpUsImprove: 'Help Us Improve',
  surveyFrameTitle: 'Help Us Improve: feedback survey',

  // Payments that survive reloads, tabs and ends of session
  checkingPayment: 'Checking your payment…',
  sessionEnded: 'Your booking session has ended. Please start a new search.',
  bookingRefused: 'Sorry, this booking can no longer go ahead. Please start a new search.',
  bookingChangedElsewhere: 'Your booking was changed in another tab, so this page no longer matches it.',
  bookingChangedNotice: 'Your booking was changed in another tab. Please check the car and the total, then continue.',
  totalChangedNotice: 'Your total has changed. Please check it, then continue.',
  startNewSearch: 'Start a new search',
  goToCurrentBooking: 'Go to your current booking',
  holdingUntil: (time: string) => `We're holding this car for you until ${time}.`,
  waitingForTotal: 'Waiting for your total…',
} as const;
