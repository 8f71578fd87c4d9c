import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  getCalendar,
  getManagedBooking,
  signOut,
  type ManageCancelResult,
  type ManageChangeRequest,
  type ManagedBooking,
} from '../../api/manage';
import { ApiError } from '../../api/client';
import { takePrefetched } from '../../api/prefetch';
import { CheckinMount } from '../../flows/checkin/CheckinMount';
import { pushEcommerce } from '../../lib/dataLayer';
import { emitHostEvent } from '../../lib/hostEvents';
import { CURRENCY, formatMoney } from '../../lib/money';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { sharedMessages } from '../../messages/shared';
import { Alert } from '../../ui/Alert';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import { BookingDetails } from './BookingDetails';
import { BookingSummary } from './BookingSummary';
import { CancelBooking } from './CancelBooking';
import { ChangeFlow } from './ChangeFlow';
import { useDatesRequest } from './DatesEditor';
import { useExtrasRequest } from './ExtrasEditor';
import { PayDifference, confirmPaidChange } from './PayDifference';
import { UpdateDetails } from './UpdateDetails';
import type { ManageActions } from './manageActions';

type Panel = 'none' | 'extras' | 'dates' | 'details';

/** A line at the top of the booking, and what takes the focus with it. */
interface Notice {
  text: string;
  /** The notice itself (it says what happened), or the booking's heading (the booking is the news). */
  focus: 'notice' | 'heading';
}

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
  return function ChangePanel(props: { booking: ManagedBooking; onClose: () => void } & ManageActions) {
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

/**
 * A change panel where it belongs, in the booking's details: brought into view when it opens, so a
 * button beside the summary is never a change that opens out of sight.
 */
function OpenPanel({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} className="chw-manage__panel">
      {children}
    </div>
  );
}

/**
 * The booking with its actions: calendar, print, cancel, change extras or dates, update details,
 * sign out. Its first call also tells whether there is a session at all: a 401 (`manage_expired`)
 * hands over to the find form (`onNoSession`, saying whether a booking had been shown).
 */
