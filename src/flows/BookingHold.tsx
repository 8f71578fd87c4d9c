import { useSignals } from '@preact/signals-react/runtime';
import { zoneOrDefault } from '../config';
import { clockTime } from '../lib/clockTime';
import { bookingMessages } from '../messages/booking';
import { bookingHold } from '../state/bookingHold';
import { bookingSearch } from '../state/bookingSearch';

/** The browser's own zone, or '' when it does not say. */
function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** A zone's place as people name it: `Australia/Brisbane` → "Brisbane", `America/Los_Angeles` → "Los Angeles". */
const placeOf = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/**
 * "We're holding this car for you until 10:42 am." in the pickup branch's zone, once the server has said;
 * "… until 1:57 pm Brisbane time." when the browser's clock reads another time then (a renter in Perth).
 * Its line is reserved from the first paint, so the time arriving with the step's first call moves nothing (CLS).
 */
export function BookingHold() {
  useSignals();
  const expiresAt = bookingHold.value;
  const zone = zoneOrDefault(bookingSearch.value.pickupTimeZone);
  const time = expiresAt ? clockTime(expiresAt, zone) : '';
  const local = browserZone();
  const elsewhere = Boolean(time && local && clockTime(expiresAt, local) !== time);
  return (
    <p className="chw-booking-layout__hold">
      {elsewhere ? bookingMessages.holdingUntilIn(time, placeOf(zone)) : time ? bookingMessages.holdingUntil(time) : ''}
    </p>
  );
}
