import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** A data table: text cells start-aligned, figures end-aligned in tabular digits. */
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' });
export const caption = style({ textAlign: 'start', color: vars.color.textMuted, padding: '0 0 8px' });
export const cell = style({
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
export const numeric = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
