import type { TotalEntry } from '../api/types';
import type { SelectedCar } from '../state/selectedCar';

/** The chosen car's price for its payment type (pay now or pay later), if known. */
export const carPriceOf = (car: SelectedCar): number | undefined =>
  car.paymentType === 'N' ? car.payNowAmount : car.payLaterAmount;

/** The booking's total as the details header shows it: /calculate's total, else the car's price. */
export const bookingTotal = (car: SelectedCar, totals: TotalEntry[]): number | undefined =>
  totals.find((entry) => entry.type === 'total')?.total ?? carPriceOf(car);
