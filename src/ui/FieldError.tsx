/**
 * A field's error, shown under it and announced (`role="alert"`); `id` is what the field's
 * `aria-describedby` names while there is an error. Nothing while there is none.
 */
export function FieldError({ id, error }: { id: string; error?: string | null | false }) {
  return error ? (
    <span id={id} role="alert" className="chw-field-error">
      {error}
    </span>
  ) : null;
}
