import { useLayoutEffect, type RefObject } from 'react';
import { useLatest } from '../lib/useLatest';

/**
 * Calls `onPress` when a pointer goes down outside `inside` while `active`. A layout effect, so
 * the listener is there as soon as the popover is: Preact runs plain effects after the next
 * frame, and a press in that frame was missed (the timing DateField once fixed on its own).
 * Capture phase, so a host page that stops propagation cannot keep the popover open.
 */
export function useOutsidePress(inside: RefObject<HTMLElement | null>, active: boolean, onPress: () => void): void {
  const latest = useLatest(onPress);
  useLayoutEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [active, inside, latest]);
}
