import { useEffect, useRef } from 'react';

export interface ScrollPosition {
  scrollY: number;
  viewportHeight: number;
  pageHeight: number;
}

/** True once the bottom of the viewport is past `threshold` of the page (a page that fits counts as past). */
export function scrolledPast(threshold: number, { scrollY, viewportHeight, pageHeight }: ScrollPosition): boolean {
  if (pageHeight <= 0) return false;
  return scrollY + viewportHeight >= threshold * pageHeight;
}

const currentPosition = (): ScrollPosition => ({
  scrollY: window.scrollY,
  viewportHeight: window.innerHeight,
  pageHeight: document.documentElement.scrollHeight,
});

/**
 * Calls `onReach` when the reader scrolls past `threshold` of the page, at most once per frame,
 * while `enabled`. On enabling it asks at once only when the page is too short to scroll; otherwise it
 * waits for the reader to scroll (so 'Load More' brings exactly one page, not a cascade).
 */
export function useScrollThreshold(threshold: number, enabled: boolean, onReach: () => void) {
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (scrolledPast(threshold, currentPosition())) callback.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    if (document.documentElement.scrollHeight <= window.innerHeight) schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);
}
