import { useId, useState } from 'react';
import type { TotalEntry } from '../api/types';
import { formatMoney } from '../lib/money';
import { bookingMessages } from '../messages/booking';
import { DisclosureButton } from '../ui/DisclosureButton';

/**
 * The collapsible Extras line of the Cost Breakdown (spec §2): collapsed it
 * shows the extras' total only; expanded it lists each extra instead.
 */
export function CostBreakdownExtras({ extras }: { extras: TotalEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const total = extras.reduce((sum, entry) => sum + entry.total, 0);
  return (
    <li className="chw-cost__group chw-cost__extras">
      <div className="chw-cost__line">
        <DisclosureButton className="chw-cost__toggle chw-text-button" open={open} onToggle={setOpen} controls={listId}>
          <span className="chw-cost__chevron" aria-hidden="true" />
          {bookingMessages.extras}
          <span className="chw-visually-hidden"> ({bookingMessages.showExtras})</span>
        </DisclosureButton>
        {!open && <span className="chw-cost__amount">{formatMoney(total)}</span>}
      </div>
      <ul id={listId} className="chw-cost__sublist" hidden={!open}>
        {extras.map((entry) => (
          <li key={`${entry.id ?? entry.name}`} className="chw-cost__line chw-cost__line--sub">
            <span className="chw-cost__name">
              {entry.name}
              {entry.quantity && entry.quantity > 1 ? ` × ${entry.quantity}` : ''}
            </span>
            <span className="chw-cost__amount">{formatMoney(entry.total)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
