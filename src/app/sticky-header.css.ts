import { createGlobalVar, globalStyle } from '@vanilla-extract/css';

/** Set on <html> by useStickyHeaderOffset: the sticky header's height in px. */
export const STICKY_HEADER_HEIGHT = '--sticky-header-height';

// Registered as not inherited: only <html> reads it, so a new height restyles <html> alone, not
// every element of the page (an inherited custom property on <html> restyled all 567 of a basket
// page's, 46 ms on a phone, once the page had hydrated; decision 0310).
const height = createGlobalVar(STICKY_HEADER_HEIGHT.slice(2), {
  syntax: '<length>',
  inherits: false,
  initialValue: '0px',
});

// Whatever is scrolled into view (focus, scrollIntoView, #anchors) stops below the sticky header,
// with a little air, instead of under it.
globalStyle('html', { scrollPaddingTop: `calc(${height} + 12px)` });
