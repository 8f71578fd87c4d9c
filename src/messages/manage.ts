/** Manage my booking: find, the link, view, cancel, change and details (not in the spec: ours). */
export const manageMessages = {
  // Find my booking
  manageFindHeading: 'Find your booking',
  manageFindIntro:
    'Enter your reservation number (or the reference in your email) and the email address you booked with. We will email you a link to manage it.',
  manageReservationNo: 'Reservation number or reference',
  manageReservationHint: 'As in your confirmation email, for example CHW100378 or CHW-100378-ABCD. Any case.',
  manageEmail: 'Email address',
  manageFindSubmit: 'EMAIL ME A LINK',
  manageFindAnswer: "If a booking matches, we've emailed a link to manage it.",
  manageFindAnswerHint: (hours: number) =>
    `The link works once, for ${hours} hours. Check your spam folder if it has not arrived within a few minutes.`,
  manageReservationRequired: 'Please enter your reservation number',
  manageReservationInvalid: 'Please enter the reservation number or reference from your confirmation email',
  manageFindFailed: 'We could not send the link just now. Please try again in a moment.',

  // The link
  manageOpening: 'Opening your booking…',
  manageLinkUsed: 'This link has already been used.',
  manageLinkExpired: 'This link has expired.',
  manageLinkInvalid: 'This link is not valid.',
  manageLinkNew: 'EMAIL ME A NEW LINK',
  manageLinkSent: "If the booking is still ours to manage, we've emailed a new link to its email address.",
  manageSessionEnded: 'Your session to manage this booking has ended. Please ask for a new link.',
  manageLoadFailed: 'We could not load your booking. Please try again.',
  manageRetry: 'TRY AGAIN',
  manageSignOut: 'Sign out of this booking',
  manageSignedOut: 'You have signed out of this booking. To manage it again, ask for a new link.',
  manageSignOutFailed: 'We could not sign you out just now. Please try again.',

  // View
  manageHeading: 'Your booking',
  manageHours: 'Opening hours',
  manageContact: 'Contact',
  manageContactNote: 'Your email address and phone number cannot be changed online. To change them, please call us.',
  manageChangeGroup: 'Change your booking',
  manageDetailsHeading: 'Booking details',
  manageRefundableNow: 'Refundable if you cancel now',
  manageCalendar: 'Add to calendar (.ics)',
  managePrint: 'Print',
  manageCalendarFailed: 'We could not make the calendar file. Please try again.',

  // Cancel
  manageCancel: 'Cancel booking',
  manageCancelTitle: 'Cancel this booking?',
  manageCancelConfirm: 'YES, CANCEL BOOKING',
  manageCancelKeep: 'Keep my booking',
  manageCancelDone: 'Your booking has been cancelled. We have emailed you a confirmation.',
  manageCancelDoneRefund: (amount: string) =>
    `Your booking has been cancelled and ${amount} is on its way back to your card. We have emailed you a confirmation.`,
  manageCancelFailed: 'We could not cancel your booking. Please try again, or call us.',

  // Change
  manageChangeExtras: 'Change extras',
  /** Above the extras editor when the booking's cover already includes some extras (not offered). */
  manageCoverIncludes: (cover: string, extras: string) => `Already included with your cover (${cover}): ${extras}.`,
  /** One extra of the booking: "Baby Seat × 2 ($120.00)". */
  manageChangeDates: 'Change dates and times',
  /** The open editors' legends: what they hold, not the button's words again. */
  manageDatesLegend: 'New dates and times',
  manageExtrasLegend: 'Extras for this booking',
  manageUpdateDetails: 'Update details',
  manageCheckPrice: 'CHECK THE NEW PRICE',
  manageCheckingPrice: 'Checking the new price…',
  manageWhatChanges: 'What changes',
  manageBefore: (value: string) => `Before: ${value}`,
  manageAfter: (value: string) => `After: ${value}`,
  manageDates: 'Dates',
  manageDays: 'Days',
  manageDayCount: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  manageSpan: (from: string, to: string) => `${from} to ${to}`,
  manageExtraQty: (name: string, qty: number) => `${name} × ${qty}`,
  manageChangeWaiting: (amount: string, total: string) =>
    `This change is waiting for its payment: pay the difference of ${amount} and your new total is ${total}, or drop the change and your booking stays as it is.`,
  manageChangeStopped:
    'This change is no longer waiting for its payment: it was dropped, or the booking was cancelled, in another tab or window. Nothing was charged for it. Your booking is shown below as it is now.',
  manageNewTotal: 'New total',
  manageOldTotal: 'Current total',
  manageDifferenceMore: (amount: string) => `You pay ${amount} more`,
  manageDifferenceLess: (amount: string) => `We refund ${amount} to your card`,
  manageDifferenceLater: (amount: string) => `Your new total, paid at the counter: ${amount}`,
  manageDifferenceNone: 'The total stays the same.',
  manageConfirmChange: 'CONFIRM CHANGE',
  manageKeepBooking: 'Keep my booking as it is',
  managePayDifference: 'Pay the difference',
  managePayButton: (amount: string) => `PAY ${amount}`,
  manageChangeDone: 'Your booking has been changed. We have emailed you the new details.',
  manageDropChange: 'Drop this change',
  manageChangeDropped: 'The change was dropped. Your booking is as it was.',
  manageDropFailed: 'We could not drop the change. Please try again.',
  manageChangePending:
    'A change to this booking is waiting for its payment. Pay the difference or drop that change first.',
  manageChangeFailed: 'We could not change your booking. Please try again.',
  manageUnavailable:
    'Sorry, your car is not available for these dates. You can choose another car or keep your booking as it is.',
  manageChooseCar: (name: string, total: string) => `Choose ${name} (${total})`,
  manageNoAlternatives: 'No other car is free for these dates.',
  manageNothingChanged: 'Nothing has changed yet.',
  managePickupDate: 'Pick up date',
  managePickupTime: 'Pick up time',
  manageReturnDate: 'Return date',
  manageReturnTime: 'Return time',
  manageSelectTime: 'Select time',

  // Details
  manageNameNote: "The driver's name cannot be changed online: please call us.",
  manageSaveDetails: 'SAVE DETAILS',
  manageDetailsSaved: 'Your details have been saved.',
};
