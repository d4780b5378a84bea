import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const section = style({ margin: '28px 0', maxWidth: '880px' });
export const heading = style({ fontSize: '1.25rem', margin: '0 0 12px' });
export const settings = style({ display: 'grid', gap: '4px', maxWidth: '560px' });
export const frame = style({
  width: '100%',
  height: '560px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: '#fff',
});
export const code = style({
  margin: '0 0 12px',
  padding: '12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  background: vars.color.surface,
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const row = style({ display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' });
export const list = style({ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'grid', gap: '8px' });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '12px',
  flexWrap: 'wrap',
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const addForm = style({ display: 'grid', gap: '4px', maxWidth: '560px' });
