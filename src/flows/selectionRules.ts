import type { LiabilityOption } from '../api/types';

/**
 * The stepper's next quantity: changes by the extra's Increment (at least 1)
 * and never goes below 0 (spec §9).
 */
export function nextQuantity(current: number, increment: number, direction: 1 | -1): number {
  const step = Number.isFinite(increment) && increment > 0 ? increment : 1;
  return Math.max(0, current + direction * step);
}

/** The ids among `selectedIds` that a liability option excludes (spec §4 step 3). */
export function excludedSelections(
  option: Pick<LiabilityOption, 'exclude_extra_ids'>,
  selectedIds: number[],
): number[] {
  const excluded = new Set(option.exclude_extra_ids ?? []);
  return selectedIds.filter((id) => excluded.has(id));
}
