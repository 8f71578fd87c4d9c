import { isRecord } from '../../lib/isRecord';
import { inStorage } from '../../lib/webStorage';

/**
 * What the renter chose in the pickup list of a page that pre-selects a branch (the search's
 * `location` prop), kept for the tab's session per page path: coming back to that page (a
 * reload, Back from /booking) keeps their choice instead of the page's branch. Storage that is
 * missing or throws just means "no choice remembered" (and nothing is remembered).
 */
const KEY = 'chw_pickup_choice';

function read(): Record<string, unknown> {
  const value: unknown = inStorage(
    'sessionStorage',
    (storage): unknown => JSON.parse(storage.getItem(KEY) ?? '{}'),
    {},
  );
  return isRecord(value) ? value : {};
}

/** Records the renter's pickup choice (a location code) on this page. */
export function rememberPageChoice(code: string): void {
  const choices = JSON.stringify({ ...read(), [window.location.pathname]: code });
  inStorage('sessionStorage', (storage) => storage.setItem(KEY, choices), undefined);
}

/**
 * True when the renter chose `current` (the stored search's pickup) on this page, away from the
 * page's own branch `pageBranch`: their choice stays.
 */
export function pageChoiceKept(pageBranch: string, current: string): boolean {
  const chosen = read()[window.location.pathname];
  return Boolean(current) && current !== pageBranch && chosen === current;
}
