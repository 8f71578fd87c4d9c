import type { ReactNode } from 'react';
import type { Extra } from '../api/types';
import { formatMoney } from '../lib/money';
import { liabilityExtrasMessages } from '../messages/liabilityExtras';
import { QuantityStepper } from '../ui/QuantityStepper';
import { isYesOrNo, maxQuantity, quantityStep } from './selectionRules';
import '../ui/theme.css';
import './ExtraInput.css';

interface Props {
  extra: Extra;
  quantity: number;
  /** Covered by the chosen liability option, so it cannot be added. */
  excluded: boolean;
  onChange: (quantity: number) => void;
  /** Prefix of the ids on the page (`chw-extra` on step 2). */
  idPrefix?: string;
  /** What went wrong with the last change of this extra (the total could not be worked out). */
  problem?: ReactNode;
}

/**
 * One extra as the renter chooses it, on step 2 and in Manage my booking: its icon, name,
 * description and price; a checkbox when it is a yes/no choice, otherwise a stepper by its
 * Increment up to its maximum in whole steps (selectionRules); greyed with the reason when the
 * chosen liability option already covers it.
 */
export function ExtraInput({ extra, quantity, excluded, onChange, idPrefix = 'chw-extra', problem }: Props) {
  const id = `${idPrefix}-${extra.id}`;
  const hintId = `${id}-hint`;
  const max = maxQuantity(extra);
  const details = (
    <>
      {extra.description && <span className="chw-extra__description">{extra.description}</span>}
      {excluded && (
        <span id={hintId} className="chw-extra__excluded">
          {liabilityExtrasMessages.excludedByLiability}
        </span>
      )}
    </>
  );
  return (
    <li className="chw-extra">
      {/* An extra without an icon keeps the icon's place, so its row lines up with the others. */}
      {extra.icon ? (
        <img className="chw-extra__icon" src={extra.icon} alt="" width="40" height="40" loading="lazy" />
      ) : (
        <span className="chw-extra__icon chw-extra__icon--none" aria-hidden="true" />
      )}
      {isYesOrNo(extra) ? (
        <div className="chw-extra__body">
          <div className="chw-extra__check">
            <input
              id={id}
              type="checkbox"
              className="chw-checkbox"
              checked={quantity > 0}
              disabled={excluded || max < 1}
              aria-describedby={excluded ? hintId : undefined}
              onChange={(event) => onChange(event.currentTarget.checked ? 1 : 0)}
            />
            <label htmlFor={id} className="chw-extra__name">
              {extra.name}
            </label>
          </div>
          {details}
        </div>
      ) : (
        <div className="chw-extra__body">
          <span id={`${id}-name`} className="chw-extra__name">
            {extra.name}
          </span>
          {details}
          <QuantityStepper
            id={id}
            labelledBy={`${id}-name`}
            value={quantity}
            step={quantityStep(extra.Increment)}
            max={max}
            disabled={excluded}
            labels={{
              decrease: liabilityExtrasMessages.decreaseQuantity(extra.name),
              increase: liabilityExtrasMessages.increaseQuantity(extra.name),
              value: liabilityExtrasMessages.quantityOf(extra.name),
              atMost: liabilityExtrasMessages.maxQuantityReached(max),
            }}
            onChange={onChange}
          />
        </div>
      )}
      <span className="chw-extra__price">
        {formatMoney(extra.totalfeeamount)}
        {extra.label && <span className="chw-extra__price-note"> {extra.label}</span>}
      </span>
      {problem && <div className="chw-extra__problem">{problem}</div>}
    </li>
  );
}
