import { formatMoney } from '../../lib/money';
import { manageMessages } from '../../messages/manage';
import type { ManagedBooking } from '../../api/manage';

/** Fills `{name}` placeholders of a message. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

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

/** The cancellation terms in words: "Free cancellation until Tue 8 Dec, 10:00 am (Brisbane time)". */
export function freeCancellationText(booking: ManagedBooking): string {
  const zone = booking.pickup.time_zone;
  return fill(manageMessages.manageFreeUntil, {
    when: wallText(booking.cancellation.free_until, zone),
    zone: zoneName(zone),
  });
}

/** What cancelling does to the money, in words, for the confirm dialog. */
export function cancelMoneyText(booking: ManagedBooking): string {
  const { cancellation } = booking;
  if (booking.payment_type === 'L') return manageMessages.manageCancelRelease;
  if (cancellation.fee > 0)
    return fill(manageMessages.manageCancelRefundFee, {
      amount: formatMoney(cancellation.refund),
      paid: formatMoney(booking.paid),
      fee: formatMoney(cancellation.fee),
    });
  return fill(manageMessages.manageCancelRefundFull, { amount: formatMoney(cancellation.refund) });
}

/** The difference of a re-quote in words. */
export function differenceText(booking: ManagedBooking, difference: number, newTotal: number): string {
  if (booking.payment_type === 'L')
    return fill(manageMessages.manageDifferenceLater, { amount: formatMoney(newTotal) });
  if (difference > 0) return fill(manageMessages.manageDifferenceMore, { amount: formatMoney(difference) });
  if (difference < 0) return fill(manageMessages.manageDifferenceLess, { amount: formatMoney(-difference) });
  return manageMessages.manageDifferenceNone;
}
