import { useState } from 'react';
import type { ManageChangeRequest, ManageExtraOption, ManagedBooking } from '../../api/manage';
import type { Extra } from '../../api/types';
import { ExtraInput } from '../../flows/ExtraInput';
import { manageMessages } from '../../messages/manage';

/** An extra of the manage view as step 2's API gives it, for the one extras input both use. */
const asExtra = (option: ManageExtraOption): Extra => ({
  id: option.id,
  name: option.name,
  description: option.description,
  icon: option.icon,
  label: option.label,
  totalfeeamount: option.total,
  formType: option.form_type,
  Increment: option.increment,
  max_qty: option.max_qty,
});

const names = new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' });

/**
 * The extras with their quantities, shown and chosen as on step 2 (flows/ExtraInput: icon,
 * description, price, a checkbox or a stepper up to the maximum). What the booking's cover already
 * includes is not offered, and a line above the list says so.
 */
export function useExtrasRequest(booking: ManagedBooking) {
  const covered = new Set(booking.liability?.exclude_extra_ids ?? []);
  const [qty, setQty] = useState<Record<number, number>>(() =>
    Object.fromEntries(booking.extras.map((e) => [e.id, e.qty])),
  );
  const request: ManageChangeRequest = {
    extras: booking.extra_options
      .filter((e) => !covered.has(e.id))
      .map((e) => ({ id: e.id, qty: qty[e.id] ?? 0 }))
      .filter((e) => e.qty > 0),
  };
  const coveredNames = booking.extra_options.filter((e) => covered.has(e.id)).map((e) => e.name);
  const editor = (
    <fieldset className="chw-manage-extras">
      <legend>{manageMessages.manageExtrasLegend}</legend>
      {booking.liability && coveredNames.length > 0 ? (
        <p className="chw-manage-extras__covered">
          {manageMessages.manageCoverIncludes(booking.liability.name, names.format(coveredNames))}
        </p>
      ) : null}
      <ul className="chw-extras">
        {booking.extra_options.map((option) => (
          <ExtraInput
            key={option.id}
            extra={asExtra(option)}
            idPrefix="chw-manage-extra"
            quantity={covered.has(option.id) ? 0 : (qty[option.id] ?? 0)}
            excluded={covered.has(option.id)}
            onChange={(next) => setQty({ ...qty, [option.id]: next })}
          />
        ))}
      </ul>
    </fieldset>
  );
  return { request, editor };
}
