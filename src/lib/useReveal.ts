import { useEffect, useRef } from 'react';

/**
 * A ref for an alert (a failed save, a notice) that is put in view, with focus on it, each time
 * `shown` becomes or changes to a truthy value: a keyboard or screen-reader user lands on it, and
 * nobody is left looking at a form whose message is above the viewport.
 */
export function useReveal<T extends HTMLElement = HTMLDivElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
