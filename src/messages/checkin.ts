/** Online check-in before pickup (not in the spec: ours). */
export const checkinMessages = {
  // The entry on the manage page, and the island on its own
  checkinHeading: 'Check in online',
  checkinNotOpen: (opens: string) => `Online check-in opens ${opens}.`,
  checkinToDo: 'Save time at the counter: check in online before you pick up.',
  checkinInProgress: 'You have started checking in. Pick up where you left off.',
  checkinNeedsPhoto: 'We need a new photo of a licence. Please send it again before you pick up.',
  checkinDone: 'You are checked in. Bring the licences you photographed; we will have everything ready.',
  checkinClosed: 'Online check-in closed at pick up. Please see us at the counter.',
  checkinCancelled: 'This booking is cancelled, so there is nothing to check in.',
  checkinStart: 'Check in online',
  checkinContinue: 'Continue check-in',
  checkinFixPhoto: 'Send a new photo',
  checkinReview: 'Review your check-in',
  checkinHide: 'Hide check-in',
  checkinLoading: 'Loading your check-in…',
  checkinLoadFailed: 'We could not load your check-in. Please try again.',
  checkinNoSession: 'To check in, open your booking first: find it on the Manage my booking page.',
  checkinOpenBooking: 'Go to Manage my booking',
  checkinSessionEnded: 'Your session has ended. Please open your booking again to go on checking in.',

  // The steps
  checkinStepsLabel: 'Check-in steps',
  checkinStepDriver: 'Main driver',
  checkinStepPhotos: 'Licence photos',
  checkinStepDrivers: 'Other drivers',
  checkinStepArrival: 'Arrival',
  checkinStepAgreement: 'Agreement',
  checkinStepDone: '(done)',
  checkinStepToDo: '(to do)',
  checkinStepOf: (n: number, of: number) => `Step ${n} of ${of}`,
  checkinSaveNext: 'Save and continue',
  checkinNext: 'Next step',
  checkinEdit: 'Change',

  // Main driver and licences
  checkinMainDriverIntro: (name: string) =>
    `The main driver is ${name}, as booked. Enter the licence they will show at the counter.`,
  checkinLicenceNo: "Driver's licence number",
  checkinLicenceNoRequired: "Please enter the driver's licence number",
  checkinLicenceNoLength: (max: number) => `The licence number can be at most ${max} characters`,
  checkinLicenceState: 'State or country of issue',
  checkinLicenceStateRequired: 'Please select the state or country that issued the licence',
  checkinExpiry: 'Licence expiry date (dd/mm/yyyy)',
  checkinExpiryRequired: 'Please enter the licence expiry date',
  checkinExpiryFormat: 'Please enter a real date as dd/mm/yyyy',
  checkinExpiryBeforeReturn: (returnDate: string) =>
    `The licence must still be valid on the return date, ${returnDate}`,
  checkinSavedLicence: (masked: string, state: string, expiry: string) =>
    `Licence ${masked}, issued in ${state}, valid until ${expiry}.`,
  checkinLicenceAgain: 'For your security we never show the full number again: type it once more to change it.',

  // Photos
  checkinPhotosIntro:
    'Take a clear photo of the front and the back of each licence, flat and in good light. Photos stay with our staff and are deleted after your rental.',
  checkinPhotosOf: (name: string) => `Licence photos of ${name}`,
  checkinPhotoFront: 'Front of the licence',
  checkinPhotoBack: 'Back of the licence',
  checkinPhotoChoose: 'Take or choose a photo',
  checkinPhotoReplace: 'Take or choose another photo',
  checkinPhotoPreview: (side: string) => `Preview: ${side}`,
  checkinPhotoPreparing: 'Preparing the photo…',
  checkinPhotoUploading: 'Sending the photo…',
  checkinPhotoUploaded: 'Photo received.',
  checkinPhotoOnFile: 'We have this photo.',
  checkinPhotoAskAgain: (reason: string) => `Please send this photo again: ${reason}`,
  checkinPhotoAskAgainNoReason: 'Please send this photo again.',
  checkinPhotoWrongType: 'This file is not a photo we can use. Please choose a JPEG, PNG or WebP photo of the licence.',
  checkinPhotoTooLarge:
    'This photo is too large even after we shrank it. Please take it again closer up or in less detail.',
  checkinPhotoDropped: 'The photo did not reach us: the connection dropped. Try again when you are back online.',
  checkinPhotoRetry: 'Try sending it again',
  checkinMainDriverFirst: "Please save the main driver's licence first.",

  // Other drivers
  checkinDriversIntro: (max: number) =>
    `Anyone else who will drive needs their licence checked too (up to ${max} drivers in all). Skip this step if nobody else will drive.`,
  checkinDriversNone: 'No other drivers.',
  checkinDriverName: (first: string, last: string) => `${first} ${last}`,
  checkinAddDriver: 'Add a driver',
  checkinAddDriverHeading: 'Another driver',
  checkinFirstName: 'First name',
  checkinLastName: 'Last name',
  checkinNameLength: (max: number) => `A name can be at most ${max} characters`,
  checkinFirstNameRequired: 'Please enter the first name',
  checkinLastNameRequired: 'Please enter the last name',
  checkinBirthDate: 'Birth date (dd/mm/yyyy)',
  checkinSaveDriver: 'Save this driver',
  checkinCancelDriver: 'Cancel',
  checkinRemoveDriver: (name: string) => `Remove ${name}`,
  checkinDriversFull: (max: number) => `You have added the most drivers a booking can have (${max}).`,
  checkinDriverRemoved: (name: string) => `${name} removed.`,
  checkinDriverAdded: (name: string) => `${name} added. Now add the photos of their licence.`,
  checkinEditDriver: (name: string) => `Change the details of ${name}`,
  checkinDriverSaved: (name: string) => `The details of ${name} are saved.`,
  checkinDriverRemovedRefund: (name: string, amount: string) =>
    `${name} removed. We have refunded ${amount} to your card.`,
  checkinDriverRemovedTotal: (name: string, total: string) =>
    `${name} removed. Your new total, paid at the counter: ${total}.`,

  // The branch's additional-driver fee
  checkinFeeNote: (daily: string, max: string, perDriver: string, days: number) =>
    `This branch charges an additional driver fee of ${daily} a day for each driver you add${max ? ` (at most ${max} a driver)` : ''}: ${perDriver} a driver for your ${days} ${days === 1 ? 'day' : 'days'}.`,
  checkinFeeHeading: 'Additional driver fee',
  checkinFeeDue: (count: number, amount: string) =>
    `The fee for ${count === 1 ? 'the driver' : `the ${count} drivers`} you added is not part of your booking yet: ${amount}.`,
  checkinFeeContinue: 'Continue to payment',
  checkinFeeAdd: 'Add the fee to my booking',
  checkinFeePayAbove: 'To add the driver, pay the difference under your booking above, or drop that change.',
  checkinFeeDone: 'The additional driver fee is now part of your booking.',
  checkinFeeRefundOnRemove: (amount: string) =>
    `Removing a driver whose fee you have paid refunds ${amount} to your card.`,
  checkinFeeLowerOnRemove: (amount: string) => `Removing a driver whose fee is on your booking takes ${amount} off it.`,
  checkinFeeFailed: 'We could not add the fee to your booking. Please try again.',

  // Arrival
  checkinArrivalIntro: 'Tell us when to expect you, so the car is ready.',
  checkinFlight: 'Flight number (if you are flying in)',
  checkinFlightLength: (max: number) => `The flight number can be at most ${max} characters`,
  checkinArrivalTime: 'Expected arrival time',
  checkinArrivalHours: (open: string, close: string, zone: string) =>
    `The branch is open from ${open} to ${close} on your pick-up day (${zone} time).`,
  checkinArrivalRequired: 'Please enter the time you expect to arrive',
  checkinArrivalOutside: (open: string, close: string) => `Please choose a time between ${open} and ${close}`,
  checkinNote: 'Anything we should know (optional)',
  checkinNoteLength: (max: number) => `The note can be at most ${max} characters`,

  // Agreement
  checkinAgreementIntro: 'Read the rental agreement. To sign it, type the main driver’s full name below.',
  checkinAgreementText: 'Rental agreement',
  checkinSignName: (name: string) => `Type the full name of the main driver (${name}) to sign`,
  checkinSignRequired: 'Please type the main driver’s full name to sign',
  checkinSignMismatch: (name: string) => `Please type the main driver’s full name exactly: ${name}`,
  checkinSign: 'Sign the agreement',
  checkinSigned: (name: string, at: string) => `Signed by ${name} on ${at}.`,
  checkinAgreementChanged: 'The agreement has changed since you opened it. Please read it again and sign.',
  checkinFinishFirst: 'Finish these steps first:',
  checkinSaveFailed: 'We could not save this step. Please try again.',
};
