import { useEffect, type RefObject } from 'react';
import { STICKY_HEADER_HEIGHT } from './sticky-header.css';

/**
 * Keeps the sticky header's height in a custom property on <html>, which the page's
 * `scroll-padding-top` reads (sticky-header.css.ts). The header's height changes with the screen
 * width, the brand's name and the account button, so it is measured rather than assumed.
 */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(STICKY_HEADER_HEIGHT, `${Math.ceil(el.offsetHeight)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT);
    };
  }, [header]);
}
