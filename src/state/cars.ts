import type { Car } from '../api/types';
import { persistedSignal } from './persist';
import { asRecordArray } from './guards';

/** The search result's cars: replaced wholesale on save, emptied on clear. */
export const cars = persistedSignal<Car[]>(
  'cars',
  () => [],
  (raw) => asRecordArray<Car>(raw),
);

export function saveCars(list: Car[]): void {
  cars.value = list;
}

export function clearCars(): void {
  cars.value = [];
}
