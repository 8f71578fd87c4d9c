import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { clearDraft } from '../../lib/sessionDraft';
import { reportIfBookingProblem } from '../../state/bookingProblem';
import { clearPendingPayment, pendingIntentFor } from '../../state/pendingPayment';
import { registerBookingPayment } from '../../flows/registerBookingPayment';

/** `checking`: asking the server about a remembered intent; `none`: nothing paid yet; `failed`: could not tell. */
export type RecoveryState = 'checking' | 'none' | 'failed';

/**
 * Opening /checkout while this booking's intent was already confirmed (a
 * reload during "Processing…", a closed tab, Back) registers it with
 * POST /payment — idempotent on the server — and goes on to /complete with the
 * reference (issue 12). 402 (not paid yet) leaves the intent to be reused by
 * the next save; an intent the server no longer takes is forgotten. When the
 * server cannot be asked, the form stays hidden until a retry works: paying
 * again could charge twice.
 */
export function usePaymentRecovery(): { state: RecoveryState; retry: () => void } {
  const [state, setState] = useState<RecoveryState>(() =>
    pendingIntentFor(getCookie('booking_token')) ? 'checking' : 'none',
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const pending = pendingIntentFor(getCookie('booking_token'));
    if (!pending) {
      setState('none');
      return;
    }
    let live = true;
    setState('checking');
    registerBookingPayment(pending.intentId).then(
      () => {
        clearDraft('checkout');
        window.location.replace(getConfig().routes.complete);
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 402) return setState('none');
        // 400: not this booking's; 409 'Booking changed': canceled after a change. Either way nothing was paid.
        if (status === 400 || (status === 409 && error instanceof ApiError && error.title === 'Booking changed')) {
          clearPendingPayment();
          return setState('none');
        }
        if (reportIfBookingProblem(error)) return setState('none');
        setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
