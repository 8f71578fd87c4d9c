import { useSignals } from '@preact/signals-react/runtime';
import { zoneOrDefault } from '../config';
import { clockTime } from '../lib/clockTime';
import { bookingMessages } from '../messages.booking';
import { bookingHold } from '../state/bookingHold';
import { bookingSearch } from '../state/bookingSearch';

/** "We're holding this car for you until 10:42 am." in the pickup branch's zone, once the server has said (issue 12). */
export function BookingHold() {
  useSignals();
  const expiresAt = bookingHold.value;
  const time = expiresAt ? clockTime(expiresAt, zoneOrDefault(bookingSearch.value.pickupTimeZone)) : '';
  if (!time) return null;
  return <p className="chw-booking-layout__hold">{bookingMessages.holdingUntil(time)}</p>;
}
