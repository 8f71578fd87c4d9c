import type { LiabilityOption } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { liabilityExtrasMessages } from '../../messages/liabilityExtras';
import { SafeHtml } from '../../ui/SafeHtml';

interface Props {
  options: LiabilityOption[];
  selectedId: number | null;
  onChoose: (option: LiabilityOption) => void;
}

/** The liability options as one radio group; each description is sanitised server HTML. */
export function LiabilityOptions({ options, selectedId, onChoose }: Props) {
  return (
    <fieldset className="chw-plain-fieldset chw-liability__options">
      <legend className="chw-liability__legend">{liabilityExtrasMessages.liabilityLegend}</legend>
      {options.length === 0 ? (
        <p className="chw-liability__empty">{liabilityExtrasMessages.noRecordsFound}</p>
      ) : (
        options.map((option) => {
          const id = `chw-liability-${option.id}`;
          const checked = option.id === selectedId;
          return (
            <div
              key={option.id}
              className={checked ? 'chw-liability__option chw-liability__option--checked' : 'chw-liability__option'}
            >
              <input
                id={id}
                type="radio"
                name="chw-liability"
                className="chw-liability__radio"
                checked={checked}
                aria-describedby={`${id}-description`}
                onChange={() => onChoose(option)}
              />
              <label htmlFor={id} className="chw-liability__option-label">
                <span className="chw-liability__option-name">{option.name}</span>
                {option.label && <span className="chw-liability__option-tag">{option.label}</span>}
                <span className="chw-liability__price">{formatMoney(option.totalinsuranceamount)}</span>
              </label>
              <div id={`${id}-description`} className="chw-liability__description">
                <SafeHtml html={option.description} />
              </div>
            </div>
          );
        })
      )}
    </fieldset>
  );
}
