import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { getCheckin, type Checkin } from '../../api/checkin';
import { getConfig } from '../../config';
import { wallTextZoned } from '../../lib/bookingWords.mjs';
import { reportCheckinCompleted } from '../../lib/checkinFunnel';
import { useRequest } from '../../lib/useRequest';
import { checkinMessages } from '../../messages/checkin';
import { manageMessages } from '../../messages/manage';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import { maySession } from '../sessionHint';
import { forgetSession } from '../rememberSession';
import { CheckinSteps } from './CheckinSteps';
import { takeCheckinLink } from './checkinLink';
import type { WithinManage } from './useStepSave';
import './Checkin.css';

/** What the state line says, and the button that opens the steps (none: nothing to do here). */
function stateText(checkin: Checkin): { text: string; action: string | null } {
  switch (checkin.state) {
    case 'not_open':
      return { text: checkinMessages.checkinNotOpen(wallTextZoned(checkin.opens_at, checkin.time_zone)), action: null };
    case 'to_do':
      return { text: checkinMessages.checkinToDo, action: checkinMessages.checkinStart };
    case 'in_progress':
      return { text: checkinMessages.checkinInProgress, action: checkinMessages.checkinContinue };
    case 'needs_photo':
      return { text: checkinMessages.checkinNeedsPhoto, action: checkinMessages.checkinFixPhoto };
    case 'done':
      return { text: checkinMessages.checkinDone, action: checkinMessages.checkinReview };
    case 'closed':
      return { text: checkinMessages.checkinClosed, action: null };
    default:
      return { text: checkinMessages.checkinCancelled, action: null };
  }
}

/**
 * Online check-in: its state (not open yet, with the date it opens / to do / in progress / needs a
 * new photo / done) and a button that opens the steps. A link into check-in (`chw_checkin=1`)
 * opens them at once with the focus on the step. On the manage page it shares the manage
 * session; placed on its own page without one, it points to Manage my booking. When the last step
 * is done it tells the host page (`chw:checkin_completed`, the reference only) and GA4's funnel.
 */
export function CheckinSection({
  reference,
  withinManage,
  revision,
}: {
  reference?: string;
  /** On the manage page: its "Pay the difference" and its booking, told of changes made here. */
  withinManage?: WithinManage;
  /** The booking as the manage page last read it (its total): a change made there reads check-in again. */
  revision?: number;
}) {
  const [fromLink] = useState(takeCheckinLink);
  // No manage session opened in this browser (sessionHint.ts): nothing to ask the server, whose 401
  // every browser would log.
  const [may] = useState(maySession);
  const [attempt, setAttempt] = useState(0);
  const loaded = useRequest(may ? `checkin:${attempt}` : null, (signal) => getCheckin(signal));
  const [fresh, setFresh] = useState<Checkin | null>(null);
  const [open, setOpen] = useState(fromLink);
  const [ended, setEnded] = useState(false);
  const reported = useRef(false);
  const checkin = fresh ?? loaded.data;
  // The manage page changed the booking (a change paid there, the extras or dates): its fee and
  // agreement may have moved, so the state is read again, where the renter is in the steps.
  const seenRevision = useRef(revision);
  useEffect(() => {
    if (!may || revision === seenRevision.current) return undefined;
    seenRevision.current = revision;
    const controller = new AbortController();
    getCheckin(controller.signal).then(setFresh, () => undefined);
    return () => controller.abort();
  }, [may, revision]);
  const noSession = !may || ended || (loaded.error instanceof ApiError && loaded.error.kind === 'unauthorized');
  useEffect(() => {
    if (may && noSession) forgetSession();
  }, [may, noSession]);

  const onState = (next: Checkin) => {
    if (checkin && checkin.state !== 'done' && next.state === 'done' && !reported.current) {
      reported.current = true;
      reportCheckinCompleted(reference ?? '');
    }
    setFresh(next);
  };

  let body;
  if (noSession) {
    body = (
      <>
        <p>{ended ? checkinMessages.checkinSessionEnded : checkinMessages.checkinNoSession}</p>
        <a className="chw-button chw-button--secondary" href={getConfig().routes.manageBooking}>
          {checkinMessages.checkinOpenBooking}
        </a>
      </>
    );
  } else if (!checkin) {
    body = loaded.failed ? (
      <RetryAlert
        className="chw-checkin__retry"
        message={checkinMessages.checkinLoadFailed}
        retryLabel={manageMessages.manageRetry}
        onRetry={() => setAttempt(attempt + 1)}
      />
    ) : (
      <p role="status">
        <Spinner /> {checkinMessages.checkinLoading}
      </p>
    );
  } else {
    const { text, action } = stateText(checkin);
    body = (
      <>
        <p className={`chw-checkin__state chw-checkin__state--${checkin.state}`} data-chw-checkin-state={checkin.state}>
          {text}
        </p>
        {action ? (
          <button
            type="button"
            className="chw-button chw-checkin__toggle"
            aria-expanded={open}
            aria-controls="chw-checkin-steps"
            onClick={() => setOpen(!open)}
          >
            {open ? checkinMessages.checkinHide : action}
          </button>
        ) : null}
        {/* A link into check-in while it is not open (or closed) shows the state line only. */}
        <div id="chw-checkin-steps">
          {open && action ? (
            <CheckinSteps
              checkin={checkin}
              onState={onState}
              onSessionEnded={() => setEnded(true)}
              withinManage={withinManage}
              focus
            />
          ) : null}
        </div>
      </>
    );
  }
  return (
    <section
      className="chw-checkin"
      aria-labelledby="chw-checkin-heading"
      aria-busy={!checkin && !noSession && !loaded.failed ? true : undefined}
    >
      <h2 id="chw-checkin-heading" className="chw-checkin__heading">
        {checkinMessages.checkinHeading}
      </h2>
      {body}
    </section>
  );
}
