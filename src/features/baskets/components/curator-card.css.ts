import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const plansTitle = style({ margin: '4px 0 0', fontSize: '1rem' });

export const plans = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: '6px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  selectors: { '&:last-child': { textAlign: 'right' } },
});

export const headCell = style([cell, { color: vars.color.textMuted, fontSize: '0.8125rem', fontWeight: 600 }]);
