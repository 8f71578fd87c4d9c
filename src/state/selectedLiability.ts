import { persistedSignal } from './persist';
import { isRecord } from '../lib/isRecord';
import { asRecordArray } from './guards';

export interface SelectedInsurance {
  id: number;
  name: string;
}

export interface SelectedExtra {
  id: number;
  name: string;
  quantity: number;
}

/** Spec §3: insurance (empty object by default) and extras. */
export interface SelectedLiability {
  insurance: SelectedInsurance | Record<string, never>;
  extras: SelectedExtra[];
}

const initialSelectedLiability = (): SelectedLiability => ({ insurance: {}, extras: [] });

export const selectedLiability = persistedSignal<SelectedLiability>(
  'selectedLiability',
  initialSelectedLiability,
  (raw) => {
    if (!isRecord(raw) || !isRecord(raw.insurance)) return undefined;
    const extras = asRecordArray<SelectedExtra>(raw.extras);
    return extras ? { insurance: raw.insurance as unknown as SelectedInsurance, extras } : undefined;
  },
);

/** The chosen insurance id, or null when none is chosen. */
export function selectedInsuranceId(value: SelectedLiability = selectedLiability.value): number | null {
  const { insurance } = value;
  return 'id' in insurance && typeof insurance.id === 'number' ? insurance.id : null;
}

export function setInsurance(insurance: SelectedInsurance): void {
  selectedLiability.value = { ...selectedLiability.value, insurance };
}

/** Adds an extra; an extra with the same id is replaced. */
export function addExtra(extra: SelectedExtra): void {
  const extras = selectedLiability.value.extras.filter((item) => item.id !== extra.id);
  selectedLiability.value = { ...selectedLiability.value, extras: [...extras, extra] };
}

export function removeExtra(id: number): void {
  selectedLiability.value = {
    ...selectedLiability.value,
    extras: selectedLiability.value.extras.filter((item) => item.id !== id),
  };
}

export function clearExtras(): void {
  selectedLiability.value = { ...selectedLiability.value, extras: [] };
}

export function resetSelectedLiability(): void {
  selectedLiability.value = initialSelectedLiability();
}
