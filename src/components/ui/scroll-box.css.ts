import { style } from '@vanilla-extract/css';

/** Wide tables scroll on their own at 320 px; the page never does. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
