import { useEffect, type RefObject } from 'react';
import { STICKY_HEADER_HEIGHT } from './sticky-header.css';

/**
 * Keeps the sticky header's height in a custom property on <html>, which the page's
 * `scroll-padding-top` reads (sticky-header.css.ts). The header's height changes with the screen
 * width, the brand's name and the account button, so it is measured rather than assumed: by the
 * ResizeObserver's own first report and those after, never by reading the layout while the page
 * hydrates (a forced layout there cost a phone tens of milliseconds; decision 0304), and written only
 * when it changed. The property is not inherited (sticky-header.css.ts), so a write restyles <html>
 * alone (decision 0310).
 */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height;
      const value = `${Math.ceil(height)}px`;
      if (root.style.getPropertyValue(STICKY_HEADER_HEIGHT) !== value)
        root.style.setProperty(STICKY_HEADER_HEIGHT, value);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT);
    };
  }, [header]);
}
