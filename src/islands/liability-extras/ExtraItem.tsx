import type { Extra } from '../../api/types';
import { formatMoney } from '../../lib/money';
import type { ReactNode } from 'react';
import { maxQuantity } from '../../flows/selectionRules';
import { liabilityExtrasMessages } from '../../messages/liabilityExtras';
import { QuantityStepper } from './QuantityStepper';

interface Props {
  extra: Extra;
  quantity: number;
  /** Covered by the chosen liability option, so it cannot be added. */
  excluded: boolean;
  onChange: (quantity: number) => void;
  /** What went wrong with the last change of this extra (the total could not be worked out). */
  problem?: ReactNode;
}

/** One extra: a checkbox when formType is 0, otherwise a quantity stepper. */
export function ExtraItem({ extra, quantity, excluded, onChange, problem }: Props) {
  const id = `chw-extra-${extra.id}`;
  const hintId = `${id}-hint`;
  const details = (
    <>
      {extra.description && <span className="chw-liability__extra-description">{extra.description}</span>}
      {excluded && (
        <span id={hintId} className="chw-liability__extra-excluded">
          {liabilityExtrasMessages.excludedByLiability}
        </span>
      )}
    </>
  );
  return (
    <li className="chw-liability__extra">
      {/* An extra without an icon keeps the icon's place, so its row lines up with the others. */}
      {extra.icon ? (
        <img className="chw-liability__extra-icon" src={extra.icon} alt="" width="40" height="40" loading="lazy" />
      ) : (
        <span className="chw-liability__extra-icon chw-liability__extra-icon--none" aria-hidden="true" />
      )}
      {extra.formType === 0 ? (
        <div className="chw-liability__extra-body">
          <div className="chw-liability__extra-check">
            <input
              id={id}
              type="checkbox"
              className="chw-checkbox"
              checked={quantity > 0}
              disabled={excluded}
              aria-describedby={excluded ? hintId : undefined}
              onChange={(event) => onChange(event.currentTarget.checked ? 1 : 0)}
            />
            <label htmlFor={id} className="chw-liability__extra-name">
              {extra.name}
            </label>
          </div>
          {details}
        </div>
      ) : (
        <div className="chw-liability__extra-body">
          <span id={`${id}-name`} className="chw-liability__extra-name">
            {extra.name}
          </span>
          {details}
          <QuantityStepper
            id={id}
            name={extra.name}
            quantity={quantity}
            increment={extra.Increment}
            max={maxQuantity(extra)}
            disabled={excluded}
            onChange={onChange}
          />
        </div>
      )}
      <span className="chw-liability__price">
        {formatMoney(extra.totalfeeamount)}
        {extra.label && <span className="chw-liability__price-note"> {extra.label}</span>}
      </span>
      {problem && <div className="chw-liability__extra-problem">{problem}</div>}
    </li>
  );
}
