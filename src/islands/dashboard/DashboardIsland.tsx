import { useEffect } from 'react';
import { getCookie } from '../../lib/cookies';
import { staffMessages } from '../../messages/staff';
import { DashboardScreen } from './DashboardScreen';
import { endSession } from './session';

/** The dashboard behind its guard: without the auth cookie the sign-in page opens instead. */
export function DashboardIsland() {
  const signedIn = getCookie('auth_token') !== '';
  useEffect(() => {
    if (!signedIn) endSession();
  }, [signedIn]);
  if (!signedIn) return <p className="chw-dashboard__redirect">{staffMessages.redirecting}</p>;
  return <DashboardScreen />;
}
