import { calculate } from '../../api/booking';
import type { TotalEntry } from '../../api/types';
import { getCookie } from '../../lib/cookies';
import { selectedInsuranceId, selectedLiability, type SelectedLiability } from '../../state/selectedLiability';

/** The /calculate body for a selection: extras with a quantity, the insurance id and the token. */
export function calculateBody(selection: SelectedLiability, bookingToken: string) {
  return {
    optional_fees: selection.extras.filter((extra) => extra.quantity > 0).map((extra) => ({ id: extra.id, qty: extra.quantity })),
    insurance_id: selectedInsuranceId(selection),
    booking_token: bookingToken,
  };
}

/** POST /calculate for the stored selection (steps 2 and 3); resolves to the totals. */
export async function calculateSelection(selection: SelectedLiability = selectedLiability.value): Promise<TotalEntry[]> {
  const result = await calculate(calculateBody(selection, getCookie('booking_token')));
  return result.results.totals;
}
