import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import * as textField from '#src/components/ui/text-field.css';

export const form = style({ display: 'grid', gap: '16px', maxWidth: '40rem' });
export const searchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '8px 12px' });
/** A text field's own bottom margin would leave the row's buttons hanging below its input: the row spaces them. */
globalStyle(`${searchRow} > ${textField.field}`, { marginBottom: 0 });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '8px 12px',
  margin: 0,
});
export const legend = style({ fontWeight: 600, padding: '0 4px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  minHeight: '44px',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});
/**
 * The radio itself, not only its label, is a comfortable target (WCAG 2.2, 2.5.8: at least 24 × 24 CSS
 * px); the label around it still selects it too.
 */
export const radio = style({
  width: '24px',
  height: '24px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });
export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '12px',
  overflowWrap: 'anywhere',
  display: 'grid',
  gap: '6px',
});
export const calls = style({ margin: 0, paddingLeft: '1.25rem', fontFamily: 'monospace', fontSize: '0.8125rem' });
