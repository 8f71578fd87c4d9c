import type { SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldError } from './FieldError';

/** Spec §3 select option: label and value, with an optional disabled flag. */
export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  id: string;
  label: string;
  options?: SelectOption[];
  groups?: SelectGroup[];
  placeholder?: string;
  error?: string;
  hideLabel?: boolean;
}

/** A labelled native select with an optional placeholder, groups and an error tied by aria-describedby. */
export function Select({ id, label, options = [], groups, placeholder, error, hideLabel, className, ...rest }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={clsx('chw-field', className)}>
      <label htmlFor={id} className={clsx('chw-label', hideLabel && 'chw-visually-hidden')}>
        {label}
      </label>
      <select
        id={id}
        className="chw-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
