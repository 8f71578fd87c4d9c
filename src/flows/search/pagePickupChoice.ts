/**
 * What the renter chose in the pickup list of a page that pre-selects a branch (the search's
 * `location` prop), kept for the tab's session per page path: coming back to that page (a
 * reload, Back from /booking) keeps their choice instead of the page's branch. Storage that is
 * missing or throws just means "no choice remembered".
 */
const KEY = 'chw_pickup_choice';

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Records the renter's pickup choice (a location code) on this page. */
export function rememberPageChoice(code: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [window.location.pathname]: code }));
  } catch {
    // No session storage: the page's branch will be pre-selected next time.
  }
}

/**
 * True when the renter chose `current` (the stored search's pickup) on this page, away from the
 * page's own branch `pageBranch`: their choice stays.
 */
export function pageChoiceKept(pageBranch: string, current: string): boolean {
  const chosen = read()[window.location.pathname];
  return Boolean(current) && current !== pageBranch && chosen === current;
}
