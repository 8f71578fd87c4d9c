import { searchSpecMessages } from './messages.search';
import { searchRuleMessages } from './messages.searchRules';

export { ownMessages } from './messages.shared';

/**
 * Every user-facing message of spec §5 and §8, word for word (spellings such as
 * 'occured' included). Components and tests import the same constants. The home
 * search's texts are written in messages.search.ts (the home page loads only its
 * own words) and are part of this catalogue too.
 */
export const messages = {
  ...searchSpecMessages,
  ...searchRuleMessages,

  // §5 Login
  loginEmailRequired: 'Please enter your email address',
  loginEmailInvalid: 'Please enter a valid email address',
  loginPasswordRequired: 'Please enter your password',

  // §5 Booking customer details
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

  // §5 Phone-booking form (same name/email rules; the mobile message says 'mobile number')
  mobileNumberRequired: 'Please enter your mobile number',
  mobileNumberInvalid: 'Please enter a valid mobile number',
  phoneTermsRequired: 'You must agree to our Terms & Conditions',

  // §5 Dashboard note modal and comments
  noteRequired: 'Please select a note',
  resTeamNoRequired: 'Please enter Res Team No',
  commentRequired: 'Please enter a comment',
  dateToBeforeFrom: 'The to-date cannot be before the from-date',
  dateInFuture: 'Dates cannot be in the future',

  // §5 Subscription search
  subFirstNameRequired: 'Please enter your first name',
  subLastNameRequired: 'Please enter your last name',
  subPhoneRequired: 'Please enter your phone number',
  subEmailRequired: 'Please enter your email',
  subEmailInvalid: 'Please enter a valid email',
  subFrequencyRequired: 'Please select payment frequency',
  subLocationRequired: 'Please select pickup location',
  subDateRequired: 'Please select pickup date',
  subTimeRequired: 'Please select pickup time',

  // §5 Subscription checkout
  subCheckoutFirstName: 'Please enter your First name',
  subCheckoutLastName: 'Please enter your Last name',
  subCheckoutEmail: 'Please enter your email',
  subCheckoutEmailInvalid: 'Please enter a valid email',
  subCheckoutContact: 'Please enter your contact number',
  subCheckoutContactInvalid: 'Please enter a valid contact number',
  subCheckoutAddress: 'Please enter your Address',
  subCheckoutPostal: 'Please enter your Postal',
  subCheckoutLicenseNo: 'Please enter your License Number',
  subCheckoutRelativeName: 'Please enter a relative’s name',
  subCheckoutRelativeNumber: 'Please enter a relative’s number',

  // §5 Request-a-call
  enquiryNameRequired: 'Please enter your name',
  enquiryPhoneRequired: 'Please enter your phone number',
  enquiryEmailRequired: 'Please enter your email',
  enquiryEmailInvalid: 'Please enter a valid email',

  // §8 Error catalogue
  loginFailed: 'Invalid email or password.',
  commentsFetchFailed: 'Error fetching comments',
  agentAssignFailed: 'Error assigning agent',
  noteSaveFailed: 'An error occured',
  commentSaveFailed: 'Error saving comment, please try again',
  phoneBookingFailed: 'An error occured while processing, please try again',
  selectFailed: 'An error occured, please refresh the page or try again later',
  calculateFailed: 'An error occured, please refresh the page or try again later',
  checkoutLoadFailed: 'An error occured, please refresh the page or try again later.',
  saveCustomerFailed: 'An error occured, please refresh the page to try again',
  exportFailed: 'Failed to export CSV. Please try again.',
  cardUnexpected: 'An unexpected error occured.',
  enquiryFailed: 'There was an error submitting your request. Please try again later.',
  enquirySuccess: 'Your inquiry has been submitted!',
  subSearchFailed: 'Something went wrong. Please try again later.',
  subSearchUnexpected: 'Unexpected response from server.',
  subSearchFallback: 'There was an error submitting your request.',
  subSelectTitle: 'Something went wrong',
  subSelectFailed: 'An error occurred, please refresh the page or try again later.',
  subCustomerFailed: 'An error occurred, please refresh the page to try again',
  subCheckoutLoadFailed: 'An error occurred, please refresh the page or try again later.',

  // §8 Empty states
  noRecordsFound: 'no records found',
  noRecordsYet: 'No records yet.',
  noCommentsYet: 'No comments yet.',

  // §2 Staff sign-in and dashboard screens, §4 dashboard status values
  signInHeading: 'PLEASE SIGN IN TO CONTINUE',
  signInButton: 'SIGN IN',
  exportCsv: 'Export to CSV',
  signOut: 'Sign Out',
  bookingStatusLabels: { S: 'Search', SEL: 'Selected', C: 'Confirmed', Q: 'Quote', R: 'Request' },

  // Overlays and screens (§2)
  subSearching: "Please wait while we're searching available cars for you...",
  bookingProcessing: 'Your Booking Is Being Processed!',
  thankYou: 'Thank you!',
  vehicleUnavailable: 'Vehicle Unavailable',
  soldOut: 'Sold Out',
  drivers25Only: 'Drivers 25+ only',
  payLater: 'PAY LATER',
  payNow: 'PAY NOW',
  payNowToSave: (amount: string) => `PAY NOW TO SAVE ${amount}`,
  bookByPhone: 'BOOK BY PHONE',
  phoneBookingSubmit: 'SUBMIT',
  australianMobileOnly: 'Australian mobile numbers only',
  adminFeeNote: 'Administration fee: $250 with the $5,000 or $500 damage liability option, none with $0.',
  phoneBookingCallBack: 'Our team will call you within 5 minutes.',
  callCentreHours: 'Our call centre is open weekdays 7am to 6pm AEDT and weekends 8am to 4pm AEDT.',
} as const;
