import { useSignals } from '@preact/signals-react/runtime';
import { zoneOrDefault } from '../config';
import { clockTime } from '../lib/clockTime';
import { bookingMessages } from '../messages/booking';
import { bookingHold } from '../state/bookingHold';
import { bookingSearch } from '../state/bookingSearch';

/**
 * "We're holding this car for you until 10:42 am." in the pickup branch's zone, once the server has said.
 * Its line is reserved from the first paint, so the time arriving with the step's first call moves nothing (CLS).
 */
export function BookingHold() {
  useSignals();
  const expiresAt = bookingHold.value;
  const time = expiresAt ? clockTime(expiresAt, zoneOrDefault(bookingSearch.value.pickupTimeZone)) : '';
  return <p className="chw-booking-layout__hold">{time ? bookingMessages.holdingUntil(time) : ''}</p>;
}
