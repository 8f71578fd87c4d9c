import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  getCalendar,
  getManagedBooking,
  type ManageCancelResult,
  type ManageChangeRequest,
  type ManagedBooking,
} from '../../api/manage';
import { ApiError } from '../../api/client';
import { pushEcommerce } from '../../lib/dataLayer';
import { emitHostEvent } from '../../lib/hostEvents';
import { formatMoney } from '../../lib/money';
import { useRequest } from '../../lib/useRequest';
import { manageMessages } from '../../messages/manage';
import { sharedMessages } from '../../messages/shared';
import { Alert } from '../../ui/Alert';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import { BookingDetails } from './BookingDetails';
import { CancelBooking } from './CancelBooking';
import { ChangeFlow } from './ChangeFlow';
import { useDatesRequest } from './DatesEditor';
import { useExtrasRequest } from './ExtrasEditor';
import { PayDifference, confirmPaidChange } from './PayDifference';
import { UpdateDetails } from './UpdateDetails';
import { fill } from './manageText';

type Panel = 'none' | 'extras' | 'dates' | 'details';

/** Saves the booking's .ics through a download link (the file comes from the server). */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A change panel: the editor's hook (extras or dates) builds the request ChangeFlow quotes and commits. */
function changePanel(
  useChangeRequest: (booking: ManagedBooking) => { request: ManageChangeRequest | null; editor: ReactNode },
) {
  return function ChangePanel(props: { booking: ManagedBooking; token: string; onDone: Done; onClose: () => void }) {
    const { request, editor } = useChangeRequest(props.booking);
    return (
      <ChangeFlow {...props} request={request}>
        {editor}
      </ChangeFlow>
    );
  };
}
const ChangeExtras = changePanel(useExtrasRequest);
const ChangeDates = changePanel(useDatesRequest);
type Done = (result: { booking: ManagedBooking; difference: number }) => void;

/** The booking with its actions: calendar, print, cancel, change extras or dates, update details. */
export function ManageBookingScreen({ token, onSessionEnded }: { token: string; onSessionEnded: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useRequest(`manage:${token}:${attempt}`, (signal) => getManagedBooking(token, signal));
  const [fresh, setFresh] = useState<ManagedBooking | null>(null);
  const [panel, setPanel] = useState<Panel>('none');
  const [notice, setNotice] = useState('');
  const [calendarFailed, setCalendarFailed] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const booking = fresh ?? loaded.data;
  const ended = loaded.failed && loaded.error instanceof ApiError && loaded.error.kind === 'unauthorized';
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // A reload mid-payment: a change whose difference went through is applied (once: the server
  // answers the same for the same change); one still awaiting the card shows its payment again.
  const pending = booking?.pending_change;
  const paidPending = pending && pending.intent_status === 'succeeded' ? pending.change_id : null;
  const resumed = useRequest(paidPending ? `resume:${paidPending}` : null, () =>
    confirmPaidChange(token, paidPending ?? 0),
  );
  useEffect(() => {
    if (resumed.data) changed(resumed.data);
  }, [resumed.data]);

  if (!booking) {
    if (loaded.failed && !ended) {
      return (
        <RetryAlert
          className="chw-manage"
          message={manageMessages.manageLoadFailed}
          retryLabel={manageMessages.manageRetry}
          onRetry={() => setAttempt(attempt + 1)}
        />
      );
    }
    return (
      <p className="chw-manage" role="status">
        <Spinner /> {sharedMessages.loading}
      </p>
    );
  }

  function changed(result: { booking: ManagedBooking; difference: number }) {
    setFresh(result.booking);
    setPanel('none');
    setNotice(manageMessages.manageChangeDone);
    emitHostEvent('chw:booking_changed', { reference: result.booking.reservation_no, difference: result.difference });
  }
  const cancelled = (result: ManageCancelResult) => {
    setFresh(result.booking);
    setPanel('none');
    setNotice(
      result.refund > 0
        ? fill(manageMessages.manageCancelDoneRefund, { amount: formatMoney(result.refund) })
        : manageMessages.manageCancelDone,
    );
    emitHostEvent('chw:booking_cancelled', {
      reference: result.booking.reservation_no,
      refund: result.refund,
      currency: 'AUD',
    });
    if (result.refund > 0)
      pushEcommerce('refund', { transaction_id: result.booking.reservation_no, value: result.refund, currency: 'AUD' });
  };
  const calendar = () =>
    getCalendar(token).then(
      (blob) => {
        setCalendarFailed(false);
        download(blob, `booking-${booking.reservation_no}.ics`);
      },
      () => setCalendarFailed(true),
    );
  const toggle = (next: Panel) => {
    setNotice('');
    setPanel(panel === next ? 'none' : next);
  };
  const open = booking.status === 'C';

  return (
    <section className="chw-manage" aria-labelledby="chw-manage-heading">
      <h2 id="chw-manage-heading" className="chw-manage__heading">
        {manageMessages.manageHeading}
      </h2>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role="status" className="chw-manage__notice">
          {notice}
        </p>
      ) : null}
      <BookingDetails booking={booking} />
      <div className="chw-manage__actions chw-manage__no-print">
        <button type="button" className="chw-button chw-button--secondary" onClick={() => void calendar()}>
          {manageMessages.manageCalendar}
        </button>
        <button type="button" className="chw-button chw-button--secondary" onClick={() => window.print()}>
          {manageMessages.managePrint}
        </button>
      </div>
      {calendarFailed ? <Alert tone="error">{manageMessages.manageCalendarFailed}</Alert> : null}
      {open && pending && !paidPending ? <PayDifference token={token} change={pending} onDone={changed} /> : null}
      {open && booking.can_change ? (
        <div className="chw-manage__actions chw-manage__no-print">
          {(
            [
              ['extras', manageMessages.manageChangeExtras],
              ['dates', manageMessages.manageChangeDates],
              ['details', manageMessages.manageUpdateDetails],
            ] as const
          ).map(([name, label]) => (
            <button
              key={name}
              type="button"
              className="chw-button chw-button--secondary"
              aria-expanded={panel === name}
              onClick={() => toggle(name)}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
      {open && panel === 'extras' ? (
        <ChangeExtras booking={booking} token={token} onDone={changed} onClose={() => setPanel('none')} />
      ) : null}
      {open && panel === 'dates' ? (
        <ChangeDates booking={booking} token={token} onDone={changed} onClose={() => setPanel('none')} />
      ) : null}
      {open && panel === 'details' ? (
        <UpdateDetails
          booking={booking}
          token={token}
          onSaved={(next) => {
            setFresh(next);
            setPanel('none');
            setNotice(manageMessages.manageDetailsSaved);
          }}
        />
      ) : null}
      {open ? (
        <div className="chw-manage__no-print">
          <CancelBooking booking={booking} token={token} onCancelled={cancelled} />
        </div>
      ) : null}
    </section>
  );
}
