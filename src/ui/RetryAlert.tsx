import type { ReactNode } from 'react';
import { Alert } from './Alert';

/**
 * What could not load, and the way on: the error and a button that tries again (children follow
 * them, such as RetryWhenOnline), in the island's own box.
 */
export function RetryAlert({
  className,
  message,
  retryLabel,
  onRetry,
  children,
}: {
  className: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Alert tone="error">{message}</Alert>
      <button type="button" className="chw-button" onClick={onRetry}>
        {retryLabel}
      </button>
      {children}
    </div>
  );
}
