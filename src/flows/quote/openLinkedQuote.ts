import type { BookingStep } from '../bookingStep';

/**
 * A booking step's preload (islands/<step>/index.ts): a page opened from a quote link
 * (`chw_quote=`, flows/quote/quoteLink.ts; or `chw_car=` of one that lost its `chw_quote`) opens the
 * quote before the step first renders; the code for it loads only then. A link whose `&` a copy
 * wrote as `&amp;` is one too (`;chw_quote=`; lib/deepLinks unescapedQuery reads it, not imported
 * here: every step's budget).
 */
export const openLinkedQuote = (step: BookingStep): Promise<void> =>
  /[?&;]chw_(quote|car)=/.test(window.location.search)
    ? import('./resumeQuote').then((module) => module.resumeQuote(step))
    : Promise.resolve();
