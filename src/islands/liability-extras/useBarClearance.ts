import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what gets the focus clear of the sticky total bar (WCAG 2.2 SC 2.4.11, Focus Not Obscured):
 * the bar's height, kept up to date as it wraps or its hint appears, is `--chw-bar-clearance` on
 * the island's placeholder, which the CSS uses as every control's `scroll-margin-bottom`, so the
 * browser scrolls a control tabbed to above the bar, not behind it.
 */
export function useBarClearance(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    const island = element?.closest<HTMLElement>('[data-chw-island]');
    if (!element || !island) return undefined;
    const measure = () => island.style.setProperty('--chw-bar-clearance', `${element.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver !== 'function') return () => island.style.removeProperty('--chw-bar-clearance');
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      island.style.removeProperty('--chw-bar-clearance');
    };
  }, [bar]);
}
