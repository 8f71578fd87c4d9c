import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { staffMessages } from '../../messages/staff';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';

interface Props extends Pick<ComponentProps<typeof Dialog>, 'open' | 'title' | 'onClose' | 'initialFocus'> {
  /** The submit button's words while not busy ("Saving…" while it is). */
  submitLabel: string;
  busy: boolean;
  /** Why the last sending failed ('' when it did not): an alert at the top of the form. */
  failure: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A desk dialog that is one form: its fields, and Cancel and the submit button in the footer. */
export function FormDialog({ submitLabel, busy, failure, onSubmit, children, ...dialog }: Props) {
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <button type="button" className="chw-button chw-button--secondary" onClick={dialog.onClose}>
            {staffMessages.cancel}
          </button>
          {/* aria-disabled, not disabled: a disabled button would drop the focus out of the dialog
              (Escape then no longer reaches it); useSubmit already refuses a second submit. */}
          <button type="submit" form={formId} className="chw-button" aria-disabled={busy || undefined}>
            {busy ? staffMessages.saving : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="chw-dashboard__dialog-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
      </form>
    </Dialog>
  );
}
