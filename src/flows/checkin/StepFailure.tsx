import type { Ref } from 'react';
import { Alert } from '../../ui/Alert';

/** A step's failed sending, put in view with focus by useStepSave's `alert` ref; nothing when none. */
export function StepFailure({ failure, alertRef }: { failure: string; alertRef: Ref<HTMLDivElement> }) {
  if (!failure) return null;
  return (
    <div ref={alertRef} tabIndex={-1}>
      <Alert tone="error">{failure}</Alert>
    </div>
  );
}
