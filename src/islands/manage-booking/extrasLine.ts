import type { ManagedBooking } from '../../api/manage';
import { formatMoney } from '../../lib/money';
import { manageMessages } from '../../messages/manage';

/**
 * The booking's extras as one line, each "Baby Seat × 2 ($120.00)", or "None": the same words
 * wherever Manage my booking lists them (the booking's details, the extras editor's current choice).
 */
export function extrasLine(extras: ManagedBooking['extras']): string {
  if (extras.length === 0) return manageMessages.manageNoExtras;
  return extras.map((e) => manageMessages.manageExtraLine(e.name, e.qty, formatMoney(e.total))).join(', ');
}
