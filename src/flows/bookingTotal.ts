import type { TotalEntry } from '../api/types';
import type { SelectedCar } from '../state/selectedCar';
import { selectedInsuranceId, type SelectedLiability } from '../state/selectedLiability';

/** The chosen car's price for its payment type (pay now or pay later), if known. */
export const carPriceOf = (car: SelectedCar): number | undefined =>
  car.paymentType === 'N' ? car.payNowAmount : car.payLaterAmount;

/** True when the selection adds something to the car's price (a liability or an extra). */
const addsToCar = (selection: SelectedLiability | undefined): boolean =>
  Boolean(
    selection && (selectedInsuranceId(selection) !== null || selection.extras.some((extra) => extra.quantity > 0)),
  );

/**
 * The booking's total as the details header shows it: /calculate's total, else the car's price
 * while nothing is added to it. With a liability or extras chosen and no total from the server (a
 * refused or failed change cleared it) the total is not known: undefined, never the car alone.
 */
export const bookingTotal = (
  car: SelectedCar,
  totals: TotalEntry[],
  selection?: SelectedLiability,
): number | undefined =>
  totals.find((entry) => entry.type === 'total')?.total ?? (addsToCar(selection) ? undefined : carPriceOf(car));
