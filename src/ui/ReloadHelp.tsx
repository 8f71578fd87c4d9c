import { getConfig } from '../config';
import { sharedMessages } from '../messages/shared';
import { HelpLine } from './HelpLine';

/**
 * Shown beside the words for a code file that did not load (an island, the search's code, Stripe.js's
 * loader): a Reload button (the persisted state keeps what the renter typed; `beforeReload` keeps
 * what it does not) and the help line. Never a dead button. In the first chunks ('state'), so it
 * never waits for a chunk that may be the missing one.
 */
export function ReloadHelp({ beforeReload }: { beforeReload?: () => void }) {
  const reload = () => {
    beforeReload?.();
    location.reload();
  };
  return (
    <div className="chw-api-down">
      <button type="button" className="chw-button" onClick={reload}>
        {sharedMessages.reloadPage}
      </button>
      <HelpLine phone={getConfig().supportPhone} />
    </div>
  );
}
