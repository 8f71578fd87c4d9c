import type { RefObject } from 'react';

interface Props {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A labelled input whose error is announced and tied to it. */
export function TextField({ id, label, type, value, onChange, error, autoComplete, inputRef }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="chw-field">
      <label htmlFor={id} className="chw-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        className="chw-input"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="chw-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
