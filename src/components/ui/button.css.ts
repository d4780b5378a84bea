import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '44px',
  padding: '10px 18px',
  borderRadius: '8px',
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  border: '1px solid transparent',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const variant = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
  secondary: [base, { background: vars.color.background, color: vars.color.primary, borderColor: vars.color.primary }],
  text: [
    base,
    {
      background: 'transparent',
      color: vars.color.primary,
      padding: '10px 8px',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
  ],
});

export const fullWidth = style({ width: '100%' });
