import { sharedMessages } from '../messages/shared';
import '../ui/theme.css';

/** The small error state shown inside a placeholder that could not mount. */
export function IslandError() {
  return (
    <div className="chw-island-error" role="alert">
      {sharedMessages.islandFailed}
    </div>
  );
}
