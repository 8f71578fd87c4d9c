import { formatMoney } from '../../lib/money';
import { manageMessages } from '../../messages/manage';
import type { ManagedBooking } from '../../api/manage';

/** "Brisbane" from Australia/Brisbane. */
export const zoneName = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** "Tue 8 Dec, 10:00 am" at an instant in a zone (the branch's wall clock); with `year`, "Tue 8 Dec 2026, …". */
export function wallText(iso: string, zone: string, year = false): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}${year ? ` ${parts.year}` : ''}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

/**
 * The cancellation terms in words: "Free cancellation until Tue 8 Dec, 10:00 am (Brisbane time)",
 * "… ended …" once past, and none at all for a booking made after the free period had ended.
 */
export function freeCancellationText(booking: ManagedBooking): string {
  const zone = booking.pickup.time_zone;
  const { free_period: period, free_until: until } = booking.cancellation;
  if (period === 'none') return manageMessages.manageNoFreeCancellation;
  const words = period === 'ended' ? manageMessages.manageFreeEnded : manageMessages.manageFreeUntil;
  return words(wallText(until, zone), zoneName(zone));
}

/** What cancelling does to the money, in words, for the confirm dialog. */
export function cancelMoneyText(booking: ManagedBooking): string {
  const { cancellation } = booking;
  if (booking.payment_type === 'L') return manageMessages.manageCancelRelease;
  if (cancellation.fee > 0)
    return manageMessages.manageCancelRefundFee(
      formatMoney(cancellation.refund),
      formatMoney(booking.paid),
      formatMoney(cancellation.fee),
    );
  return manageMessages.manageCancelRefundFull(formatMoney(cancellation.refund));
}

/** The difference of a re-quote in words. */
export function differenceText(booking: ManagedBooking, difference: number, newTotal: number): string {
  if (booking.payment_type === 'L') return manageMessages.manageDifferenceLater(formatMoney(newTotal));
  if (difference > 0) return manageMessages.manageDifferenceMore(formatMoney(difference));
  if (difference < 0) return manageMessages.manageDifferenceLess(formatMoney(-difference));
  return manageMessages.manageDifferenceNone;
}
