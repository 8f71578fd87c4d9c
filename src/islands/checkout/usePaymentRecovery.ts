import { useCallback, useState } from 'react';
import { ApiError } from '../../api/client';
import { getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { useRequest } from '../../lib/useRequest';
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
  // The intent to ask about, read when the page opens and at each retry: one this tab saves
  // later (while paying) is not "recovered" mid-payment.
  const [check, setCheck] = useState(() => ({ attempt: 0, pending: rememberedIntent() }));
  const key = check.pending ? `payment-recovery:${check.pending.intentId}:${check.attempt}` : null;
  const intentId = check.pending?.intentId ?? '';
  const { data, loading, failed } = useRequest(key, (signal) =>
    registerBookingPayment(intentId, signal).then(
      () => {
        clearDraft('checkout');
        window.location.replace(getConfig().routes.complete);
        return 'checking' as const;
      },
      (error: unknown) => {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 402) return 'none' as const;
        // 400: not this booking's; 409 'Booking changed': canceled after a change. Either way nothing was paid.
        if (status === 400 || (status === 409 && error instanceof ApiError && error.title === 'Booking changed')) {
          clearPendingPayment();
          return 'none' as const;
        }
        if (reportIfBookingProblem(error)) return 'none' as const;
        throw error;
      },
    ),
  );
  const retry = useCallback(
    () => setCheck((before) => ({ attempt: before.attempt + 1, pending: rememberedIntent() })),
    [],
  );
  if (key === null) return { state: 'none', retry };
  return { state: loading ? 'checking' : failed ? 'failed' : (data ?? 'checking'), retry };
}

const rememberedIntent = () => pendingIntentFor(getCookie('booking_token'));
