import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

export const page = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '24px 16px 64px',
});

export const title = style({ fontSize: '1.75rem', margin: '8px 0 16px' });

export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });

export const notice = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: '12px',
  padding: '24px',
  maxWidth: '640px',
});

export const buttonLink = style({
  display: 'inline-block',
  marginTop: '12px',
  padding: '10px 18px',
  borderRadius: '8px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  fontWeight: 600,
  minHeight: '44px',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
});
