/** The query parameter of the emailed link. */
export const LINK_PARAM = 'chw_manage';

/**
 * The link's parameter as a chat or mail app may have left it: `&amp;` for `&` makes the name
 * `amp;chw_manage`, and a full stop or bracket after the link joins the token.
 */
const PARAM_NAMES = [LINK_PARAM, `amp;${LINK_PARAM}`];
/** Tokens are base64url: the token is the run of those characters the value starts with. */
const TOKEN = /^[A-Za-z0-9_-]*/;

let taken: string | undefined;

/**
 * The link's single-use token, read once and taken out of the address at once (so it is not left
 * in the history, a bookmark, a shared screen or the Referer of the next request). What an app
 * glued to the link's end (".", ")", "&amp;") is left out.
 */
export function takeLinkToken(): string {
  if (taken !== undefined) return taken;
  const url = new URL(window.location.href);
  const name = PARAM_NAMES.find((candidate) => url.searchParams.has(candidate));
  taken = name ? (TOKEN.exec((url.searchParams.get(name) ?? '').trim())?.[0] ?? '') : '';
  if (name) {
    for (const candidate of [...PARAM_NAMES, 'amp;']) url.searchParams.delete(candidate);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return taken;
}
