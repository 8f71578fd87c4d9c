import { getManagedBooking } from '../../api/manage';
import { prefetch } from '../../api/prefetch';
import { maySession } from '../../flows/sessionHint';
import { takeLinkToken } from './linkToken';

/**
 * Back within a manage session (no link in the address, so the server that printed the page could
 * not know): the booking is asked for while the island's chunk downloads, and its placeholder takes
 * the screen's height at once (theme.css `[data-chw-tall]`, as an emailed link's does), so nothing
 * below it moves when the booking comes. A link, or no session this browser knows of, changes nothing.
 */
export function start(placeholder: HTMLElement): void {
  // Mounted already (this chunk came after the island's): it has asked, and a taller box now would move the page.
  if (placeholder.dataset.chwMounted || takeLinkToken() || !maySession()) return;
  placeholder.dataset.chwTall = '';
  prefetch('manage-booking', getManagedBooking);
}
