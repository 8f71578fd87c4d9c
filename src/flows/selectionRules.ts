import type { LiabilityOption } from '../api/types';

/** The extra's Increment as a step (at least 1). */
const stepOf = (increment: number) => (Number.isFinite(increment) && increment > 0 ? increment : 1);

/** The most of an extra a booking may have (its `max_qty`); Infinity when the API sets none. */
export function maxQuantity(extra: { max_qty?: number; Increment: number }): number {
  const max = extra.max_qty;
  if (typeof max !== 'number' || !Number.isFinite(max) || max < 0) return Number.POSITIVE_INFINITY;
  // A whole number of steps: with steps of 2 and a maximum of 3, the most is 2.
  const step = stepOf(extra.Increment);
  return Math.floor(max / step) * step;
}

/**
 * The stepper's next quantity: changes by the extra's Increment (at least 1), never goes below 0
 * (spec §9) nor above `max`.
 */
export function nextQuantity(
  current: number,
  increment: number,
  direction: 1 | -1,
  max = Number.POSITIVE_INFINITY,
): number {
  return Math.min(max, Math.max(0, current + direction * stepOf(increment)));
}

/** The ids among `selectedIds` that a liability option excludes (spec §4 step 3). */
export function excludedSelections(
  option: Pick<LiabilityOption, 'exclude_extra_ids'>,
  selectedIds: number[],
): number[] {
  const excluded = new Set(option.exclude_extra_ids ?? []);
  return selectedIds.filter((id) => excluded.has(id));
}
