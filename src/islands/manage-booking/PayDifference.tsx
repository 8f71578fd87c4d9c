import { CardPayment } from '../../flows/CardPayment';
import { confirmChange, type ManageChangeResult } from '../../api/manage';
import { formatMoney } from '../../lib/money';
import { manageMessages } from '../../messages/manage';
import { fill } from './manageText';

/**
 * The difference of a dearer pay-now change, through the Payment Element (src/payments via
 * flows/CardPayment). The change's one intent: a reload, a second tab or a double click confirm
 * the same one, and the server applies the change once.
 */
export function PayDifference({
  token,
  change: { change_id: changeId, client_secret: clientSecret, amount },
  onDone,
}: {
  token: string;
  /** The change awaiting its payment (a `requires_payment` answer, or the booking's pending change). */
  change: { change_id: number; client_secret: string; amount: number };
  onDone: (result: Extract<ManageChangeResult, { status: 'done' }>) => void;
}) {
  return (
    <CardPayment
      clientSecret={clientSecret}
      intentType="payment"
      heading={manageMessages.managePayDifference}
      headingLevel={3}
      buttonLabel={fill(manageMessages.managePayButton, { amount: formatMoney(amount) })}
      returnUrl={window.location.href}
      onPaid={() => confirmPaidChange(token, changeId).then(onDone)}
    />
  );
}

/** Confirms a paid change with the server (the flow, and a reload mid-payment). */
export const confirmPaidChange = (
  token: string,
  changeId: number,
): Promise<Extract<ManageChangeResult, { status: 'done' }>> =>
  confirmChange(token, changeId).then((result) => {
    if (result.status !== 'done') throw new Error('The change is still waiting for its payment.');
    return result;
  });
