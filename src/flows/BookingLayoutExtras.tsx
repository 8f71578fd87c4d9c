import { useId, useState } from 'react';
import type { TotalEntry } from '../api/types';
import type { SelectedExtra } from '../state/selectedLiability';
import { formatMoney } from '../lib/money';
import { bookingMessages } from '../messages/booking';
import { DisclosureButton } from '../ui/DisclosureButton';

/**
 * The header's Extras group: collapsed it shows the extras' total (when
 * /calculate has priced them), expanded it lists each extra.
 */
export function BookingLayoutExtras({ extras, totals }: { extras: SelectedExtra[]; totals: TotalEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const priced = totals.filter((entry) => entry.type === 'optional');
  const sum = priced.reduce((total, entry) => total + entry.total, 0);
  const priceOf = (id: number) => priced.find((entry) => entry.id === id)?.total;
  return (
    <div className="chw-booking-details__item chw-booking-details__extras">
      <dt>
        <DisclosureButton
          className="chw-booking-details__extras-toggle"
          open={open}
          onToggle={setOpen}
          controls={listId}
        >
          {bookingMessages.extras} ({extras.length})
          <span className="chw-booking-details__chevron" aria-hidden="true" />
        </DisclosureButton>
      </dt>
      <dd>
        {!open && priced.length > 0 && <span>{formatMoney(sum)}</span>}
        <ul id={listId} className="chw-booking-details__extras-list" hidden={!open}>
          {extras.map((extra) => {
            const price = priceOf(extra.id);
            return (
              <li key={extra.id}>
                <span>
                  {extra.name}
                  {extra.quantity > 1 && ` × ${extra.quantity}`}
                </span>
                {price !== undefined && <span>{formatMoney(price)}</span>}
              </li>
            );
          })}
        </ul>
      </dd>
    </div>
  );
}
