import type { ManageBranch, ManagedBooking } from '../../api/manage';
import { bookingWords, formatMoney, formatPickupLong, paymentText, zoneLabel } from '../../lib/bookingWords.mjs';

function When({ label, branch }: { label: string; branch: ManageBranch }) {
  return (
    <div className="chw-manage-summary__when">
      <dt>{label}</dt>
      <dd>
        <strong>{formatPickupLong(branch.date, branch.time)}</strong>{' '}
        <span className="chw-manage-summary__zone">({zoneLabel(branch.time_zone)})</span>
        <br />
        {branch.name}
      </dd>
    </div>
  );
}

/**
 * The booking at a glance, first on the page: status, reference, the car with its picture,
 * pick-up and return (dates first, as the booking steps write them), the total and what was paid or
 * is held. The words are the emails' (src/lib/bookingWords.mjs).
 */
export function BookingSummary({ booking }: { booking: ManagedBooking }) {
  const cancelled = booking.status === 'X';
  return (
    <article className="chw-manage-summary" aria-labelledby="chw-manage-reference">
      <p className="chw-manage-summary__top">
        <span className={cancelled ? 'chw-manage-summary__status--cancelled' : 'chw-manage-summary__status'}>
          {cancelled ? bookingWords.manageStatusCancelled : bookingWords.manageStatusConfirmed}
        </span>
        <span id="chw-manage-reference" className="chw-manage-summary__reference">
          {bookingWords.manageReference} <strong>{booking.reservation_no}</strong>
        </span>
      </p>
      <div className="chw-manage-summary__car">
        <img src={booking.vehicle.image} alt="" width={120} height={72} className="chw-manage-summary__image" />
        <p>
          <strong>{booking.vehicle.name}</strong>{' '}
          <span className="chw-manage-summary__sub">{booking.vehicle.sub_name}</span>
        </p>
      </div>
      <dl className="chw-manage-summary__trip chw-caps-labels">
        <When label={bookingWords.managePickup} branch={booking.pickup} />
        <When label={bookingWords.manageReturn} branch={booking.dropoff} />
      </dl>
      <p className="chw-manage-summary__total">
        <span>{bookingWords.manageTotal}</span> <strong>{formatMoney(booking.total)}</strong>
      </p>
      <p className="chw-manage-summary__paid">{paymentText(booking)}</p>
    </article>
  );
}
