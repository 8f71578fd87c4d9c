import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../api/client';
import { getCheckin, type CheckinDriverFee } from '../../api/checkin';
import { abandonChange, commitChange, confirmChange } from '../../api/manage';
import { lazyOnce } from '../../lib/lazyOnce';
import { formatMoney } from '../../lib/money';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { checkinMessages } from '../../messages/checkin';
import { manageMessages } from '../../messages/manage';
import { FailureAlert } from '../../ui/FailureAlert';
import { Spinner } from '../../ui/Spinner';
import { apiErrorText } from '../apiErrorText';
import { QuoteTotals } from '../QuoteTotals';
import type { StepProps } from './useStepSave';

// The card form (src/payments through flows/CardPayment), loaded only when a fee is paid here.
const CardPayment = lazy(lazyOnce(() => import('../CardPayment').then((module) => ({ default: module.CardPayment }))));

const HEADING = 'chw-checkin-fee-heading';

/**
 * The additional-driver fee the drivers added still owe, paid as Manage my booking pays any change:
 * the server's quote (current and new total, what is paid now or at the counter), then the change
 * at that total (`/manage/change` with `added_drivers`). Pay later: done at once (the card's
 * preauthorisation raised). Pay now: the difference by card, then `/manage/change/confirm`. On the
 * manage page that payment is the page's own "Pay the difference" under the booking (told through
 * `withinManage`), so there is never a second card form; on its own page, the card form is here,
 * and a payment that went through before a reload (3-D Secure's redirect) is confirmed on return.
 */
export function DriverFee({
  checkin,
  fee,
  onState,
  onSessionEnded,
  withinManage,
  onPaid,
}: Pick<StepProps, 'checkin' | 'onState' | 'onSessionEnded' | 'withinManage'> & {
  fee: CheckinDriverFee;
  /** The fee is part of the booking now. */
  onPaid: () => void;
}) {
  const [failure, setFailure] = useState('');
  const { quote, pending } = fee;

  // The state read again after the change moved on: the fee paid, or its payment waiting.
  const settled = (paid: boolean) =>
    getCheckin().then((next) => {
      withinManage?.onBookingChanged();
      onState(next);
      if (paid) onPaid();
    });
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.kind === 'unauthorized') return onSessionEnded();
    setFailure(error instanceof ApiError ? apiErrorText(error) : checkinMessages.checkinFeeFailed);
    // The drivers or the price moved, or another change waits: the state as it is now.
    if (error instanceof ApiError && error.status === 409) void getCheckin().then(onState, () => undefined);
    return undefined;
  };

  // Back from a redirect with the payment made: the change is made (the server makes it once).
  const paidBefore = !withinManage && pending?.intent_status === 'succeeded' ? pending.change_id : null;
  const resumed = useRequest(paidBefore ? `checkin-fee:${paidBefore}` : null, () =>
    confirmChange(paidBefore ?? 0).then(() => settled(true)),
  );
  const shown =
    failure ||
    (resumed.failed
      ? resumed.error instanceof ApiError
        ? apiErrorText(resumed.error)
        : checkinMessages.checkinFeeFailed
      : '');
  const { busy, run, alert } = useSubmit(shown);
  const send = (call: () => Promise<boolean>) =>
    run(() => {
      setFailure('');
      return call().then(settled, failed);
    });

  let body;
  if (pending && withinManage) {
    body = <p role="status">{checkinMessages.checkinFeePayAbove}</p>;
  } else if (pending) {
    body = paidBefore ? (
      <p role="status">{resumed.failed ? null : <Spinner />}</p>
    ) : (
      <>
        <Suspense
          fallback={
            <p role="status">
              <Spinner />
            </p>
          }
        >
          <CardPayment
            clientSecret={pending.client_secret}
            intentType="payment"
            heading={manageMessages.managePayDifference}
            headingLevel={3}
            buttonLabel={manageMessages.managePayButton(formatMoney(pending.amount))}
            returnUrl={window.location.href}
            onPaid={() => confirmChange(pending.change_id).then(() => settled(true))}
            onIntentChanged={() => void getCheckin().then(onState, () => undefined)}
          />
        </Suspense>
        <div className="chw-checkin__actions">
          <button
            type="button"
            className="chw-button chw-button--secondary"
            disabled={busy}
            onClick={() => void send(() => abandonChange(pending.change_id).then(() => false))}
          >
            {manageMessages.manageDropChange}
          </button>
        </div>
      </>
    );
  } else if (quote) {
    const later = checkin.payment_type === 'L';
    body = (
      <>
        <QuoteTotals
          oldTotal={quote.old_total}
          newTotal={quote.new_total}
          className="chw-checkin-fee__difference"
          difference={
            later
              ? manageMessages.manageDifferenceLater(formatMoney(quote.new_total))
              : manageMessages.manageDifferenceMore(formatMoney(quote.difference))
          }
        />
        <div className="chw-checkin__actions">
          <button
            type="button"
            className="chw-button"
            disabled={busy}
            onClick={() =>
              void send(() =>
                commitChange({ added_drivers: quote.added_drivers }, quote.new_total).then(
                  (result) => result.status === 'done',
                ),
              )
            }
          >
            {later ? checkinMessages.checkinFeeAdd : checkinMessages.checkinFeeContinue}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="chw-checkin-fee" aria-labelledby={HEADING}>
      <h4 id={HEADING} className="chw-checkin__subheading">
        {checkinMessages.checkinFeeHeading}
      </h4>
      <p>{checkinMessages.checkinFeeDue(fee.due, formatMoney(quote?.difference ?? fee.per_driver * fee.due))}</p>
      {body}
      <FailureAlert failure={shown} alertRef={alert} />
    </section>
  );
}
