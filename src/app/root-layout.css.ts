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

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const headerInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '8px 16px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  minHeight: '56px',
});

export const brandLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1.125rem',
  marginRight: 'auto',
});

export const logo = style({ width: '32px', height: '32px', borderRadius: '8px', background: vars.color.onPrimary });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px',
  // On a narrow screen the account button (headerSlot) stays on the first row, beside the brand.
  '@media': { '(max-width: 640px)': { order: 1 } },
});

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  padding: '10px 12px',
  borderRadius: '8px',
  fontWeight: 500,
  selectors: {
    // Darken, never lighten: white text on the brand colour must keep its contrast.
    '&:hover': { background: 'rgba(0,0,0,0.16)' },
    '&[aria-current="page"]': {
      background: 'rgba(0,0,0,0.24)',
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
  },
});

export const headerSlot = style({ display: 'flex', alignItems: 'center', gap: '8px' });

export const main = style({ minHeight: '60vh' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const footerInner = style({ maxWidth: '1120px', margin: '0 auto', padding: '24px 16px' });

export const footerNav = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', marginTop: '8px' });
