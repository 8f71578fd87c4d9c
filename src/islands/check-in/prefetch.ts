import { getManagedBooking } from '../../api/manage';
import { getCheckin } from '../../api/checkin';
import { prefetch } from '../../api/prefetch';
import { maySession } from '../../flows/sessionHint';

/**
 * Check-in on its own page, within a manage session this browser knows of: its state and the
 * booking are asked for while the island's chunk downloads, and its placeholder takes the screen's
 * height at once (theme.css `[data-chw-tall]`), so nothing below it moves when the steps come.
 * Without a session the island only says where to open the booking: nothing to do.
 */
export function start(placeholder: HTMLElement): void {
  if (!maySession()) return;
  placeholder.dataset.chwTall = '';
  prefetch('checkin', getCheckin);
  prefetch('manage-booking', getManagedBooking);
}
