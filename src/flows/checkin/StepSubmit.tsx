import type { ReactNode, Ref } from 'react';
import { checkinMessages } from '../../messages/checkin';
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

/** The "Next step" button under a step that saves as it goes (the photos and the other drivers). */
export function NextStep({ onNext }: { onNext: () => void }) {
  return (
    <div className="chw-checkin__actions">
      <button type="button" className="chw-button" onClick={onNext}>
        {checkinMessages.checkinNext}
      </button>
    </div>
  );
}
