import { useEffect, type RefObject } from 'react';
import { HEADER_BOTTOM } from '../components/ui/layout-vars';

/**
 * Keeps HEADER_BOTTOM on <html> at the sticky header's bottom edge in the viewport, so messages fixed
 * to the top of the screen (the snackbar) sit just under it instead of over the navigation. The edge
 * moves when the header changes size and, while the offline banner above it is in view, on scroll.
 */
export function useHeaderBottom(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      root.style.setProperty(HEADER_BOTTOM, `${Math.max(0, Math.round(el.getBoundingClientRect().bottom))}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(schedule);
    observer.observe(el);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      root.style.removeProperty(HEADER_BOTTOM);
    };
  }, [header]);
}
