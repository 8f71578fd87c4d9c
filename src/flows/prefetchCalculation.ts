import { prefetch, takePrefetched } from '../api/prefetch';
import type { TotalEntry } from '../api/types';
import { getCookie } from '../lib/cookies';
import { restoreState } from '../state/persist';
import { selectedLiability, type SelectedLiability } from '../state/selectedLiability';
import { calculateBody, calculateSelection } from './calculateSelection';

/** The prefetch key of a selection's /calculate: its very body, so a changed selection never takes an old answer. */
const keyOf = (selection: SelectedLiability) =>
  `calculate:${JSON.stringify(calculateBody(selection, getCookie('booking_token')))}`;

/**
 * Starts the step's first POST /calculate (steps 2 and 3) for the stored selection while the
 * step's chunks download; the step takes it with `takeCalculation`. Nothing without a
 * booking cookie: the step sends the renter on without asking the server.
 */
export async function prefetchCalculation(): Promise<void> {
  await restoreState();
  if (!getCookie('booking_token')) return;
  const selection = selectedLiability.value;
  prefetch(keyOf(selection), (signal) => calculateSelection(selection, signal));
}

/** The prefetched /calculate answer for `selection` (once), else a fresh call; `signal` aborts either. */
export function takeCalculation(
  selection: SelectedLiability = selectedLiability.value,
  signal?: AbortSignal,
): Promise<TotalEntry[]> {
  return takePrefetched(keyOf(selection), (own) => calculateSelection(selection, own), signal);
}
