import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the latest `value` (set in a layout effect, before any effect or listener reads
 * it): listeners and effects read the newest callback without running again when its identity
 * changes, as React's useEffectEvent does.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
