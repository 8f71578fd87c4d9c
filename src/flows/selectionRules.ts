import type { LiabilityOption } from '../api/types';

/**
 * How much one press of an extra's stepper changes its quantity: its Increment, at least 1 (spec
 * §9: a quantity never goes below 0; the stepper keeps it between 0 and maxQuantity).
 */
export const quantityStep = (increment: number) => (Number.isFinite(increment) && increment > 0 ? increment : 1);

/** The most of an extra a booking may have (its `max_qty`); Infinity when the API sets none. */
export function maxQuantity(extra: { max_qty?: number; Increment: number }): number {
  const max = extra.max_qty;
  if (typeof max !== 'number' || !Number.isFinite(max) || max < 0) return Number.POSITIVE_INFINITY;
  // A whole number of steps: with steps of 2 and a maximum of 3, the most is 2.
  const step = quantityStep(extra.Increment);
  return Math.floor(max / step) * step;
}

/**
 * Whether an extra is a yes/no choice (a checkbox) rather than a quantity: its formType is 0, or at
 * most one of it fits in a booking (a stepper from 0 to 1 is a checkbox that takes more room).
 */
export function isYesOrNo(extra: { formType: number; max_qty?: number; Increment: number }): boolean {
  return extra.formType === 0 || maxQuantity(extra) <= 1;
}

/** The ids among `selectedIds` that a liability option excludes (spec §4 step 3). */
export function excludedSelections(
  option: Pick<LiabilityOption, 'exclude_extra_ids'>,
  selectedIds: number[],
): number[] {
  const excluded = new Set(option.exclude_extra_ids ?? []);
  return selectedIds.filter((id) => excluded.has(id));
}
