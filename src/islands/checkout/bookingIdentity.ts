import { getCookie } from '../../lib/cookies';
import { fingerprint } from '../../lib/fingerprint';
import { selectedCar } from '../../state/selectedCar';
import { selectedInsuranceId, selectedLiability } from '../../state/selectedLiability';

/**
 * What the booking in this browser is right now: its token (as a fingerprint),
 * car, payment type, liability and extras. A card intent is made for one
 * identity; when another tab changes any of it, that intent no longer matches
 * what this tab shows ("never pay for something not on screen").
 */
export function bookingIdentity(): string {
  const car = selectedCar.value;
  const selection = selectedLiability.value;
  return JSON.stringify([
    fingerprint(getCookie('booking_token')),
    car.id ?? null,
    car.paymentType ?? null,
    selectedInsuranceId(selection),
    selection.extras
      .filter((extra) => extra.quantity > 0)
      .map((extra) => [extra.id, extra.quantity])
      .sort((a, b) => a[0] - b[0]),
  ]);
}
