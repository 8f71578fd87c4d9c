import type { Ref } from 'react';
import { Alert } from './Alert';

/**
 * A failure of a sending, put in view with focus by useSubmit's `alert` ref (manage's changes,
 * check-in's steps); nothing when none.
 */
export function FailureAlert({ failure, alertRef }: { failure: string; alertRef: Ref<HTMLDivElement> }) {
  if (!failure) return null;
  return (
    <div ref={alertRef} tabIndex={-1}>
      <Alert tone="error">{failure}</Alert>
    </div>
  );
}
