/** The query parameter of the emailed link. */
export const LINK_PARAM = 'chw_manage';

let taken: string | undefined;

/**
 * The link's single-use token, read once and taken out of the address at once (so it is not left
 * in the history, a bookmark, a shared screen or the Referer of the next request).
 */
export function takeLinkToken(): string {
  if (taken !== undefined) return taken;
  const url = new URL(window.location.href);
  taken = url.searchParams.get(LINK_PARAM) ?? '';
  if (taken) {
    url.searchParams.delete(LINK_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return taken;
}
