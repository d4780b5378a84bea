import type { AtRule, Declaration, Plugin } from 'postcss';

/**
 * CSS changes for the embedded widget only (vite.widget.config.ts; decision 0037):
 *
 * - rem → px at 16 px per rem. In a shadow root `rem` still means the host page's root font size,
 *   so a partner's `html { font-size: 62.5% }` (or 40px) would resize the whole blog.
 * - width media queries → container queries, and vw → cqi. The widget often sits in a column
 *   narrower than the window; it lays out by its own width (src/widget/widget.css.ts makes the
 *   container).
 */
export const REM_PX = 16;

const REM = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g;
/** `(min-width: …)` conditions joined by `and`, for screens (or all media), nothing else. */
const WIDTH_ONLY =
  /^\s*(?:(?:only\s+)?(?:screen|all)\s+and\s+)?\((?:min|max)-width:\s*[\d.]+(?:px|r?em)\)(?:\s+and\s+\((?:min|max)-width:\s*[\d.]+(?:px|r?em)\))*\s*$/i;
const MEDIA_TYPE = /^\s*(?:only\s+)?(?:screen|all)\s+and\s+/i;
const VW = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))vw\b/g;

export const remToPx = (value: string) =>
  value.replace(REM, (_, before: string, n: string) => `${before}${Number((Number(n) * REM_PX).toFixed(4))}px`);

export const isWidthQuery = (params: string) => WIDTH_ONLY.test(params);

/** Viewport widths become the container's (`cqi`; outside a container, the small viewport's). */
export const vwToCqi = (value: string) => value.replace(VW, (_, before: string, n: string) => `${before}${n}cqi`);

export function widgetCssPlugin(): Plugin {
  return {
    postcssPlugin: 'tl-blogs-widget-css',
    Declaration(decl: Declaration) {
      if (decl.value.includes('rem')) decl.value = remToPx(decl.value);
      if (decl.value.includes('vw')) decl.value = vwToCqi(decl.value);
    },
    AtRule(rule: AtRule) {
      if (rule.name !== 'media' || !isWidthQuery(rule.params)) return;
      rule.name = 'container';
      rule.params = remToPx(rule.params.replace(MEDIA_TYPE, ''));
    },
  };
}
