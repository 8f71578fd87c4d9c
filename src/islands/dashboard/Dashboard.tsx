import { useEffect } from 'react';
import { getCookie } from '../../lib/cookies';
import { ownMessages } from '../../messages';
import { DashboardScreen } from './DashboardScreen';
import { endSession } from './session';

/** The dashboard behind its guard: without the auth cookie the sign-in page opens instead. */
export function Dashboard() {
  const signedIn = getCookie('auth_token') !== '';
  useEffect(() => {
    if (!signedIn) endSession();
  }, [signedIn]);
  if (!signedIn) return <p className="chw-dashboard__redirect">{ownMessages.redirecting}</p>;
  return <DashboardScreen />;
}
