import { useRetryWhenOnline } from '../lib/useRetryWhenOnline';
import { helpMessages } from '../messages/help';

/**
 * A failed step that tries again by itself when the connection comes back, and says so in a
 * polite live region (present, empty, while the step waits, so the words are announced).
 */
export function RetryWhenOnline({ failed, retry }: { failed: boolean; retry: () => void }) {
  const retried = useRetryWhenOnline(failed, retry);
  if (!failed && !retried) return null;
  return (
    <p className="chw-help-line" role="status">
      {retried ? helpMessages.backOnline : ''}
    </p>
  );
}
