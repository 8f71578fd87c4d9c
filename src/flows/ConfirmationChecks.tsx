import { bookingMessages } from '../messages/booking';
import '../ui/theme.css';
import './ConfirmationChecks.css';

export interface ConfirmationChecksProps {
  /** Id of the terms checkbox; its error gets `${id}-error`. */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The terms page, opened in a new tab. */
  termsUrl: string;
  /** Shown beneath the checkbox (spec §5: the terms error sits under its field). */
  error?: string;
  disabled?: boolean;
}

/**
 * The Terms and Conditions checkbox (its link opens a new tab) and the three
 * confirmations of both checkouts (spec §2): age and full licence, marketing
 * consent with unsubscribe, the cancellation policy.
 */
export function ConfirmationChecks({ id, checked, onChange, termsUrl, error, disabled }: ConfirmationChecksProps) {
  const errorId = `${id}-error`;
  return (
    <div className="chw-confirm">
      <div className="chw-confirm__terms">
        <input
          id={id}
          type="checkbox"
          className="chw-checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id} className="chw-confirm__label">
          {bookingMessages.termsBefore}
          <a className="chw-link" href={termsUrl} target="_blank" rel="noopener noreferrer">
            {bookingMessages.termsLink}
            <span className="chw-visually-hidden"> {bookingMessages.opensInNewTab}</span>
          </a>
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="chw-field-error chw-confirm__error">
          {error}
        </p>
      )}
      <p className="chw-confirm__intro">{bookingMessages.confirmIntro}</p>
      <ul className="chw-confirm__list">
        <li>{bookingMessages.confirmAge}</li>
        <li>{bookingMessages.confirmMarketing}</li>
        <li>{bookingMessages.confirmCancellation}</li>
      </ul>
    </div>
  );
}
