/**
 * The words every page may show, and the rules of this folder.
 *
 * Every user-facing text lives in `src/messages/<area>.ts`, one object per area (`bookingMessages`
 * in booking.ts, …): a component imports its area's object and finds the spec's texts and ours
 * side by side. A page loads only its areas' files (the home page: shared.ts and search.ts, for
 * its 28 KB budget), so an area's texts stay out of the others. Keys are unique across areas.
 *
 * A spec text is marked where it stands: a line comment `// spec §<n> <where>` opens a group of the
 * spec's texts, word for word (spellings such as 'occured' included), that runs to the next blank
 * line. test/catalogue.test.mjs checks each of them against the spec; texts outside such a group
 * are ours.
 */
export const sharedMessages = {
  islandFailed: 'This part of the page could not be loaded. Please refresh the page to try again.',
  loading: 'Loading…',
  close: 'Close',
  // DateField (src/ui/DateField.tsx; its calendar's words are in fields.ts)
  chooseDate: 'Choose date',
  calendarFailed: 'The calendar could not be loaded. Please check your connection and try again.',
  // API failures with no words from the server (src/flows/apiErrorText.ts)
  requestFailed: 'Something went wrong on our side. Please try again.',
  requestTimedOut: 'The request timed out. Please try again.',
  unreachable: 'Could not reach the server. Please check your connection and try again.',
  unreadableAnswer: 'The server sent an answer we could not read. Please try again.',
  /** A 2xx answer without the `{ data }` envelope (the spec's words for it, subscriptionMessages.subSearchUnexpected). */
  unexpectedAnswer: 'Unexpected response from server.',
  // A code file of the page did not arrive, even on a second try (src/lib/lazyOnce.ts): the
  // persisted state keeps what was typed, so a reload is safe to offer.
  chunkFailedTitle: 'Please reload the page',
  chunkFailed: 'Part of this page did not load. Reload the page to carry on: everything you have typed is kept.',
  reloadPage: 'Reload page',
} as const;
