import { bookingMessages } from '../../messages.booking';
import { nextQuantity } from '../../flows/selectionRules';

interface Props {
  id: string;
  name: string;
  quantity: number;
  increment: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** − / + buttons around a live quantity; changes by Increment, never below 0. */
export function QuantityStepper({ id, name, quantity, increment, disabled, onChange }: Props) {
  return (
    <div className="chw-liability__stepper" role="group" aria-labelledby={`${id}-name`}>
      <button
        type="button"
        className="chw-liability__step"
        aria-label={bookingMessages.decreaseQuantity(name)}
        disabled={disabled || quantity <= 0}
        onClick={() => onChange(nextQuantity(quantity, increment, -1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="chw-liability__quantity" aria-live="polite" aria-label={bookingMessages.quantityOf(name)}>
        {quantity}
      </output>
      <button
        type="button"
        className="chw-liability__step"
        aria-label={bookingMessages.increaseQuantity(name)}
        disabled={disabled}
        onClick={() => onChange(nextQuantity(quantity, increment, 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
