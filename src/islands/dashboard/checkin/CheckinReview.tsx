import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinDeskStatus, CheckinPhoto } from '../../../api/types';
import { getDeskCheckin, getDeskCheckinAudit, reviewDeskCheckinPhoto } from '../../../api/staffCheckin';
import { useRequest } from '../../../lib/useRequest';
import { staffMessages } from '../../../messages/staff';
import { Alert } from '../../../ui/Alert';
import { CHECKIN_STATUS_LABELS } from '../bookingFields';
import { endSessionIfUnauthorized, isUnauthorized } from '../session';
import { AskAgainDialog, type AskTarget } from './AskAgainDialog';
import { branchTime, zoneCity } from './branchTime';
import { CheckinRecord } from './CheckinRecord';
import { DriverCard } from './DriverCard';

interface Props {
  bookingId: number;
  /** The booking's check-in status changed here (a review): the table's row follows. */
  onStatus: (status: CheckinDeskStatus | null) => void;
}

/** A staff call that ends the session on a 401 (the page then goes to sign-in). */
const staffCall =
  <T,>(call: (signal: AbortSignal) => Promise<T>) =>
  (signal: AbortSignal) =>
    call(signal).catch((error: unknown) => {
      if (!signal.aborted) endSessionIfUnauthorized(error);
      throw error;
    });

/**
 * One booking's check-in as the desk reviews it (its own chunk, loaded when "Open check-in" is
 * pressed): its status, every driver's licence in full with both photos (Accept, or Ask again with
 * a reason the renter is emailed), the arrival, the signed agreement's record, and who viewed it
 * when. Opening it is a view of the documents: the server writes it, and each photo's, to the
 * audit list, read again once the photos are in.
 */
export function CheckinReview({ bookingId, onStatus }: Props) {
  const [attempt, setAttempt] = useState(0);
  const fetched = useRequest(
    `${bookingId}:${attempt}`,
    staffCall((signal) => getDeskCheckin(bookingId, signal)),
  );
  const state = fetched.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const [reviewed, setReviewed] = useState<ReadonlyMap<number, CheckinPhoto>>(new Map());
  const [status, setStatus] = useState<CheckinDeskStatus | null | undefined>(undefined);
  const [asking, setAsking] = useState<AskTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());

  const photoIds = (state?.drivers ?? []).flatMap((driver) =>
    [driver.photos.front, driver.photos.back].flatMap((photo) => (photo ? [photo.id] : [])),
  );
  // Once every photo has loaded (each a view the server recorded), the audit list is read again.
  const allIn = state !== undefined && photoIds.length > 0 && photoIds.every((id) => settled.has(id));
  const audit = useRequest(
    allIn ? `${bookingId}:${attempt}` : null,
    staffCall((signal) => getDeskCheckinAudit(bookingId, signal)),
  );

  // The view has come: the focus goes to its heading, so a keyboard or screen reader is at its start.
  const loaded = state !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const onSettled = useCallback(
    (photoId: number) => setSettled((current) => (current.has(photoId) ? current : new Set(current).add(photoId))),
    [],
  );

  const review = async (target: AskTarget, decision: 'accept' | 'ask_again', reason = ''): Promise<boolean> => {
    setBusy(true);
    setFailure('');
    try {
      const answer = await reviewDeskCheckinPhoto({ photo_id: target.photoId, decision, reason });
      const photo = answer.drivers
        .flatMap((driver) => [driver.photos.front, driver.photos.back])
        .find((item) => item?.id === target.photoId);
      if (photo) setReviewed((current) => new Map(current).set(photo.id, photo));
      setStatus(answer.desk_status);
      onStatus(answer.desk_status);
      setAnnouncement(
        decision === 'accept'
          ? staffMessages.deskCheckinAccepted(target.what)
          : staffMessages.deskCheckinAskedAgain(target.what),
      );
      return true;
    } catch (error) {
      if (!endSessionIfUnauthorized(error)) setFailure(staffMessages.deskCheckinReviewFailed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const accept = (target: AskTarget) => {
    if (!busy) void review(target, 'accept');
  };
  const askAgain = async (target: AskTarget, reason: string) => {
    const sent = await review(target, 'ask_again', reason);
    if (sent) setAsking(null);
    return sent;
  };

  const headingId = `chw-dashboard-checkin-${bookingId}`;
  if (!state) {
    const failed = fetched.failed && !isUnauthorized(fetched.error);
    return (
      <div className="chw-dashboard__checkin" aria-busy={!failed}>
        {failed ? (
          <>
            <Alert tone="error">{staffMessages.deskCheckinLoadFailed}</Alert>
            <button type="button" className="chw-link" onClick={() => setAttempt((n) => n + 1)}>
              {staffMessages.tryAgain}
            </button>
          </>
        ) : (
          <p role="status">{staffMessages.deskCheckinLoading}</p>
        )}
      </div>
    );
  }

  const shownStatus = status === undefined ? state.desk_status : status;
  const at = (instant: string) => branchTime(instant, state.time_zone);
  return (
    <section className="chw-dashboard__checkin" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="chw-dashboard__subheading">
        {staffMessages.deskCheckinHeading(bookingId)}
      </h3>
      <p className="chw-dashboard__checkin-status">
        {staffMessages.deskCheckinStatusLine(shownStatus ? CHECKIN_STATUS_LABELS[shownStatus] : '—')}{' '}
        <span className="chw-dashboard__hint">{staffMessages.deskCheckinTimesIn(zoneCity(state.time_zone))}</span>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="chw-visually-hidden" role="status">
        {announcement}
      </p>
      <h4 className="chw-dashboard__checkin-part">{staffMessages.deskCheckinDrivers}</h4>
      {state.drivers.length === 0 ? (
        <p className="chw-dashboard__empty">{staffMessages.deskCheckinNoDrivers}</p>
      ) : (
        <ul className="chw-dashboard__drivers">
          {state.drivers.map((driver) => (
            <DriverCard
              key={driver.id}
              driver={driver}
              reviewed={reviewed}
              busy={busy}
              onSettled={onSettled}
              onAccept={accept}
              onAskAgain={(target) => !busy && setAsking(target)}
            />
          ))}
        </ul>
      )}
      <CheckinRecord state={state} audit={audit.data ?? state.audit} at={at} />
      <AskAgainDialog target={asking} onClose={() => setAsking(null)} onSend={askAgain} />
    </section>
  );
}
