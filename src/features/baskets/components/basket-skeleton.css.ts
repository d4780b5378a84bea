import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const card = style({
  height: '260px',
  borderRadius: '12px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const line = style({
  height: '14px',
  margin: '20px 20px 0',
  borderRadius: '7px',
  background: vars.color.border,
  selectors: { '&:first-child': { height: '22px', width: '60%' } },
});
