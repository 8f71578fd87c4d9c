import { ReloadHelp } from '../ui/ReloadHelp';
import { sharedMessages } from '../messages/shared';
import '../ui/theme.css';

/**
 * The error state shown inside a placeholder that could not mount (its code did not arrive, even on
 * a second try, or it failed to render): the words, a Reload button and the help line.
 */
export function IslandError() {
  return (
    <div className="chw-island-error">
      {/* Only the words are announced; the button and the help line follow them. */}
      <div role="alert">{sharedMessages.islandFailed}</div>
      <ReloadHelp />
    </div>
  );
}
