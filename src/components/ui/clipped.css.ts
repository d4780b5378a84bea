import { style } from '@vanilla-extract/css';

/**
 * Read by screen readers, not shown: the shorter form some screens use (visually-hidden.css.ts is the
 * full one), clipped to one pixel, its margin, padding and border left as they are.
 */
export const clipped = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
