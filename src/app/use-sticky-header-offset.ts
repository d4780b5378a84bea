import { useCallback } from 'react';
import { STICKY_HEADER_HEIGHT } from './sticky-header.css';

/**
 * A ref for the sticky header: keeps its height in a custom property on <html>, which the page's
 * `scroll-padding-top` reads (sticky-header.css.ts). The header's height changes with the screen
 * width, the brand's name and the account button, so it is measured rather than assumed.
 */
export function useStickyHeaderOffset() {
  return useCallback((header: HTMLElement | null) => {
    if (!header) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(STICKY_HEADER_HEIGHT, `${Math.ceil(header.offsetHeight)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT);
    };
  }, []);
}
