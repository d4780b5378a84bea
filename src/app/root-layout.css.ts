import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: '8px',
  zIndex: 100,
  padding: '8px 12px',
  background: vars.color.background,
  selectors: { '&:focus': { left: '8px' } },
});

export const main = style({ minHeight: '60vh' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const footerInner = style({ maxWidth: '1120px', margin: '0 auto', padding: '24px 16px' });

export const footerNav = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', marginTop: '8px' });
