import { useState } from 'react';
import type { ManageChangeRequest, ManagedBooking } from '../../api/manage';
import { liabilityExtrasMessages } from '../../messages/liabilityExtras';
import { manageMessages } from '../../messages/manage';

/** The extras with their quantities: a checkbox (form type 0) or a stepper by its increment, as on step 2. */
export function useExtrasRequest(booking: ManagedBooking) {
  const [qty, setQty] = useState<Record<number, number>>(() =>
    Object.fromEntries(booking.extras.map((e) => [e.id, e.qty])),
  );
  const request: ManageChangeRequest = {
    extras: booking.extra_options.map((e) => ({ id: e.id, qty: qty[e.id] ?? 0 })).filter((e) => e.qty > 0),
  };
  const editor = (
    <fieldset className="chw-manage-extras">
      <legend>{manageMessages.manageChangeExtras}</legend>
      {booking.extra_options.map((extra) => {
        const value = qty[extra.id] ?? 0;
        const set = (next: number) => setQty({ ...qty, [extra.id]: Math.max(0, Math.min(extra.max_qty, next)) });
        if (extra.form_type === 0) {
          return (
            <label key={extra.id} className="chw-manage-extras__item">
              <input
                type="checkbox"
                checked={value > 0}
                onChange={(event) => set(event.currentTarget.checked ? 1 : 0)}
              />{' '}
              {extra.name}
            </label>
          );
        }
        return (
          <div key={extra.id} className="chw-manage-extras__item">
            <span id={`chw-manage-extra-${extra.id}`} className="chw-manage-extras__name">
              {extra.name}
            </span>
            <button
              type="button"
              className="chw-button chw-button--secondary"
              aria-label={liabilityExtrasMessages.decreaseQuantity(extra.name)}
              disabled={value <= 0}
              onClick={() => set(value - extra.increment)}
            >
              −
            </button>
            <output aria-labelledby={`chw-manage-extra-${extra.id}`} aria-live="polite">
              {value}
            </output>
            <button
              type="button"
              className="chw-button chw-button--secondary"
              aria-label={liabilityExtrasMessages.increaseQuantity(extra.name)}
              disabled={value + extra.increment > extra.max_qty}
              onClick={() => set(value + extra.increment)}
            >
              +
            </button>
          </div>
        );
      })}
    </fieldset>
  );
  return { request, editor };
}
