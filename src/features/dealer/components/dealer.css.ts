import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import * as textField from '#src/components/ui/text-field.css';
export { visuallyHidden } from '#src/components/ui/visually-hidden.css';

export const lead = style({ color: vars.color.textMuted, margin: '0 0 16px' });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({ color: vars.color.primary, fontWeight: 500 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px',
  margin: '0 0 16px',
});
/** A text field's own bottom margin would leave the row's buttons hanging below its input: the row spaces them. */
globalStyle(`${toolbar} > ${textField.field}`, { marginBottom: 0 });

export const field = style({ display: 'grid', gap: '4px', minWidth: 0 });

export const select = style({
  font: 'inherit',
  padding: '8px 10px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
});

/**
 * Wide tables scroll inside their box on a narrow screen; the page itself never does. Positioned, so
 * the visually hidden 'Actions' heading is clipped by the box instead of widening the page.
 */
export const tableBox = style({ position: 'relative', overflowX: 'auto', maxWidth: '100%', margin: '0 0 16px' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' });

export const cell = style({
  textAlign: 'left',
  padding: '8px 10px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const totals = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted });

export const pager = style({ display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' });

export const exports = style({ display: 'flex', gap: '12px', flexWrap: 'wrap', margin: '0 0 16px' });
