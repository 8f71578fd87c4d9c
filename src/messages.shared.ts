/**
 * Messages of our own (not in the spec) shared by every page, in a file of their own so a page that
 * needs no spec text (the home page's runtime and API client) does not load messages.ts, which
 * re-exports them. Each area's own texts live beside this file: messages.search.ts,
 * messages.booking.ts, messages.subscription.ts, messages.enquiry.ts, messages.staff.ts, and the
 * calendar's and phone field's words in messages.fields.ts.
 */
export const ownMessages = {
  islandFailed: 'This part of the page could not be loaded. Please refresh the page to try again.',
  loading: 'Loading…',
  close: 'Close',
  // DateField (src/ui/DateField.tsx; its calendar's words are in messages.fields.ts)
  chooseDate: 'Choose date',
  calendarFailed: 'The calendar could not be loaded. Please check your connection and try again.',
  // API failures with no words from the server (src/api/client.ts)
  requestFailed: 'Something went wrong on our side. Please try again.',
  requestTimedOut: 'The request timed out. Please try again.',
  unreachable: 'Could not reach the server. Please check your connection and try again.',
  unreadableAnswer: 'The server sent an answer we could not read. Please try again.',
  /** A 2xx answer without the `{ data }` envelope (the spec's words for it, messages.subSearchUnexpected). */
  unexpectedAnswer: 'Unexpected response from server.',
} as const;
