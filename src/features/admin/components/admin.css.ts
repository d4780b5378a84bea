import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import * as textField from '#src/components/ui/text-field.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

export const muted = style({ color: vars.color.textMuted });
export const section = style({ margin: '0 0 24px' });
export const heading = style({ fontSize: '1.25rem', margin: '0 0 8px' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 12px',
  alignItems: 'flex-end',
  margin: '0 0 16px',
});
/** A text field's own bottom margin would leave the row's buttons hanging below its input: the row spaces them. */
globalStyle(`${row} > ${textField.field}`, { marginBottom: 0 });
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: 12,
  margin: 0,
});
/** Rupee figures in lakhs and crores need wider cards: one a row at 320–360 px, side by side above. */
export const moneyCounts = style([counts, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }]);
export const count = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  padding: '8px 12px',
  background: vars.color.surface,
});
export const countValue = style({ fontSize: '1.5rem', fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });
/** On or off, said in words and a mark, never by colour alone. */
export const on = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const off = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 });
export const form = style({ display: 'grid', gap: 12, maxWidth: 640 });
export const textarea = style({
  width: '100%',
  minHeight: 160,
  font: 'inherit',
  padding: 8,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 6,
  background: vars.color.background,
  color: vars.color.text,
});
export const select = style({
  minHeight: 44,
  font: 'inherit',
  padding: '0 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 6,
  background: vars.color.background,
  color: vars.color.text,
});
export const label = style({ display: 'grid', gap: 4, fontWeight: 600 });
export const error = style({ color: STATUS_COLORS.error, fontSize: '0.875rem', fontWeight: 600, margin: 0 });
