/**
 * The shareable quote's words (flows/quote): the share dialog on the booking steps, the lines a
 * resumed quote may show, and the desk's "Copy quote link". Our own texts (the spec has no quote).
 */
export const quoteMessages = {
  /** Under the dialog's title: what the link holds, and what it does not. */
  shareIntro:
    'This link opens the same car, cover and extras for the same dates, priced again when it is opened. It holds none of your details.',
  linkLabel: 'Quote link',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyRefused: 'Your browser did not let us copy it: select the link and copy it.',
  emailLink: 'Email this quote',
  emailSubject: 'A car hire quote',
  emailBody: (link: string) => `Here is the car hire quote:\n\n${link}\n`,
  /** While a quote link is being opened: the search runs again and the car is chosen again. */
  opening: 'Opening the quote…',
  /** Beside the total when the quote's price is no longer the same. */
  priceChanged: (was: string, now: string) =>
    `The price has changed since this quote was made: it was ${was} and is ${now} now.`,
  /** The quote's car cannot be booked for its dates any more; the others for those dates follow. */
  carGone: 'The car in this quote is no longer available for these dates.',
  /** The quote's car id is not one of the cars searched (mistyped or edited), not a sold one. */
  carUnknown: 'The car in this quote could not be found; the link may have been changed.',
  /** A damaged link (email and chat cut or add to links): what could not be read was left out. */
  partsDropped: (parts: string) => `Part of this link could not be read, so it was left out: ${parts}.`,
  /** The quote's parts by parameter, as partsDropped names them (the search's are the form's labels). */
  quoteParts: {
    chw_quote: 'the quoted price (the price shown is today’s)',
    chw_car: 'the car',
    chw_pay: 'the choice of paying now or later (pay later is chosen: nothing is charged now)',
    chw_cover: 'the damage cover',
    chw_extras: 'some extras',
  } as Record<string, string>,
  /** A quote whose search part could not be used as given (malformed, or a return before pickup). */
  searchPartsUnusable: (fields: string) => `Its ${fields} could not be used.`,
  otherCars: 'These cars are available for the same dates',
  /** A quote that cannot be opened as it was (its dates passed, or the search failed). */
  cannotOpen: 'This quote can no longer be opened as it was.',
  datesPassed: 'Its pickup date has passed or its times are no longer open.',
  searchAgain: 'Search with its details',
  /** The desk's detail row: a started booking with a car. */
  copyQuoteLink: 'Copy quote link',
  quoteLinkCopied: (id: number) => `Quote link for booking ${id} copied.`,
} as const;
