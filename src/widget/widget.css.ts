import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';

/**
 * The widget's base styles. This stylesheet only ever lives inside the widget's shadow root, so its
 * element selectors reach the widget and nothing of the host page (decision 0037). The build turns
 * rem into px and width media queries into container queries (vite.widget.config.ts).
 */

/**
 * Cuts every inherited property off from the host page (its fonts, colours, line height, even a
 * `* { … !important }` on our host element) and starts again from the brand's theme.
 */
export const root = style({
  all: 'initial',
  display: 'block',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  fontSize: '16px',
  lineHeight: 1.5,
  color: vars.color.text,
  textAlign: 'start',
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
});

/** The layout follows the widget's own width, not the window's (media queries become container queries). */
export const app = style({ containerType: 'inline-size' });

/** Where dialogs and the snackbar render: outside the container, which would capture fixed positions. */
export const layer = style({ display: 'contents' });

globalStyle(':host', { display: 'block' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('img, svg, video, iframe', { maxWidth: '100%' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.25 });

// Native <dialog> in the top layer (seams/dialog.tsx): drop the browser's own box so the
// dialog's classes place it, and give the backdrop the overlay's colour.
globalStyle('dialog', { inset: 'auto', margin: 0, border: 0, maxWidth: 'none', overscrollBehavior: 'contain' });
globalStyle('dialog::backdrop', { background: 'rgba(15, 23, 42, 0.55)' });

export const problems = style({
  margin: 0,
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  background: vars.color.surface,
});

export const problemText = style({ margin: 0 });

export const problemList = style({ margin: 0, paddingLeft: '20px' });
