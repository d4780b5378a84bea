import { globalStyle } from '@vanilla-extract/css';

/** Set on <html> by useStickyHeaderOffset: the sticky header's height in px. */
export const STICKY_HEADER_HEIGHT = '--sticky-header-height';

// Whatever is scrolled into view (focus, scrollIntoView, #anchors) stops below the sticky header,
// with a little air, instead of under it.
globalStyle('html', { scrollPaddingTop: `calc(var(${STICKY_HEADER_HEIGHT}, 0px) + 12px)` });
