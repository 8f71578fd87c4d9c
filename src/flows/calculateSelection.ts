import { calculate } from '../api/bookingSteps';
import { ApiError } from '../api/client';
import type { TotalEntry } from '../api/types';
import { getCookie } from '../lib/cookies';
import { saveHold } from '../state/bookingHold';
import { selectedInsuranceId, selectedLiability, type SelectedLiability } from '../state/selectedLiability';

/** The /calculate body for a selection: extras with a quantity, the insurance id and the token. */
export function calculateBody(selection: SelectedLiability, bookingToken: string) {
  return {
    optional_fees: selection.extras
      .filter((extra) => extra.quantity > 0)
      .map((extra) => ({ id: extra.id, qty: extra.quantity })),
    insurance_id: selectedInsuranceId(selection),
    booking_token: bookingToken,
  };
}

/** The failure of a booking call made without a booking cookie: the server's for an ended session. */
export const sessionEnded = (): ApiError => new ApiError({ kind: 'expired', status: 404, message: '' });

/**
 * POST /calculate for the stored selection (steps 2 and 3); resolves to the
 * totals and records the hold's end. Without a booking cookie it fails as the
 * server does for an ended session (404), without asking it.
 */
export async function calculateSelection(
  selection: SelectedLiability = selectedLiability.value,
  signal?: AbortSignal,
): Promise<TotalEntry[]> {
  const token = getCookie('booking_token');
  if (!token) throw sessionEnded();
  const result = await calculate(calculateBody(selection, token), signal);
  saveHold(result.results.hold_expires_at);
  return result.results.totals;
}
