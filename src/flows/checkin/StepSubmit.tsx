import type { ReactNode, Ref } from 'react';
import { FailureAlert } from '../../ui/FailureAlert';

/**
 * The end of a step's form: its submit button (held while useStepSave sends), any other button
 * beside it, and the failure useStepSave reports, in the alert that takes the focus.
 */
export function StepSubmit({
  label,
  busy,
  failure,
  alert,
  children,
}: {
  label: string;
  busy: boolean;
  failure: string;
  alert: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="chw-checkin__actions">
        <button type="submit" className="chw-button" disabled={busy}>
          {label}
        </button>
        {children}
      </div>
      <FailureAlert failure={failure} alertRef={alert} />
    </>
  );
}
