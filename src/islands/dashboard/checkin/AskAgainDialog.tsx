import { useRef } from 'react';
import { staffMessages } from '../../../messages/staff';
import { FormDialog } from '../FormDialog';
import { useDialogSubject } from '../useDialogSubject';
import { TextArea, useTextForm } from '../useTextForm';

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
  const form = useTextForm(REASON_ID, staffMessages.deskCheckinAskReasonRequired);
  const field = useRef<HTMLTextAreaElement>(null);
  // A new photo: an empty form; the last one stays while the dialog fades out.
  const current = useDialogSubject(target, form.reset);
  if (!current) return null;

  return (
    <FormDialog
      open={target !== null}
      title={staffMessages.deskCheckinAskDialogTitle(current.what)}
      onClose={onClose}
      initialFocus={field}
      submitLabel={staffMessages.deskCheckinAskSend}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(event) =>
        form.submit(
          event,
          target &&
            ((reason) => onSend(target, reason).then((sent) => (sent ? '' : staffMessages.deskCheckinReviewFailed))),
        )
      }
    >
      <TextArea
        fieldRef={field}
        label={staffMessages.deskCheckinAskReason}
        maxLength={REASON_MAX}
        aria-required="true"
        {...form.field}
      />
    </FormDialog>
  );
}
