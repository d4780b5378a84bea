import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** Figures as a definition list: two columns on a phone, more on a wide screen. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(132px, 1fr))',
  gap: '12px',
  margin: 0,
});
export const figure = style({ margin: 0, minWidth: 0 });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const figureValue = style({
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Labelled totals (an order's, a checkout's): label and amount on a row, the amounts end-aligned. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '4px 12px',
  margin: '12px 0',
});
export const totalLabel = style({ color: vars.color.textMuted });
export const totalValue = style({ margin: 0, textAlign: 'end', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
