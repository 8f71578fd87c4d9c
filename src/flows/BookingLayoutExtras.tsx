import { useId, useState } from 'react';
import type { TotalEntry } from '../api/types';
import type { SelectedExtra } from '../state/selectedLiability';
import { formatMoney } from '../lib/money';
import { bookingMessages } from '../messages/booking';

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
        <button
          type="button"
          className="chw-booking-details__extras-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {bookingMessages.extras} ({extras.length})
          <span className="chw-booking-details__chevron" aria-hidden="true" />
        </button>
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
