import { useCallback } from 'react';

/**
 * A ref for an element holding article HTML: every table in it that is wider than its box (and so
 * scrolls sideways, article.css.ts) gets `tabindex="0"`, so a keyboard can reach and scroll it;
 * tables that fit are left out of the tab order. Re-checked when the width changes or pages are
 * added ('Continue reading').
 */
export function useScrollableTables() {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return;
    const mark = () => {
      for (const table of root.querySelectorAll('table')) {
        if (table.scrollWidth > table.clientWidth + 1) table.setAttribute('tabindex', '0');
        else table.removeAttribute('tabindex');
      }
    };
    mark();
    const resized = new ResizeObserver(mark);
    resized.observe(root);
    const added = new MutationObserver(mark);
    added.observe(root, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      added.disconnect();
    };
  }, []);
}
