import { useState, type ReactNode } from 'react';
import {
  commitChange,
  quoteChange,
  type ManageChangeRequest,
  type ManageChangeResult,
  type ManageQuote,
  type ManagedBooking,
} from '../../api/manage';
import { ApiError } from '../../api/client';
import { formatMoney } from '../../lib/money';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { FailureAlert } from './FailureAlert';
import { PayDifference } from './PayDifference';
import { differenceText } from './manageText';
import { isChangePending } from './changePending';
import type { ManageActions } from './manageActions';

/** The server's words for a failure, else ours. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : manageMessages.manageChangeFailed;

/**
 * A change, re-quoted by the server before anything is committed: the editor (children) builds the
 * request; CHECK THE NEW PRICE shows the new total and the difference; CONFIRM CHANGE commits it
 * (a dearer pay-now change then takes the difference through the Payment Element). When the car is
 * not free for the new dates, the alternatives, or keep the booking as it was. The quote's
 * `terms_note` (the terms after the change) is read before CONFIRM CHANGE. A change refused
 * because another waits for its payment goes to the screen (`onChangePending`).
 */
export function ChangeFlow({
  booking,
  request,
  children,
  onClose,
  ...actions
}: {
  booking: ManagedBooking;
  request: ManageChangeRequest | null;
  children: ReactNode;
  onClose: () => void;
} & ManageActions) {
  const { onDone, onChangePending } = actions;
  const [vehicleId, setVehicleId] = useState<number | undefined>(undefined);
  const [quote, setQuote] = useState<{ key: string; quote: ManageQuote } | null>(null);
  const [payment, setPayment] = useState<Extract<ManageChangeResult, { status: 'requires_payment' }> | null>(null);
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);
  const full = request ? { ...request, ...(vehicleId ? { vehicle_id: vehicleId } : {}) } : null;
  const key = JSON.stringify(full);
  const current = quote?.key === key ? quote.quote : null;

  const check = (change: ManageChangeRequest | null = full) =>
    run(() => {
      if (!change) return undefined;
      setFailure('');
      return quoteChange(change).then(
        (answer) => setQuote({ key: JSON.stringify(change), quote: answer }),
        (error: unknown) => setFailure(failureText(error)),
      );
    });

  const commit = () =>
    run(() => {
      if (!full || !current) return undefined;
      setFailure('');
      return commitChange(full, current.new_total).then(
        (result) => {
          if (result.status === 'done') onDone(result);
          else setPayment(result);
        },
        (error: unknown) => {
          if (isChangePending(error)) onChangePending(error);
          else setFailure(failureText(error));
        },
      );
    });

  const choose = (id: number) => {
    setVehicleId(id);
    if (request) void check({ ...request, vehicle_id: id });
  };

  if (payment) return <PayDifference change={payment} {...actions} />;
  return (
    <div className="chw-manage-change">
      {children}
      <div className="chw-manage__actions">
        <button type="button" className="chw-button" disabled={busy || !request} onClick={() => void check()}>
          {manageMessages.manageCheckPrice}
        </button>
        <button type="button" className="chw-button chw-button--secondary" onClick={onClose}>
          {manageMessages.manageKeepBooking}
        </button>
      </div>
      {current ? (
        <div className="chw-manage-quote" role="status">
          {current.unchanged ? (
            <p>{manageMessages.manageNothingChanged}</p>
          ) : !current.available ? (
            <>
              <p>{manageMessages.manageUnavailable}</p>
              {current.alternatives.length ? (
                <ul className="chw-manage-quote__alternatives">
                  {current.alternatives.map((car) => (
                    <li key={car.id}>
                      <button type="button" className="chw-button chw-button--secondary" onClick={() => choose(car.id)}>
                        {manageMessages.manageChooseCar(car.name, formatMoney(car.total))}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{manageMessages.manageNoAlternatives}</p>
              )}
            </>
          ) : (
            <>
              <p>
                {manageMessages.manageOldTotal}: {formatMoney(current.old_total)}
                <br />
                {manageMessages.manageNewTotal}: <strong>{formatMoney(current.new_total)}</strong>
              </p>
              <p className="chw-manage-quote__difference">
                {differenceText(booking, current.difference, current.new_total)}
              </p>
              {current.terms_note ? <p className="chw-manage-quote__terms">{current.terms_note}</p> : null}
              <button type="button" className="chw-button" disabled={busy} onClick={() => void commit()}>
                {manageMessages.manageConfirmChange}
              </button>
            </>
          )}
        </div>
      ) : null}
      <FailureAlert failure={failure} alertRef={alert} />
    </div>
  );
}
