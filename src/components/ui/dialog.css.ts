import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgba(15, 23, 42, 0.55)',
  animation: `${fadeIn} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const contentBase = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxHeight: 'calc(100dvh - 24px)',
  overflowY: 'auto',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: '12px',
  boxShadow: '0 20px 50px rgba(15, 23, 42, 0.3)',
  padding: '20px 20px 24px',
  animation: `${fadeIn} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const content = styleVariants({
  sm: [contentBase, { width: 'min(calc(100vw - 24px), 420px)' }],
  md: [contentBase, { width: 'min(calc(100vw - 24px), 520px)' }],
  lg: [contentBase, { width: 'min(calc(100vw - 24px), 760px)' }],
  /** A sheet: along the bottom edge of a phone, in reach of the thumb; a dialog in the middle from 600 px. */
  sheet: [
    contentBase,
    {
      width: 'min(calc(100vw - 24px), 520px)',
      '@media': {
        'screen and (max-width: 599px)': {
          top: 'auto',
          bottom: 0,
          left: 0,
          width: '100%',
          maxHeight: '85dvh',
          transform: 'none',
          borderRadius: '16px 16px 0 0',
          paddingBottom: 'calc(24px + env(safe-area-inset-bottom))',
        },
      },
    },
  ],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '12px',
  marginBottom: '12px',
});

export const title = style({ fontSize: '1.25rem', margin: '6px 0 0', lineHeight: 1.3 });

export const description = style({ color: vars.color.textMuted, margin: '0 0 16px' });

export const close = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  marginLeft: 'auto',
  border: 'none',
  borderRadius: '8px',
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const body = style({ display: 'block' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '16px' });
