import type { PaymentType } from '../api/types';
import { persistedSignal } from './persist';
import { asRecord } from './guards';

/** The chosen car (spec §3), a free-form object merged on select. */
export interface SelectedCar {
  id?: number;
  name?: string;
  sub_name?: string;
  description?: string;
  image?: string;
  paymentType?: PaymentType;
  numberOfDays?: number;
  discountCode?: string;
  discountName?: string;
  discountAmount?: number;
  payNowAmount?: number;
  payLaterAmount?: number;
}

export const selectedCar = persistedSignal<SelectedCar>(
  'selectedCar',
  () => ({}),
  (raw) => asRecord(raw),
);

export function saveSelectedCar(patch: SelectedCar): void {
  selectedCar.value = { ...selectedCar.value, ...patch };
}

export function clearSelectedCar(): void {
  selectedCar.value = {};
}
