import { useState } from 'react';
import { openSession } from '../../api/manage';
import { ApiError } from '../../api/client';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { useRequest } from '../../lib/useRequest';
import { manageMessages } from '../../messages/manage';
import { Spinner } from '../../ui/Spinner';
import { FindBookingForm } from './FindBookingForm';
import { LinkProblem } from './LinkProblem';
import { ManageBookingScreen } from './ManageBookingScreen';
import { takeLinkToken } from './linkToken';
import './ManageBooking.css';

/** The manage session lasts 60 minutes (the server's too). */
export const MANAGE_SESSION_MINUTES = 60;

/**
 * Manage my booking: a renter arrives from the emailed link (`?chw_manage=<token>`: traded at
 * once for a manage session in the `chw_manage_token` cookie, the token taken out of the address),
 * or finds the booking by reservation number + email (a link is emailed). With a session: the
 * booking, to view, change or cancel.
 */
export function ManageBookingIsland() {
  const [linkToken] = useState(takeLinkToken);
  const [token, setToken] = useState(() => (linkToken ? '' : getCookie('manage_token')));
  const [ended, setEnded] = useState(false);
  const opened = useRequest(linkToken ? `open:${linkToken}` : null, (signal) =>
    openSession(linkToken, signal).then((session) => {
      setCookie('manage_token', session.manage_token, MANAGE_SESSION_MINUTES);
      setToken(session.manage_token);
      return session.manage_token;
    }),
  );

  const endSession = () => {
    removeCookie('manage_token');
    setToken('');
    setEnded(true);
  };

  if (token) return <ManageBookingScreen token={token} onSessionEnded={endSession} />;
  if (linkToken && opened.loading) {
    return (
      <p className="chw-manage" role="status">
        <Spinner /> {manageMessages.manageOpening}
      </p>
    );
  }
  if (linkToken && opened.failed && !ended) {
    const error = opened.error instanceof ApiError ? opened.error : undefined;
    return <LinkProblem linkToken={linkToken} error={error} />;
  }
  return (
    <div className="chw-manage">
      {ended ? <p className="chw-manage__notice">{manageMessages.manageSessionEnded}</p> : null}
      <FindBookingForm />
    </div>
  );
}
