import { useRef, useState } from 'react';
import { cancelBooking, type ManageCancelResult, type ManagedBooking } from '../../api/manage';
import { ApiError } from '../../api/client';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { HelpLine } from '../../ui/HelpLine';
import { getConfig } from '../../config';
import { cancelMoneyText } from './manageText';
import { isChangePending } from './changePending';
import type { ManageActions } from './manageActions';

/**
 * Cancel: a confirm dialog that says what happens to the money (the refund the server states, or
 * the card released); the server checks the refund it was shown is still the one it would make.
 * Refused while a change waits for its payment: the dialog closes and the screen says so.
 */
export function CancelBooking({
  booking,
  onCancelled,
  onChangePending,
}: { booking: ManagedBooking; onCancelled: (result: ManageCancelResult) => void } & Pick<
  ManageActions,
  'onChangePending'
>) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState('');
  const { busy, run } = useSubmit(failure);
  // The safe choice has the focus when the dialog opens: Enter keeps the booking.
  const keep = useRef<HTMLButtonElement>(null);
  const { cancellation } = booking;
  // The server's reason says to call (the cut-off has passed, say): the number is beside it.
  if (!cancellation.allowed)
    return (
      <>
        <p className="chw-manage__reason">{cancellation.reason}</p>
        {booking.status === 'C' ? <HelpLine phone={getConfig().supportPhone} /> : null}
      </>
    );
  const confirm = () =>
    run(() => {
      setFailure('');
      return cancelBooking(cancellation.refund).then(
        (result) => {
          setOpen(false);
          onCancelled(result);
        },
        (error: unknown) => {
          if (isChangePending(error)) {
            setOpen(false);
            onChangePending(error);
          } else
            setFailure(
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : manageMessages.manageCancelFailed,
            );
        },
      );
    });
  return (
    <>
      <button type="button" className="chw-button chw-button--danger-outline" onClick={() => setOpen(true)}>
        {manageMessages.manageCancel}
      </button>
      <Dialog
        open={open}
        title={manageMessages.manageCancelTitle}
        onClose={() => setOpen(false)}
        role="alertdialog"
        initialFocus={keep}
        footer={
          <>
            <button
              ref={keep}
              type="button"
              className="chw-button chw-button--secondary"
              disabled={busy}
              onClick={() => setOpen(false)}
            >
              {manageMessages.manageCancelKeep}
            </button>
            <button
              type="button"
              className="chw-button chw-button--danger"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {manageMessages.manageCancelConfirm}
            </button>
          </>
        }
      >
        <p>{cancelMoneyText(booking)}</p>
        {failure ? (
          <>
            <Alert tone="error">{failure}</Alert>
            <HelpLine phone={getConfig().supportPhone} />
          </>
        ) : null}
      </Dialog>
    </>
  );
}
