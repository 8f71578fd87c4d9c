import { getManagedBooking } from '../../api/manage';
import { CheckinSection } from '../../flows/checkin/CheckinSection';
import { maySession } from '../../flows/sessionHint';
import { useRequest } from '../../lib/useRequest';

/**
 * Online check-in placed as its own block: the booking of the manage session this browser holds
 * (opened on the Manage my booking page, whose page shows the same section under the booking).
 * Without a session it says where to open the booking. The booking's reference is read for the
 * host event only.
 */
export function CheckInIsland() {
  const booking = useRequest(maySession() ? 'checkin-booking' : null, (signal) => getManagedBooking(signal));
  return <CheckinSection reference={booking.data?.reservation_no} />;
}
