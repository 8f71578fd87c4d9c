/**
 * Messages of our own (not in the spec) shared by every page, in a file of their own so a page that
 * needs no spec text (the home page's runtime and API client) does not load messages.ts, which
 * re-exports them. Each area's own texts live beside this file: messages.search.ts,
 * messages.booking.ts, messages.subscription.ts, messages.enquiry.ts, messages.staff.ts.
 */
export const ownMessages = {
  islandFailed: 'This part of the page could not be loaded. Please refresh the page to try again.',
  loading: 'Loading…',
  close: 'Close',
  // DateField and its calendar (src/ui/DateField.tsx, src/ui/calendar/)
  chooseDate: 'Choose date',
  calendarFailed: 'The calendar could not be loaded. Please check your connection and try again.',
  calendarToday: 'today',
  calendarSelected: 'selected',
  calendarNav: 'Change month',
  calendarPreviousMonth: 'Previous month',
  calendarNextMonth: 'Next month',
  calendarMonth: 'Month',
  calendarYear: 'Year',
  // PhoneField (intl-tel-input's own English strings otherwise)
  phoneCountryButton: (dialCode: string, countryName: string) => `${dialCode} ${countryName}, change country`,
  phoneCountryDialog: 'Choose a country',
  // API failures with no words from the server (src/api/client.ts; issue 16)
  requestFailed: 'Something went wrong on our side. Please try again.',
  requestTimedOut: 'The request timed out. Please try again.',
  unreachable: 'Could not reach the server. Please check your connection and try again.',
  unreadableAnswer: 'The server sent an answer we could not read. Please try again.',
  tooManyRequests: 'Many requests came from your connection in a short time. Please wait a minute before trying again.',
  /** A 2xx answer without the `{ data }` envelope (the spec's words for it, messages.subSearchUnexpected). */
  unexpectedAnswer: 'Unexpected response from server.',
  /** Read after a progress step the renter has done (visually hidden). */
  stepCompleted: '(completed)',
} as const;
