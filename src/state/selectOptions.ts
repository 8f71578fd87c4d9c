import type { Extra, LiabilityOption } from '../api/types';
import { persistedSignal } from './persist';
import { isRecord } from '../lib/isRecord';
import { asRecordArray } from './guards';

/** What POST /select offered for the chosen car: extras and liability options. */
export interface SelectOptions {
  extras: Extra[];
  insuranceOptions: LiabilityOption[];
}

const initialSelectOptions = (): SelectOptions => ({ extras: [], insuranceOptions: [] });

export const selectOptions = persistedSignal<SelectOptions>('selectOptions', initialSelectOptions, (raw) => {
  if (!isRecord(raw)) return undefined;
  const extras = asRecordArray<Extra>(raw.extras);
  const insuranceOptions = asRecordArray<LiabilityOption>(raw.insuranceOptions);
  return extras && insuranceOptions ? { extras, insuranceOptions } : undefined;
});

export function saveSelectOptions(value: SelectOptions): void {
  selectOptions.value = value;
}

export function clearSelectOptions(): void {
  selectOptions.value = initialSelectOptions();
}
