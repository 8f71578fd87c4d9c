/**
 * Our own texts for a browser that blocks what a booking needs (cookies, site storage). Loaded
 * only with the search's submit code, so the home page does not carry them.
 */
export const browserMessages = {
  blockedTitle: 'Your browser is blocking this booking',
  cookiesBlocked:
    'Cookies are turned off for this site. A booking needs one to hold your car while you choose: please allow cookies for this site and search again. Everything you entered is still here.',
  storageBlocked:
    'Site data is turned off for this site. A booking needs it to take your search to the next page: please allow site data for this site and search again. Everything you entered is still here.',
} as const;
