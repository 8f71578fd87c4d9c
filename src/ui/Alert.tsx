import type { ReactNode } from 'react';
import clsx from 'clsx';
import './Alert.css';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

/**
 * An inline message. Errors and warnings use role=alert (announced at once),
 * success and info role=status (announced politely).
 */
export function Alert({ tone = 'error', children, id }: { tone?: AlertTone; children: ReactNode; id?: string }) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div id={id} role={role} className={clsx('chw-alert', `chw-alert--${tone}`)}>
      {children}
    </div>
  );
}
