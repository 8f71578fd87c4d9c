/**
 * What every deep link (`chw_…` query parameters: the search's, flows/search/deepLink.ts, and the
 * subscription search's) shares: how a dropped value is noted, and taking the link out of the address.
 */

/** A dropped value: the parameter, its value and why. */
export interface DroppedParam {
  param: string;
  value: string;
  reason: string;
}

/** A branch code as a link gives it (upper-cased first). */
export const BRANCH_CODE = /^[A-Z0-9]{2,10}$/;

/** An `&` written as HTML (`&amp;`, `&#38;`, `&#x26;`), once or more (`&amp;amp;`). */
const ESCAPED_AMPERSAND = /&(?:amp;|#0*38;|#x0*26;)+/gi;

/**
 * A query string as it was before a copy HTML-escaped it: a page, a CMS or an email that shows a
 * link as HTML text writes its `&` as `&amp;`, and a browser given that text reads `amp;chw_car`
 * as the parameter's name, so the link seems to hold nothing. Only the escapes of `&` are undone
 * (no link of ours holds a literal `&amp;`). Any `chw_` link reader starts here (linkParams).
 */
export const unescapedQuery = (search: string): string => search.replace(ESCAPED_AMPERSAND, '&');

/**
 * A link's query parameters as a person meant them: a copy may have HTML-escaped its `&`
 * (unescapedQuery), and email and chat glue the sentence's punctuation to the end of a link
 * (`chw_quote=354.9.`, `…354.9)`), so a value's trailing punctuation and quotes are not part of it
 * (no value a link carries ends in them).
 */
export function linkParams(search: string): URLSearchParams {
  const params = new URLSearchParams(unescapedQuery(search));
  for (const [key, value] of [...params]) params.set(key, value.replace(/[.,;:!?)\]}>'"»”’]+$/u, ''));
  return params;
}

/** True when a query string holds a deep-link parameter (`chw_…`). */
export const hasDeepLink = (search: string): boolean => /[?&]chw_/.test(unescapedQuery(search));

/** A dropped value's console note (never a dialog: a link's arrival shows no error). */
export const noteDropped = ({ param, value, reason }: DroppedParam): void =>
  console.info(`[chw] Deep link: ${param}=${value} dropped (${reason}).`);

/** The page's address without its `chw_` parameters, so Back or a reload does not follow the link again. */
export function forgetDeepLink(): void {
  const url = new URL(window.location.href);
  // An escaped link's parameters are `amp;chw_…` until its `&` are read as such.
  url.search = unescapedQuery(url.search);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('chw_')) url.searchParams.delete(key);
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // A host page (or a sandboxed frame) that refuses history changes keeps its address: a reload
    // follows the link again, which fills the same form.
  }
}
