import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

export const panel = style({
  display: 'grid',
  gap: '12px',
  margin: '16px 0',
  padding: '16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.surface,
  maxWidth: '40rem',
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: '1.0625rem' });

export const text = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
