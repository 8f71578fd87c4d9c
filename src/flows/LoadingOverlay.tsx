import { useSignals } from '@preact/signals-react/runtime';
import { loadingOverlay } from '../state/loadingOverlay';
import { sharedMessages } from '../messages/shared';
import { Spinner } from '../ui/Spinner';
import './LoadingOverlay.css';

/** The page's one loading overlay, driven by the loadingOverlay slice. */
export function LoadingOverlayHost() {
  useSignals();
  const { visible, message } = loadingOverlay.value;
  if (!visible) return null;
  return (
    <div className="chw-portal chw-loading-overlay" role="status" aria-live="assertive">
      <div className="chw-loading-overlay__box">
        <Spinner />
        <p className="chw-loading-overlay__message">{message || sharedMessages.loading}</p>
      </div>
    </div>
  );
}
