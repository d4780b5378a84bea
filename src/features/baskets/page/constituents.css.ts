import { style } from '@vanilla-extract/css';

/** A stock's name as the button that opens its sheet: a link's look in the cell's flow, a 24 px target at least. */
export const nameButton = style({
  minHeight: '24px',
  padding: '2px 0',
  justifyContent: 'flex-start',
  textAlign: 'start',
  fontWeight: 600,
});
