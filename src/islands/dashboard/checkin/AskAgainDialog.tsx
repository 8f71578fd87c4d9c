import { useRef, useState, type FormEvent } from 'react';
import { useSubmit } from '../../../lib/useSubmit';
import { required } from '../../../lib/validation';
import { staffMessages } from '../../../messages/staff';
import { Alert } from '../../../ui/Alert';
import { Dialog } from '../../../ui/Dialog';

const REASON_ID = 'chw-dashboard-ask-reason';
/** `reason`'s maxLength of CheckinReviewRequest in api/openapi.yaml (the server refuses longer). */
const REASON_MAX = 300;

/** The photo the desk asks again for: its id and what it is ("the front of Olivia Nguyen's licence"). */
export interface AskTarget {
  photoId: number;
  what: string;
}

interface Props {
  target: AskTarget | null;
  onClose: () => void;
  /** Sends the request; resolves false when it failed (the dialog then says so and stays). */
  onSend: (target: AskTarget, reason: string) => Promise<boolean>;
}

/**
 * "Ask again" with its reason (required: the renter reads it in the email): a modal dialog that
 * keeps the focus inside and gives it back to the button that opened it.
 */
export function AskAgainDialog({ target, onClose, onSend }: Props) {
  const [shown, setShown] = useState<AskTarget | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const { busy, run } = useSubmit();
  const field = useRef<HTMLTextAreaElement>(null);

  // A new photo: an empty form (adjusted while rendering); the last one stays while the dialog fades out.
  if (target && target !== shown) {
    setShown(target);
    setReason('');
    setError('');
    setFailure('');
  }
  const current = target ?? shown;
  if (!current) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      if (!target) return;
      setFailure('');
      if (!required(reason)) {
        setError(staffMessages.deskCheckinAskReasonRequired);
        field.current?.focus();
        return;
      }
      setError('');
      return onSend(target, reason.trim()).then((sent) => {
        if (!sent) setFailure(staffMessages.deskCheckinReviewFailed);
      });
    });
  };

  const formId = 'chw-dashboard-ask-form';
  return (
    <Dialog
      open={target !== null}
      title={staffMessages.deskCheckinAskDialogTitle(current.what)}
      onClose={onClose}
      initialFocus={field}
      footer={
        <>
          <button type="button" className="chw-button chw-button--secondary" onClick={onClose}>
            {staffMessages.cancel}
          </button>
          {/* aria-disabled, not disabled: a disabled button would drop the focus out of the dialog. */}
          <button type="submit" form={formId} className="chw-button" aria-disabled={busy || undefined}>
            {busy ? staffMessages.saving : staffMessages.deskCheckinAskSend}
          </button>
        </>
      }
    >
      <form id={formId} className="chw-dashboard__dialog-form" noValidate onSubmit={submit} aria-busy={busy}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="chw-field">
          <label htmlFor={REASON_ID} className="chw-label">
            {staffMessages.deskCheckinAskReason}
          </label>
          <textarea
            ref={field}
            id={REASON_ID}
            className="chw-input chw-dashboard__textarea"
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-required="true"
            onChange={(event) => setReason(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${REASON_ID}-error` : undefined}
          />
          {error && (
            <span id={`${REASON_ID}-error`} className="chw-field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      </form>
    </Dialog>
  );
}
