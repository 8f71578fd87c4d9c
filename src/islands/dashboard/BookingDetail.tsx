import type { DashboardBooking } from '../../api/types';
import { staffMessages } from '../../messages.staff';
import { BOOKING_FIELDS, formatField, type Lookups } from './bookingFields';

/** Every field of the booking, labelled, as plain text. */
export function BookingDetail({ row, lookups }: { row: DashboardBooking; lookups: Lookups }) {
  return (
    <section className="chw-dashboard__detail" aria-label={staffMessages.bookingDetailsOf(row.ID)}>
      <dl className="chw-dashboard__detail-list">
        {BOOKING_FIELDS.map((key) => (
          <div key={key} className="chw-dashboard__detail-item">
            <dt>{staffMessages.bookingFieldLabels[key]}</dt>
            <dd>{formatField(row, key, lookups)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
