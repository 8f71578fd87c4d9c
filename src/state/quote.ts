import { signal } from '@preact/signals-react';

/**
 * What opening a quote link found (flows/quote/resumeQuote), for this page view only (not persisted):
 * - `changed`: the quote's total is not today's (`was` and `now` in AUD), said beside the total,
 *   with what a damaged link lost (`dropped`, '' when nothing);
 * - `dropped`: the quote opened, but a damaged link lost some of it (`text` says what);
 * - `gone`: its car cannot be booked for its dates any more, or is unknown (`message` says which),
 *   so the other cars are offered;
 * - `failed`: it could not be opened as it was (`reason`), with a search prefilled from its
 *   details (`searchAgain`, the home page's address with the link's search part).
 */
export type QuoteNotice =
  | { kind: 'changed'; was: number; now: number; dropped: string }
  | { kind: 'dropped'; text: string }
  | { kind: 'gone'; message: string }
  | { kind: 'failed'; reason: string; searchAgain: string };

export const quoteNotice = signal<QuoteNotice | null>(null);
