import { style } from '@vanilla-extract/css';

/**
 * Wide tables scroll on their own at 320 px; the page never does. Positioned, so it is the containing
 * block of what sits absolutely inside (a visually hidden column name): else that text is placed
 * against the page, past the box's clip, and widens the page.
 */
export const tableWrap = style({ position: 'relative', overflowX: 'auto', maxWidth: '100%' });
