import { useState, type FormEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { useSubmit } from '../../lib/useSubmit';
import { required } from '../../lib/validation';
import { FieldError } from '../../ui/FieldError';

/**
 * The form of a desk dialog that sends one required text (a comment, a reason): the text, its
 * error, the sending's failure, and `submit`, which (one sending at a time) says what is missing
 * and focuses the field, or sends the text trimmed. `field` goes to its TextArea.
 */
export function useTextForm(id: string, missing: string) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const { busy, run } = useSubmit();

  /** An empty form (a new booking or photo). */
  const reset = () => {
    setText('');
    setError('');
    setFailure('');
  };

  /** `send` is null while the dialog closes (nothing to send to); it resolves to the failure's words or ''. */
  const submit = (event: FormEvent, send: ((text: string) => Promise<string>) | null) => {
    event.preventDefault();
    void run(() => {
      if (!send) return;
      setFailure('');
      if (!required(text)) {
        setError(missing);
        document.getElementById(id)?.focus();
        return;
      }
      setError('');
      return send(text.trim()).then(setFailure);
    });
  };

  return { text, setText, failure, busy, reset, submit, field: { id, value: text, onChange: setText, error } };
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea of a desk dialog, its error announced and tied to it. */
export function TextArea({ id, label, value, onChange, error, fieldRef, ...rest }: TextAreaProps) {
  return (
    <div className="chw-field">
      <label htmlFor={id} className="chw-label">
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        className="chw-input chw-dashboard__textarea"
        rows={3}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
