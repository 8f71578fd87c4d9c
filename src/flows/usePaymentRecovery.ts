import { useCallback, useState } from 'react';
import { ApiError } from '../api/client';
import { getCookie } from '../lib/cookies';
import { useRequest } from '../lib/useRequest';
import type { IntentMemory } from '../state/pendingPayment';

/** `checking`: asking the server about a remembered intent; `none`: nothing paid yet; `failed`: could not tell. */
export type RecoveryState = 'checking' | 'none' | 'failed';

export interface RecoveryOptions {
  /** The flow's token cookie ('booking_token' or 'subscription_token'). */
  cookie: 'booking_token' | 'subscription_token';
  /** Where the flow remembers its intent. */
  memory: IntentMemory;
  /**
   * Registers the paid intent with the server (idempotent) and goes on to the complete page;
   * rejects with the server's error when it cannot.
   */
  register: (intentId: string, signal: AbortSignal) => Promise<void>;
  /** A failure the page shows its own way (true: nothing to recover here). */
  handled?: (error: unknown) => boolean;
}

/**
 * Opening a checkout while its intent was already confirmed (a reload during "Processing…", a
 * closed tab, Back) registers it — idempotent on the server — and goes on to the complete page
 * (never a second charge). 402 (not paid yet) leaves the intent to be reused by the next save; an intent the
 * server no longer takes is forgotten. When the server cannot be asked, the form stays hidden
 * until a retry works: paying again could charge twice.
 */
export function usePaymentRecovery({ cookie, memory, register, handled }: RecoveryOptions): {
  state: RecoveryState;
  retry: () => void;
} {
  // The intent to ask about, read when the page opens and at each retry: one this tab saves
  // later (while paying) is not "recovered" mid-payment.
  const [check, setCheck] = useState(() => ({ attempt: 0, pending: memory.pendingFor(getCookie(cookie)) }));
  const key = check.pending ? `payment-recovery:${check.pending.intentId}:${check.attempt}` : null;
  const intentId = check.pending?.intentId ?? '';
  const { data, loading, failed } = useRequest(key, (signal) =>
    register(intentId, signal).then(
      () => 'checking' as const,
      (error: unknown) => {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 402) return 'none' as const;
        // 400: not this booking's; 409 'Booking changed': canceled after a change. Either way nothing was paid.
        if (status === 400 || (error instanceof ApiError && error.kind === 'changed')) {
          memory.forget();
          return 'none' as const;
        }
        if (handled?.(error)) return 'none' as const;
        throw error;
      },
    ),
  );
  const retry = useCallback(
    () => setCheck((before) => ({ attempt: before.attempt + 1, pending: memory.pendingFor(getCookie(cookie)) })),
    [memory, cookie],
  );
  if (key === null) return { state: 'none', retry };
  return { state: loading ? 'checking' : failed ? 'failed' : (data ?? 'checking'), retry };
}
