import { useCallback, type ReactNode } from 'react';
import * as styles from './scroll-box.css';

/**
 * A wide table's box: it scrolls sideways on a narrow screen (never the page), and only then is it in
 * the tab order, so a keyboard can reach and scroll it.
 */
export function ScrollBox({
  id,
  className = styles.tableWrap,
  label,
  children,
}: {
  id?: string;
  className?: string;
  /** Names the box as a region. */
  label?: string;
  children: ReactNode;
}) {
  const ref = useCallback((box: HTMLDivElement | null) => {
    if (!box) return undefined;
    const mark = () => {
      if (box.scrollWidth > box.clientWidth + 1) box.setAttribute('tabindex', '0');
      else box.removeAttribute('tabindex');
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const resized = new ResizeObserver(mark);
    resized.observe(box);
    return () => resized.disconnect();
  }, []);
  return (
    <div id={id} ref={ref} className={className} role={label ? 'region' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
