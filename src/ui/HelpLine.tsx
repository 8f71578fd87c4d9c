import { displayPhone } from '../lib/phoneDisplay';
import { helpMessages } from '../messages/help';
import './HelpLine.css';

/**
 * The call centre's number as a `tel:` link, in the same place on every step (WCAG 2.2 SC 3.2.6,
 * Consistent Help). Nothing at all when no number is configured.
 */
export function HelpLine({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <p className="chw-help-line">
      {helpMessages.helpLine}{' '}
      <a className="chw-help-line__link" href={`tel:${phone}`}>
        {displayPhone(phone)}
      </a>
    </p>
  );
}
