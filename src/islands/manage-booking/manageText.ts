import type { ManagedBooking } from '../../api/manage';
import { cancellationTerms, formatMoney, refundText } from '../../lib/bookingWords.mjs';
import { manageMessages } from '../../messages/manage';

/**
 * The cancellation terms in words, as the emails say them (src/lib/bookingWords.mjs): "Free
 * cancellation until Tue, 08 Dec - 10:00 AM (Brisbane time). After that, …".
 */
export const freeCancellationText = (booking: ManagedBooking): string => cancellationTerms(booking);

/** What cancelling does to the money, in words, for the confirm dialog. */
export const cancelMoneyText = (booking: ManagedBooking): string =>
  refundText(booking, { refund: booking.cancellation.refund, fee: booking.cancellation.fee }, 'will');

/** The difference of a re-quote in words. */
export function differenceText(booking: ManagedBooking, difference: number, newTotal: number): string {
  if (booking.payment_type === 'L') return manageMessages.manageDifferenceLater(formatMoney(newTotal));
  if (difference > 0) return manageMessages.manageDifferenceMore(formatMoney(difference));
  if (difference < 0) return manageMessages.manageDifferenceLess(formatMoney(-difference));
  return manageMessages.manageDifferenceNone;
}
