import { useState } from 'react';
import { CardPayment } from '../../flows/CardPayment';
import { abandonChange, confirmChange, type ManageChangeResult } from '../../api/manage';
import { ApiError } from '../../api/client';
import { formatMoney } from '../../lib/money';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { FailureAlert } from './FailureAlert';
import type { ManageActions } from './manageActions';

/**
 * The difference of a dearer pay-now change, through the Payment Element (src/payments via
 * flows/CardPayment). The change's one intent: a reload, a second tab or a double click confirm
 * the same one, and the server applies the change once. "Drop this change" abandons it instead
 * (its intent cancelled, or refunded in full if it went through): the booking stays as it was.
 */
export function PayDifference({
  change: { change_id: changeId, client_secret: clientSecret, amount },
  onDone,
  onDropped,
}: {
  /** The change awaiting its payment (a `requires_payment` answer, or the booking's pending change). */
  change: { change_id: number; client_secret: string; amount: number };
} & Pick<ManageActions, 'onDone' | 'onDropped'>) {
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);
  const drop = () =>
    run(() => {
      setFailure('');
      return abandonChange(changeId).then(
        (answer) => onDropped(answer.booking),
        (error: unknown) =>
          setFailure(
            error instanceof ApiError && error.serverMessage ? error.serverMessage : manageMessages.manageDropFailed,
          ),
      );
    });
  return (
    <div className="chw-manage-pay">
      <CardPayment
        clientSecret={clientSecret}
        intentType="payment"
        heading={manageMessages.managePayDifference}
        headingLevel={3}
        buttonLabel={manageMessages.managePayButton(formatMoney(amount))}
        returnUrl={window.location.href}
        onPaid={() => confirmPaidChange(changeId).then(onDone)}
      />
      <div className="chw-manage__actions">
        <button type="button" className="chw-button chw-button--secondary" disabled={busy} onClick={() => void drop()}>
          {manageMessages.manageDropChange}
        </button>
      </div>
      <FailureAlert failure={failure} alertRef={alert} />
    </div>
  );
}

/** Confirms a paid change with the server (the flow, and a reload mid-payment). */
export const confirmPaidChange = (changeId: number): Promise<Extract<ManageChangeResult, { status: 'done' }>> =>
  confirmChange(changeId).then((result) => {
    if (result.status !== 'done') throw new Error('The change is still waiting for its payment.');
    return result;
  });
