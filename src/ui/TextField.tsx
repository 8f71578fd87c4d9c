import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';
import './theme.css';
import { FieldError } from './FieldError';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Read by screen readers before the visible label (e.g. "Next of Kin "). */
  hiddenPrefix?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input whose error is announced and tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, onChange, error, hiddenPrefix, inputRef, className, ...rest }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={clsx('chw-field', className)}>
      <label htmlFor={id} className="chw-label">
        {hiddenPrefix && <span className="chw-visually-hidden">{hiddenPrefix}</span>}
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="chw-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
