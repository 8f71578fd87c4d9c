import { ApiError } from '../api/client';
import { getConfig } from '../config';
import { helpMessages } from '../messages/help';
import { HelpLine } from '../ui/HelpLine';
import { CONTACT_PREFILL_HASH } from './knownContact';

/** The booking API is down for this renter: no answer came, or it answered 5xx. */
export const apiDown = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server');

/**
 * Shown beside the spec's words when the booking API cannot be reached: the help line and
 * "Request a call", the enquiry form, which fills in the name, email and phone this renter
 * already typed (the address carries only a marker, never the details).
 */
export function ApiDownHelp() {
  const { routes, supportPhone } = getConfig();
  return (
    <div className="chw-api-down">
      <HelpLine phone={supportPhone} />
      <a className="chw-button chw-button--secondary" href={`${routes.requestACall}#${CONTACT_PREFILL_HASH}`}>
        {helpMessages.requestACall}
      </a>
    </div>
  );
}
