import type { TotalEntry } from '../api/types';
import { persistedSignal } from './persist';
import { isRecord } from '../lib/isRecord';
import { asRecordArray } from './guards';

export interface Calculation {
  totals: TotalEntry[];
}

const initialCalculation = (): Calculation => ({ totals: [] });

export const calculation = persistedSignal<Calculation>('calculation', initialCalculation, (raw) => {
  const totals = isRecord(raw) ? asRecordArray<TotalEntry>(raw.totals) : undefined;
  return totals ? { totals } : undefined;
});

export function saveCalculation(totals: TotalEntry[]): void {
  calculation.value = { totals };
}

/** Clears to `{ totals: [] }`. */
export function clearCalculation(): void {
  calculation.value = initialCalculation();
}
