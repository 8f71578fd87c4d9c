/** The subscription search's, car list's and checkout's texts. */
export const subscriptionMessages = {
  // spec §2 Subscription search and car list
  subSearching: "Please wait while we're searching available cars for you...",
  subVehicleUnavailable: 'Vehicle Unavailable',

  // spec §5 Subscription search
  subFirstNameRequired: 'Please enter your first name',
  subLastNameRequired: 'Please enter your last name',
  subPhoneRequired: 'Please enter your phone number',
  subEmailRequired: 'Please enter your email',
  subEmailInvalid: 'Please enter a valid email',
  subFrequencyRequired: 'Please select payment frequency',
  subLocationRequired: 'Please select pickup location',
  subDateRequired: 'Please select pickup date',
  subTimeRequired: 'Please select pickup time',

  // spec §5 Subscription checkout
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

  // spec §8 Error catalogue: the subscription pages
  subSearchFailed: 'Something went wrong. Please try again later.',
  subSearchUnexpected: 'Unexpected response from server.',
  subSearchFallback: 'There was an error submitting your request.',
  subSelectTitle: 'Something went wrong',
  subSelectFailed: 'An error occurred, please refresh the page or try again later.',
  subCustomerFailed: 'An error occurred, please refresh the page to try again',
  subCheckoutLoadFailed: 'An error occurred, please refresh the page or try again later.',

  // spec §2 Subscription search: frequency select and image button
  subFrequencyPlaceholder: 'Select Payment Frequency',
  subWeekly: 'Weekly',
  subFortnightly: 'Fortnightly',
  subLetsGo: 'lets go',

  // spec §2 Subscription car list
  subSelectACar: 'Select a car',
  subPackageLite: 'Lite (300km)',
  subPackageExtra: 'Extra (550km)',
  subPackageMax: 'Max (800km)',
  subKmAllowance: 'Km Allowance',
  subSelect: 'Select',
  subSelected: 'Selected',
  subLiabilityTitle: 'Premium Liability Reduction',
  subLiabilityAdd: (amountPerUnit: string) => `Add ${amountPerUnit} on your car subscription`,
  subViewDetails: 'View Details',

  // spec §2 Subscription checkout: form labels, Booking Details (its heading, Checkout, is the
  // host page's: island.json)
  subFirstNameField: 'First Name*',
  subLastNameField: 'Last Name*',
  subEmailField: 'Email Address*',
  subContactField: 'Contact Number*',
  subAddressField: 'Address*',
  subPostalField: 'Postal*',
  subLicenseNoField: "Driver's License Number*",
  subLicenseExpiry: 'License Expiry date',
  subLicenseState: 'License state of issue',
  subNextOfKin: 'Next of Kin Details',
  subRelativeName: 'Full Name*',
  subRelativeNumber: 'Contact Number*',
  subBookingDetails: 'Booking Details',
  subPickupDateLabel: 'Pickup Date',
  subPickupLocationLabel: 'Pickup Location',
  subSelectedVehicle: 'Selected Vehicle',

  // Subscription search
  subSearchForm: 'Car subscription',
  subFirstName: 'First name',
  subLastName: 'Last name',
  subEmail: 'Email',
  subContactNumber: 'Contact number',
  subPaymentFrequency: 'Payment frequency',
  subPickupLocation: 'Pickup location',
  subLocationPlaceholder: 'Select pickup location',
  subPickupDate: 'Pickup date',
  subDatePlaceholder: 'dd/mm/yyyy',
  subPickupTime: 'Pickup time',
  subTimePlaceholder: 'Select pickup time',
  subCheckDetails: 'Please check your details',

  // Subscription car list
  subPerWeek: '/week',
  subPerFortnight: '/fortnight',
  subSelectPackageOf: (pkg: string, car: string) => `Select ${pkg} for the ${car}`,
  subSelectedPackageOf: (pkg: string, car: string) => `Selected ${pkg} for the ${car}`,
  subLiabilityDetails:
    'Premium Liability Reduction lowers the amount you pay if the car is damaged or stolen during your subscription. It is added to each payment for as long as your subscription runs.',
  subNoVehicles: 'No cars are available for this subscription search.',
  subChangeSearch: 'Change your search',

  // Subscription checkout
  subYourDetails: 'Your details',
  subLicenseStatePlaceholder: 'Select state or country',
  subNextOfKinPrefix: 'Next of Kin ',
  subContinue: 'CONTINUE TO PAYMENT',

  // Subscription checkout: when the card cannot be taken online (CallMeInstead)
  subCallInsteadLead: 'Can’t pay online? Our team can call you to finish this subscription by phone.',
  subCallInstead: 'We’ll call you to finish this subscription',
  /** Another tab chose another car, package or cover: the card form goes until the renter continues. */
  subChangedNotice: 'Your subscription was changed in another tab. Please check the car and the total, then continue.',
} as const;
