import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const notice = style({
  marginTop: '24px',
  padding: '24px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.surface,
  maxWidth: '640px',
});

export const noticeTitle = style({ margin: '0 0 8px', fontSize: '1.25rem' });

export const button = style({
  minHeight: '44px',
  marginTop: '8px',
  padding: '10px 18px',
  border: 'none',
  borderRadius: '8px',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
