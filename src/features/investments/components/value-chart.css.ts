import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const periods = style({ display: 'flex', gap: '8px', flexWrap: 'wrap', margin: '0 0 12px' });

export const period = style({
  minWidth: '48px',
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});

/** The chart keeps its height while it loads, so nothing below it moves. */
export const box = style({ minHeight: '260px', margin: 0, position: 'relative', color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px',
  margin: '8px 0',
  padding: 0,
  listStyle: 'none',
});

const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '2px',
  marginInlineEnd: '6px',
});
export const swatchValue = style([swatch, { background: vars.color.primary }]);
export const swatchInvested = style([
  swatch,
  { background: 'transparent', border: `2px dashed ${vars.color.textMuted}` },
]);

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%', marginTop: '12px' });
