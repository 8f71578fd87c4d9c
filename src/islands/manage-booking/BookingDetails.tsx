import type { ReactNode } from 'react';
import type { ManageBranch, ManagedBooking } from '../../api/manage';
import { bookingRows, bookingWords, formatMoney, type RowId } from '../../lib/bookingWords.mjs';
import { manageMessages } from '../../messages/manage';

function Hours({ branch }: { branch: ManageBranch }) {
  return (
    <details className="chw-manage-details__hours">
      <summary>{manageMessages.manageHours}</summary>
      <ul>
        {branch.hours.map((h) => (
          <li key={h.day}>
            {h.day} {h.open}–{h.close}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Everything about the booking a renter needs at the counter (and on a printout): the rows the
 * emails print too, in their order and words (src/lib/bookingWords.mjs), with the branches'
 * addresses and hours, the car's picture and the masked contact.
 */
export function BookingDetails({ booking }: { booking: ManagedBooking }) {
  const cancelled = booking.status === 'X';
  const extra: Partial<Record<RowId, ReactNode>> = {
    pickup: <Hours branch={booking.pickup} />,
    return: <Hours branch={booking.dropoff} />,
  };
  return (
    <dl className="chw-manage-details">
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageStatus}</dt>
        <dd className={cancelled ? 'chw-manage-details__status--cancelled' : 'chw-manage-details__status'}>
          {cancelled ? bookingWords.manageStatusCancelled : bookingWords.manageStatusConfirmed}
        </dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{bookingWords.manageReference}</dt>
        <dd className="chw-manage-details__reference">{booking.reservation_no}</dd>
      </div>
      {bookingRows(booking, { addresses: true }).map((row) => (
        <div key={row.id} className="chw-manage-details__row">
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {extra[row.id]}
          </dd>
        </div>
      ))}
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageContact}</dt>
        <dd>
          {booking.email_masked}
          <br />
          {booking.phone_masked}
        </dd>
      </div>
      {!cancelled && booking.payment_type === 'N' && booking.cancellation.allowed ? (
        <div className="chw-manage-details__row">
          <dt>{manageMessages.manageRefundableNow}</dt>
          <dd>{formatMoney(booking.refundable_now)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
