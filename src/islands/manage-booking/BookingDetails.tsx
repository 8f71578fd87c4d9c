import type { ReactNode } from 'react';
import type { ManageBranch, ManagedBooking } from '../../api/manage';
import { getConfig } from '../../config';
import { bookingRows, formatMoney, type RowId } from '../../lib/bookingWords.mjs';
import { manageMessages } from '../../messages/manage';
import { HelpLine } from '../../ui/HelpLine';

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

/** Where a change opens: after the rows it changes (dates after the return, extras after the extras…). */
export type DetailSlot = 'return' | 'extras' | 'contact';

/**
 * Everything about the booking a renter needs at the counter (and on a printout): the rows the
 * emails print too, in their order and words (src/lib/bookingWords.mjs), with the branches'
 * addresses and hours and the masked contact; `slots` put each change's panel under what it changes.
 */
export function BookingDetails({
  booking,
  slots = {},
}: {
  booking: ManagedBooking;
  slots?: Partial<Record<DetailSlot, ReactNode>>;
}) {
  const cancelled = booking.status === 'X';
  const extra: Partial<Record<RowId, ReactNode>> = {
    pickup: <Hours branch={booking.pickup} />,
    return: <Hours branch={booking.dropoff} />,
  };
  const rows = bookingRows(booking, { addresses: true });
  const row = (id: string, label: string, value: ReactNode) => (
    <div key={id} className="chw-manage-details__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  // One list per stretch of rows, each change's panel between them (a <dl> holds only its rows).
  const groups: { rows: ReactNode[]; slot?: DetailSlot }[] = [{ rows: [] }];
  for (const { id, label, value } of rows) {
    groups[groups.length - 1].rows.push(
      row(
        id,
        label,
        <>
          {value}
          {extra[id]}
        </>,
      ),
    );
    if (id === 'driver')
      groups[groups.length - 1].rows.push(
        row(
          'contact',
          manageMessages.manageContact,
          <>
            {booking.email_masked}
            <br />
            {booking.phone_masked}
            <span className="chw-manage-details__note">{manageMessages.manageContactNote}</span>
            <HelpLine phone={getConfig().supportPhone} />
          </>,
        ),
      );
    const slot: DetailSlot | undefined =
      id === 'return' ? 'return' : id === 'extras' ? 'extras' : id === 'flight' ? 'contact' : undefined;
    if (slot) {
      groups[groups.length - 1].slot = slot;
      groups.push({ rows: [] });
    }
  }
  if (!cancelled && booking.payment_type === 'N' && booking.cancellation.allowed)
    groups[groups.length - 1].rows.push(
      row('refundable', manageMessages.manageRefundableNow, formatMoney(booking.refundable_now)),
    );
  return (
    <section className="chw-manage-details" aria-labelledby="chw-manage-details-heading">
      <h3 id="chw-manage-details-heading" className="chw-manage-details__heading">
        {manageMessages.manageDetailsHeading}
      </h3>
      {groups.map((group, index) => (
        <div key={index}>
          {group.rows.length ? <dl className="chw-manage-details__list">{group.rows}</dl> : null}
          {group.slot && slots[group.slot] ? <div className="chw-manage-details__slot">{slots[group.slot]}</div> : null}
        </div>
      ))}
    </section>
  );
}
