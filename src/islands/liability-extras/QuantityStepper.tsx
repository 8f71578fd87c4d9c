import { liabilityExtrasMessages } from '../../messages/liabilityExtras';
import { nextQuantity } from '../../flows/selectionRules';

interface Props {
  id: string;
  name: string;
  quantity: number;
  increment: number;
  /** The most a booking may have (Infinity: no limit given). */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − / + buttons around a live quantity; changes by Increment, never below 0 nor above `max`. At the
 * maximum, + says why it does nothing (aria-disabled, so the focus stays on it) and the reason shows
 * beside the stepper.
 */
export function QuantityStepper({ id, name, quantity, increment, max, disabled, onChange }: Props) {
  const atMost = !disabled && quantity >= max;
  const reasonId = `${id}-max`;
  return (
    <div className="chw-liability__stepper-row">
      <div className="chw-liability__stepper" role="group" aria-labelledby={`${id}-name`}>
        <button
          type="button"
          className="chw-liability__step"
          aria-label={liabilityExtrasMessages.decreaseQuantity(name)}
          disabled={disabled || quantity <= 0}
          onClick={() => onChange(nextQuantity(quantity, increment, -1, max))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          className="chw-liability__quantity"
          aria-live="polite"
          aria-label={liabilityExtrasMessages.quantityOf(name)}
        >
          {quantity}
        </output>
        <button
          type="button"
          className="chw-liability__step"
          aria-label={liabilityExtrasMessages.increaseQuantity(name)}
          disabled={disabled}
          aria-disabled={atMost || undefined}
          aria-describedby={atMost ? reasonId : undefined}
          onClick={() => {
            if (!atMost) onChange(nextQuantity(quantity, increment, 1, max));
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMost && (
        <span id={reasonId} className="chw-liability__max">
          {liabilityExtrasMessages.maxQuantityReached(max)}
        </span>
      )}
    </div>
  );
}
