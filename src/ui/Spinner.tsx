import './Spinner.css';

/** A decorative spinner; pair it with text for screen readers. */
export function Spinner() {
  return <span className="chw-spinner" aria-hidden="true" />;
}
