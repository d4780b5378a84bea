import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import * as textField from '#src/components/ui/text-field.css';

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

/** An email breaks anywhere, so the clients' table fits a desktop column without scrolling. */
export const email = style({ overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const pager = style({ display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' });

export const exports = style({ display: 'flex', gap: '12px', flexWrap: 'wrap', margin: '0 0 16px' });
