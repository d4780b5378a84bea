import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import * as textField from '#src/components/ui/text-field.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  alignItems: 'flex-end',
  marginBottom: '16px',
});
/** A text field's own bottom margin would leave the row's buttons hanging below its input: the row spaces them. */
globalStyle(`${toolbar} > ${textField.field}`, { marginBottom: 0 });

export const pre = style({ whiteSpace: 'pre-wrap', fontSize: '0.8125rem', margin: 0, maxWidth: '60ch' });

export const pager = style({ display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' });

export const list = style({ listStyle: 'none', padding: 0, margin: '0 0 24px' });

export const listItem = style({ padding: '12px 0', borderBottom: `1px solid ${vars.color.textMuted}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '8px' });

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '0 0 4px' });
