/** The query parameter of a link straight into check-in (the reminder and "ask again" emails). */
export const CHECKIN_PARAM = 'chw_checkin';

let taken: boolean | undefined;

/**
 * Whether the page was opened by a link into check-in (`chw_checkin=1`, beside the manage link's
 * token): read once, and taken out of the address so a reload or a bookmark opens the page as usual.
 */
export function takeCheckinLink(): boolean {
  if (taken !== undefined) return taken;
  const url = new URL(window.location.href);
  taken = url.searchParams.get(CHECKIN_PARAM) === '1';
  if (url.searchParams.has(CHECKIN_PARAM)) {
    url.searchParams.delete(CHECKIN_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return taken;
}
