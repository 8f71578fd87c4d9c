/**
 * The texts the booking steps share (layout, progress, totals, problems, card and complete) and
 * the checkout's own; each step's other words are in vehicles.ts and liabilityExtras.ts, so a step
 * loads only its own (also the subscription pages' shared checkout parts).
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

  // spec §8 Error catalogue: the booking steps
  phoneBookingFailed: 'An error occured while processing, please try again',
  checkoutLoadFailed: 'An error occured, please refresh the page or try again later.',
  saveCustomerFailed: 'An error occured, please refresh the page to try again',
  cardUnexpected: 'An unexpected error occured.',

  // spec §2 Step 1's pay buttons, the book-by-phone thank-you and /complete
  payLater: 'PAY LATER',
  payNow: 'PAY NOW',
  thankYou: 'Thank you!',
  bookingProcessing: 'Your Booking Is Being Processed!',

  // spec §2 Step 3 (Extras: also the booking header's group)
  driverDetailsHeading: "Enter Driver's Details",
  driverDetailsSubtitle: "As they appear on the Driver's Licence",
  firstNameField: 'First Name*',
  lastNameField: 'Last Name*',
  emailField: 'Email Address*',
  contactField: 'Contact Number*',
  birthdayField: 'Birth date (dd/mm/yyyy)*',
  licenseNoField: "Driver's License Number (optional)",
  licenseStateField: 'License state of issue',
  australia: 'Australia',
  outsideAustralia: 'Outside Australia',
  flightNoField: 'Flight Number (optional)',
  termsLink: 'Terms and Conditions',
  costBreakdown: 'Cost Breakdown',
  extras: 'Extras',
  makePayment: 'MAKE PAYMENT',
  confirmCreditCard: 'CONFIRM CREDIT CARD',
  confirmPreauthorisation: 'CONFIRM PREAUTHORISATION',

  // spec §2 Subscription checkout: the card form, shared with step 3's card step
  enterCardDetails: 'Enter Card Details',
  payNowButton: 'PAY NOW',

  // spec §2 /complete
  backToHome: 'BACK TO HOME',
  helpUsImprove: 'Help Us Improve',

  // The spec's fact of §2 (the book-by-phone success view) in our words
  phoneBookingCallBack: 'Our team will call you within 5 minutes.',
  callCentreHours: 'Our call centre is open weekdays 7am to 6pm AEDT and weekends 8am to 4pm AEDT.',

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
  total: 'Total',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  perDay: '/day',
  modifySearch: 'Modify search',
  // Card step, beside the spec's 'An unexpected error occured.' when the connection dropped
  cardConnectionLost: 'Your connection dropped. Nothing you entered was lost: check your connection, then try again.',
  hideSearch: 'Close search',

  // Beside a link that opens a new tab (the terms)
  opensInNewTab: '(opens in a new tab)',

  // Checkout, card and complete
  /** On each booking step once a car is chosen: opens the share dialog (flows/quote, quote.ts). */
  shareQuote: 'Share this quote',
  /** The held car was sold while the renter was away: the cars still free for the same search. */
  soldOutAlternatives: 'Your car was taken while you were away; these are still available for the same dates',
  /** Offered on the card step when the card cannot be taken online (Stripe.js blocked, two failures). */
  byPhoneInsteadLead: 'Can’t pay online? Our team can finish this booking with you by phone.',
  byPhoneInstead: 'We’ll call you to finish this booking',
  showExtras: 'Show each extra',
  paymentMethodsAlt: 'Accepted payment methods: Visa, Mastercard and American Express',
  licenseStatePlaceholder: 'Select state or country',
  /** Under the licence-state select while GET /countries has failed (it retries on its own). */
  licenseStatesLater: 'The list of states did not load yet; it will try again by itself. You can go on without it.',
  termsBefore: 'I have read and agree to the ',
  confirmIntro: 'By continuing you confirm that:',
  confirmAge:
    'you are at least 21 years old and hold a full valid licence (learner, provisional and probationary licences are not accepted);',
  confirmMarketing: 'you consent to receive marketing emails from us, and you can unsubscribe at any time;',
  confirmCancellation: 'you understand our cancellation policy.',
  formHasErrors: 'Please check the highlighted details below.',
  savingDetails: 'Saving your details…',
  detailsSaved: 'Your details are saved. Enter your card details below.',
  retry: 'Try again',
  cardProcessing: 'Processing…',
  cardLoading: 'Loading the secure card form…',
  stripeLoadFailed:
    'The secure card form could not be loaded. Please check your connection and try again; your booking is kept.',
  paymentRegisterFailed: 'Your card was accepted, but we could not confirm your booking yet. Please try again.',
  bookingReference: 'Your booking reference number',
  confirmationTime: 'Your confirmation may take a few minutes; we expect to email it within 10 minutes.',
  confirmationAdvice:
    'If it has not arrived after 10 minutes, please check your spam folder, or contact us via live chat, phone or email.',
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
  /** The same, when the browser's clock is in another zone: the pickup branch's place names the time. */
  holdingUntilIn: (time: string, place: string) => `We're holding this car for you until ${time} ${place} time.`,
} as const;
