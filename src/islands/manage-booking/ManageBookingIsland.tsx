import { useEffect, useState } from 'react';
import { openSession } from '../../api/manage';
import { ApiError } from '../../api/client';
import { useRequest } from '../../lib/useRequest';
import { manageMessages } from '../../messages/manage';
import { Spinner } from '../../ui/Spinner';
import { FindBookingForm } from './FindBookingForm';
import { LinkProblem } from './LinkProblem';
import { ManageBookingScreen } from './ManageBookingScreen';
import { takeLinkToken } from './linkToken';
import { maySession } from '../../flows/sessionHint';
import { forgetSession, rememberSession } from '../../flows/rememberSession';
import './ManageBooking.css';

/**
 * Why the find form shows: no session (a first visit), the session ended while the booking was
 * open, or the renter signed out (then its heading takes the focus).
 */
type Away = 'none' | 'ended' | 'signed-out';

/**
 * Manage my booking: a renter arrives from the emailed link (`?chw_manage=<token>`: traded at
 * once for a manage session, the token taken out of the address), or finds the booking by
 * reservation number + email (a link is emailed). The session is an HttpOnly cookie the server
 * sets: this page never sees it, so it asks the server (the booking, or 401 without a session) and
 * shows the booking, to view, change or cancel, or the find form. It asks only while a session it
 * opened may still run (sessionHint.ts): a first visit shows the find form at once, with no call.
 */
export function ManageBookingIsland() {
  const [linkToken] = useState(takeLinkToken);
  const [away, setAway] = useState<Away | null>(() => (linkToken || maySession() ? null : 'none'));
  const opened = useRequest(linkToken ? `open:${linkToken}` : null, (signal) => openSession(linkToken, signal));
  const expiresAt = opened.data?.expires_at;
  useEffect(() => {
    if (expiresAt) rememberSession(expiresAt);
  }, [expiresAt]);

  if (away) {
    return (
      <div className="chw-manage">
        {away === 'ended' ? <p className="chw-manage__notice">{manageMessages.manageSessionEnded}</p> : null}
        {away === 'signed-out' ? (
          <p className="chw-manage__notice" role="status">
            {manageMessages.manageSignedOut}
          </p>
        ) : null}
        <FindBookingForm focusHeading={away === 'signed-out'} />
      </div>
    );
  }
  if (linkToken && opened.loading) {
    return (
      // A div: a paragraph's margin would pass through the placeholder and move the page when the booking comes.
      <div className="chw-manage" role="status">
        <Spinner /> {manageMessages.manageOpening}
      </div>
    );
  }
  if (linkToken && opened.failed) {
    const error = opened.error instanceof ApiError ? opened.error : undefined;
    return <LinkProblem linkToken={linkToken} error={error} />;
  }
  return (
    <ManageBookingScreen
      onNoSession={(hadBooking) => {
        forgetSession();
        setAway(hadBooking ? 'ended' : 'none');
      }}
      onSignedOut={() => {
        forgetSession();
        setAway('signed-out');
      }}
    />
  );
}
