import './QuantityStepper.css';

/** What the stepper's buttons and value are called for a screen reader (the caller's words). */
export interface QuantityStepperLabels {
  decrease: string;
  increase: string;
  value: string;
  /** Shown beside the stepper, and read with +, once the value is at `max`. */
  atMost: string;
}

interface Props {
  /** Prefix of the stepper's own ids. */
  id: string;
  /** The id of the element that names the group (the item's name). */
  labelledBy: string;
  value: number;
  /** How much one press changes the value (a positive whole number). */
  step: number;
  /** The most the value may be (Infinity: no limit). */
  max: number;
  disabled?: boolean;
  labels: QuantityStepperLabels;
  onChange: (value: number) => void;
}

/**
 * − / + buttons around a live value that moves by `step`, never below 0 nor above `max`. At either
 * end the button that can do nothing says so (aria-disabled, so the focus stays on it while the
 * renter presses it); at the maximum the reason shows beside the stepper and + is described by it.
 */
export function QuantityStepper({ id, labelledBy, value, step, max, disabled, labels, onChange }: Props) {
  const atLeast = value <= 0;
  const atMost = !disabled && value + step > max;
  const reasonId = `${id}-max`;
  const move = (direction: 1 | -1) => onChange(Math.min(max, Math.max(0, value + direction * step)));
  return (
    <div className="chw-stepper">
      <div className="chw-stepper__group" role="group" aria-labelledby={labelledBy}>
        <button
          type="button"
          className="chw-stepper__step"
          aria-label={labels.decrease}
          disabled={disabled}
          aria-disabled={(!disabled && atLeast) || undefined}
          onClick={() => {
            if (!atLeast) move(-1);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="chw-stepper__value" aria-live="polite" aria-label={labels.value}>
          {value}
        </output>
        <button
          type="button"
          className="chw-stepper__step"
          aria-label={labels.increase}
          disabled={disabled}
          aria-disabled={atMost || undefined}
          aria-describedby={atMost ? reasonId : undefined}
          onClick={() => {
            if (!atMost) move(1);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMost && (
        <span id={reasonId} className="chw-stepper__max">
          {labels.atMost}
        </span>
      )}
    </div>
  );
}