export function ManageBookingScreen({
  onNoSession,
  onSignedOut,
}: {
  onNoSession: (hadBooking: boolean) => void;
  onSignedOut: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  // The first ask may be under way already (prefetch.ts); a retry asks afresh.
  const loaded = useRequest(`manage:${attempt}`, (signal) =>
    takePrefetched('manage-booking', getManagedBooking, signal),
  );
  const [fresh, setFresh] = useState<ManagedBooking | null>(null);
  const [panel, setPanel] = useState<Panel>('none');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [calendarFailed, setCalendarFailed] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signingOut = useSubmit(signOutFailed);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const toggles = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const booking = fresh ?? loaded.data;
  const noSession = loaded.failed && loaded.error instanceof ApiError && loaded.error.kind === 'unauthorized';
  const hadBooking = booking !== undefined;
  useEffect(() => {
    if (noSession) onNoSession(hadBooking);
  }, [noSession, hadBooking, onNoSession]);
  useEffect(() => {
    if (notice) (notice.focus === 'heading' ? headingRef : noticeRef).current?.focus();
  }, [notice]);

  // A reload mid-payment: a change whose difference went through is applied (once: the server
  // answers the same for the same change); one still awaiting the card shows its payment again.
  const pending = booking?.pending_change;
  const paidPending = pending && pending.intent_status === 'succeeded' ? pending.change_id : null;
  const resumed = useRequest(paidPending ? `resume:${paidPending}` : null, () => confirmPaidChange(paidPending ?? 0));
  useEffect(() => {
    if (resumed.data) changed(resumed.data);
  }, [resumed.data]);

  if (!booking) {
    if (loaded.failed && !noSession) {
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
      <div className="chw-manage" role="status">
        <Spinner /> {sharedMessages.loading}
      </div>
    );
  }

  function changed(result: { booking: ManagedBooking; difference: number }) {
    setFresh(result.booking);
    setPanel('none');
    setNotice({ text: manageMessages.manageChangeDone, focus: 'notice' });
    emitHostEvent('chw:booking_changed', { reference: result.booking.reservation_no, difference: result.difference });
  }
  const cancelled = (result: ManageCancelResult) => {
    setFresh(result.booking);
    setPanel('none');
    setNotice({
      text:
        result.refund > 0
          ? manageMessages.manageCancelDoneRefund(formatMoney(result.refund))
          : manageMessages.manageCancelDone,
      focus: 'notice',
    });
    emitHostEvent('chw:booking_cancelled', {
      reference: result.booking.reservation_no,
      refund: result.refund,
      currency: CURRENCY,
    });
    if (result.refund > 0)
      pushEcommerce('refund', {
        transaction_id: result.booking.reservation_no,
        value: result.refund,
        currency: CURRENCY,
      });
  };
  // A change waiting for its payment was dropped: the booking as it was, its heading in focus.
  const dropped = (next: ManagedBooking) => {
    setFresh(next);
    setPanel('none');
    setNotice({ text: manageMessages.manageChangeDropped, focus: 'heading' });
  };
  // 409 change_pending (a change made in another tab waits for its payment): the server's words,
  // and the booking read again, so its "Pay the difference" panel (pay, or drop the change) shows.
  const pendingElsewhere = (error: ApiError) => {
    setPanel('none');
    setNotice({ text: error.serverMessage || manageMessages.manageChangePending, focus: 'notice' });
    void getManagedBooking().then(setFresh, () => setAttempt((n) => n + 1));
  };
  // A dearer change now waits for its payment (or check-in changed the booking): the booking read
  // again shows its one "Pay the difference", or the new total.
  const awaitingPayment = () => {
    setPanel('none');
    void getManagedBooking().then(setFresh, () => setAttempt((n) => n + 1));
  };
  // The waiting change's intent was canceled elsewhere (dropped, or the booking cancelled, in another
  // tab): said, with the focus on it, and the booking read again as it is now (the way on).
  const stopped = () => {
    setNotice({ text: manageMessages.manageChangeStopped, focus: 'notice' });
    void getManagedBooking().then(setFresh, () => setAttempt((n) => n + 1));
  };
  const actions: ManageActions = {
    onDone: changed,
    onDropped: dropped,
    onChangePending: pendingElsewhere,
    onAwaitingPayment: awaitingPayment,
    onStopped: stopped,
  };
  // "Keep my booking as it is": the panel closes and the focus goes back to the button that opened it.
  const close = (name: Panel) => () => {
    setPanel('none');
    toggles.current[name]?.focus();
  };
  const leave = () =>
    signingOut.run(() => {
      setSignOutFailed(false);
      return signOut().then(
        () => {
          onSignedOut();
          return true;
        },
        () => setSignOutFailed(true),
      );
    });
  const calendar = () =>
    getCalendar().then(
      (blob) => {
        setCalendarFailed(false);
        download(blob, `booking-${booking.reservation_no}.ics`);
      },
      () => setCalendarFailed(true),
    );
  const toggle = (next: Panel) => {
    setNotice(null);
    setPanel(panel === next ? 'none' : next);
  };
  const open = booking.status === 'C';
  // A change panel, open in its place in the booking's details.
  const changeSlot = (name: 'dates' | 'extras', Change: typeof ChangeDates) =>
    open && panel === name ? (
      <OpenPanel>
        <Change booking={booking} {...actions} onClose={close(name)} />
      </OpenPanel>
    ) : null;
  const details =
    open && panel === 'details' ? (
      <UpdateDetails
        booking={booking}
        onChangePending={pendingElsewhere}
        onSaved={(next) => {
          setFresh(next);
          setPanel('none');
          setNotice({ text: manageMessages.manageDetailsSaved, focus: 'notice' });
        }}
      />
    ) : null;

  return (
    <section className="chw-manage chw-manage--open" aria-labelledby="chw-manage-heading">
      <h2 id="chw-manage-heading" ref={headingRef} tabIndex={-1} className="chw-manage__heading">
        {manageMessages.manageHeading}
      </h2>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role="status" className="chw-manage__notice">
          {notice.text}
        </p>
      ) : null}
      <div className="chw-manage__top">
        <BookingSummary booking={booking} />
        <div className="chw-manage__side chw-manage__no-print">
          {/* While a change waits for its payment, it is the only change: no second card form. */}
          {open && booking.can_change && !pending ? (
            <div className="chw-manage__actions" role="group" aria-label={manageMessages.manageChangeGroup}>
              {(
                [
                  ['dates', manageMessages.manageChangeDates],
                  ['extras', manageMessages.manageChangeExtras],
                  ['details', manageMessages.manageUpdateDetails],
                ] as const
              ).map(([name, label]) => (
                <button
                  key={name}
                  ref={(node) => {
                    toggles.current[name] = node;
                  }}
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
          <div className="chw-manage__actions">
            {open ? (
              <button type="button" className="chw-button chw-button--secondary" onClick={() => void calendar()}>
                {manageMessages.manageCalendar}
              </button>
            ) : null}
            <button type="button" className="chw-button chw-button--secondary" onClick={() => window.print()}>
              {manageMessages.managePrint}
            </button>
          </div>
          {calendarFailed ? <Alert tone="error">{manageMessages.manageCalendarFailed}</Alert> : null}
          {open ? (
            <div className="chw-manage__danger">
              <CancelBooking booking={booking} onCancelled={cancelled} onChangePending={pendingElsewhere} />
            </div>
          ) : null}
          <div className="chw-manage__signout">
            <button
              type="button"
              className="chw-button chw-button--secondary"
              disabled={signingOut.busy}
              onClick={() => void leave()}
            >
              {manageMessages.manageSignOut}
            </button>
            {signOutFailed ? (
              <div ref={signingOut.alert} tabIndex={-1}>
                <Alert tone="error">{manageMessages.manageSignOutFailed}</Alert>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      {open && pending && !paidPending ? (
        <PayDifference key={pending.change_id} change={pending} booking={booking} {...actions} />
      ) : null}
      <BookingDetails
        booking={booking}
        slots={{
          return: changeSlot('dates', ChangeDates),
          extras: changeSlot('extras', ChangeExtras),
          contact: details ? <OpenPanel>{details}</OpenPanel> : null,
        }}
      />
      {open ? (
        <CheckinMount reference={booking.reservation_no} revision={booking.total} onBookingChanged={awaitingPayment} />
      ) : null}
    </section>
  );
}
