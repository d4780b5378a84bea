import { useEffect, type RefObject } from 'react';

/**
 * Keeps an element's height in a custom property on <html> while it is mounted (removed after), for what the page
 * lays out around it: the sticky header's for `scroll-padding-top`, the consent banner's for the Invest bar. Measured,
 * not assumed: heights change with the screen width, the brand's name and the words.
 */
export function useHeightProperty(element: RefObject<HTMLElement | null>, property: string) {
  useEffect(() => {
    const el = element.current;
    if (!el) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty(property, `${Math.ceil(el.offsetHeight)}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}
