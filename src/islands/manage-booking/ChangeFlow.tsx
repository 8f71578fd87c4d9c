import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  commitChange,
  quoteChange,
  type ManageChangeRequest,
  type ManageQuote,
  type ManagedBooking,
} from '../../api/manage';
import { ApiError } from '../../api/client';
import { getConfig } from '../../config';
import { formatMoney } from '../../lib/money';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { HelpLine } from '../../ui/HelpLine';
import { Spinner } from '../../ui/Spinner';
import { QuoteTotals } from '../../flows/QuoteTotals';
import { ChangeLines } from './ChangeLines';
import { FailureAlert } from '../../ui/FailureAlert';
import { differenceText } from './manageText';
import { isChangePending } from './changePending';
import type { ManageActions } from './manageActions';

/** The server's words for a failure, else ours. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : manageMessages.manageChangeFailed;

/** A refusal that makes the quote on screen wrong: the price moved, the car went, or the booking can no longer change. */
const quoteRefused = (error: unknown) =>
  error instanceof ApiError && ['changed', 'sold_out', 'conflict'].includes(error.kind);

/**
 * A change, re-quoted by the server before anything is committed: the editor (children) builds the
 * request; CHECK THE NEW PRICE shows what changes (before and after), the new total and the
 * difference, with the focus on it; CONFIRM CHANGE commits it. A dearer pay-now change then waits
 * for its payment: the screen shows the booking's one "Pay the difference" (`onAwaitingPayment`),
 * so there is never a second card form. When the car is not free for the new dates, the
 * alternatives, or keep the booking as it was. A refused CONFIRM CHANGE (the price moved, the car
 * went) takes the old quote away and says why, with the focus on it. A change refused because
 * another waits for its payment goes to the screen (`onChangePending`).
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
  const { onDone, onChangePending, onAwaitingPayment } = actions;
  const [vehicleId, setVehicleId] = useState<number | undefined>(undefined);
  const [quote, setQuote] = useState<{ key: string; quote: ManageQuote } | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);
  const quoteBox = useRef<HTMLDivElement>(null);
  const full = request ? { ...request, ...(vehicleId ? { vehicle_id: vehicleId } : {}) } : null;
  const key = JSON.stringify(full);
  const current = quote?.key === key ? quote.quote : null;
  // The answer to CHECK THE NEW PRICE takes the focus: the button stays, but what it asked for is below.
  useEffect(() => {
    if (quote) quoteBox.current?.focus();
  }, [quote]);

  const check = (change: ManageChangeRequest | null = full) =>
    run(() => {
      if (!change) return undefined;
      setFailure('');
      setChecking(true);
      return quoteChange(change)
        .then(
          (answer) => setQuote({ key: JSON.stringify(change), quote: answer }),
          (error: unknown) => setFailure(failureText(error)),
        )
        .finally(() => setChecking(false));
    });

  const commit = () =>
    run(() => {
      if (!full || !current) return undefined;
      setFailure('');
      return commitChange(full, current.new_total).then(
        (result) => {
          if (result.status === 'done') onDone(result);
          else onAwaitingPayment();
        },
        (error: unknown) => {
          if (isChangePending(error)) return onChangePending(error);
          if (quoteRefused(error)) setQuote(null);
          setFailure(failureText(error));
        },
      );
    });

  const choose = (id: number) => {
    setVehicleId(id);
    if (request) void check({ ...request, vehicle_id: id });
  };

  const callUs = current?.cancellation && !current.cancellation.allowed;
  return (
    <div className="chw-manage-change" aria-busy={checking || undefined}>
      {children}
      <div className="chw-manage__actions">
        <button type="button" className="chw-button" disabled={busy || !request} onClick={() => void check()}>
          {checking ? (
            <>
              <Spinner /> {manageMessages.manageCheckingPrice}
            </>
          ) : (
            manageMessages.manageCheckPrice
          )}
        </button>
        <button type="button" className="chw-button chw-button--secondary" onClick={onClose}>
          {manageMessages.manageKeepBooking}
        </button>
      </div>
      {current ? (
        <div ref={quoteBox} tabIndex={-1} className="chw-manage-quote" role="status">
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
              <ChangeLines changes={current.changes} zone={booking.pickup.time_zone} />
              <QuoteTotals
                oldTotal={current.old_total}
                newTotal={current.new_total}
                className="chw-manage-quote__difference"
                difference={differenceText(booking, current.difference, current.new_total)}
              />
              {current.terms_note ? <p className="chw-manage-quote__terms">{current.terms_note}</p> : null}
              {callUs ? <HelpLine phone={getConfig().supportPhone} /> : null}
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
