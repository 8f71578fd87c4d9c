import { useState } from 'react';
import { CardPayment } from '../../flows/CardPayment';
import { abandonChange, confirmChange, type ManageChangeResult, type ManagedBooking } from '../../api/manage';
import { ApiError } from '../../api/client';
import { formatMoney } from '../../lib/money';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { ChangeLines } from './ChangeLines';
import { FailureAlert } from '../../ui/FailureAlert';
import type { ManageActions } from './manageActions';

/**
 * The difference of a dearer pay-now change, through the Payment Element (src/payments via
 * flows/CardPayment), with what the change changes and what it costs said first (a later visit
 * opens on it). The change's one intent: a reload, a second tab or a double click confirm the same
 * one, and the server applies the change once. "Drop this change" abandons it instead (its intent
 * cancelled, or refunded in full if it went through): the booking stays as it was. An intent no
 * longer taken (the change dropped, or the booking cancelled, in another tab) goes to the screen
 * (`onStopped`), which says so.
 */
export function PayDifference({
  change,
  booking,
  onDone,
  onDropped,
  onStopped,
}: {
  /** The booking's change awaiting its payment. */
  change: NonNullable<ManagedBooking['pending_change']>;
  booking: ManagedBooking;
} & Pick<ManageActions, 'onDone' | 'onDropped' | 'onStopped'>) {
  const { change_id: changeId, client_secret: clientSecret, amount } = change;
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
        onIntentChanged={onStopped}
        intro={
          <>
            <p className="chw-manage-pay__what">
              {manageMessages.manageChangeWaiting(formatMoney(amount), formatMoney(change.new_total ?? booking.total))}
            </p>
            <ChangeLines changes={change.changes} zone={booking.pickup.time_zone} />
          </>
        }
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
