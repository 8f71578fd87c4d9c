import type { ManageBranch, ManagedBooking } from '../../api/manage';
import { formatMoney } from '../../lib/money';
import { manageMessages } from '../../messages/manage';
import { freeCancellationText, wallText, zoneName } from './manageText';

function Branch({ label, branch }: { label: string; branch: ManageBranch }) {
  return (
    <div className="chw-manage-details__row">
      <dt>{label}</dt>
      <dd>
        <strong>{wallText(branch.at, branch.time_zone, true)}</strong>{' '}
        {manageMessages.manageZoneTime(zoneName(branch.time_zone))}
        <br />
        {branch.name}
        <br />
        {branch.address}
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
      </dd>
    </div>
  );
}

/** Everything about the booking a renter needs at the counter (and on a printout). */
export function BookingDetails({ booking }: { booking: ManagedBooking }) {
  const cancelled = booking.status === 'X';
  return (
    <dl className="chw-manage-details">
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageStatus}</dt>
        <dd className={cancelled ? 'chw-manage-details__status--cancelled' : 'chw-manage-details__status'}>
          {cancelled ? manageMessages.manageStatusCancelled : manageMessages.manageStatusConfirmed}
        </dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageReference}</dt>
        <dd className="chw-manage-details__reference">{booking.reservation_no}</dd>
      </div>
      <Branch label={manageMessages.managePickup} branch={booking.pickup} />
      <Branch label={manageMessages.manageReturn} branch={booking.dropoff} />
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageCar}</dt>
        <dd className="chw-manage-details__car">
          <img src={booking.vehicle.image} alt="" width={120} height={72} className="chw-manage-details__image" />
          <span>
            {booking.vehicle.name} <span className="chw-manage-details__sub">{booking.vehicle.sub_name}</span>
          </span>
        </dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageCover}</dt>
        <dd>{booking.liability?.name ?? manageMessages.manageNoExtras}</dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageExtras}</dt>
        <dd>
          {booking.extras.length
            ? booking.extras.map((e) => `${e.name} × ${e.qty} (${formatMoney(e.total)})`).join(', ')
            : manageMessages.manageNoExtras}
        </dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageDriver}</dt>
        <dd>
          {booking.driver.first_name} {booking.driver.last_name}
        </dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageContact}</dt>
        <dd>
          {booking.email_masked}
          <br />
          {booking.phone_masked}
        </dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageFlight}</dt>
        <dd>{booking.flight_no || manageMessages.manageNoFlight}</dd>
      </div>
      <div className="chw-manage-details__row">
        <dt>{manageMessages.manageTotal}</dt>
        <dd>
          <strong>{formatMoney(booking.total)}</strong>
          {booking.payment_type === 'N' ? (
            <>
              <br />
              {manageMessages.managePaid}: {formatMoney(booking.paid)}
            </>
          ) : booking.preauthorised > 0 ? (
            <>
              <br />
              {manageMessages.managePreauthorised}: {formatMoney(booking.preauthorised)}
            </>
          ) : null}
          {booking.refunded > 0 ? (
            <>
              <br />
              {manageMessages.manageRefunded}: {formatMoney(booking.refunded)}
            </>
          ) : null}
          {!cancelled && booking.payment_type === 'N' && booking.cancellation.allowed ? (
            <>
              <br />
              {manageMessages.manageRefundableNow}: {formatMoney(booking.refundable_now)}
            </>
          ) : null}
        </dd>
      </div>
      {!cancelled ? (
        <div className="chw-manage-details__row">
          <dt>{manageMessages.manageTerms}</dt>
          <dd className="chw-manage-details__terms">
            {freeCancellationText(booking)}
            {booking.cancellation.late_fee !== null && booking.payment_type === 'N'
              ? `. ${manageMessages.manageFeeAfter(formatMoney(booking.cancellation.late_fee))}`
              : ''}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
