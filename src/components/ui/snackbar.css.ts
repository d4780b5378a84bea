import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { NAV_BAR } from './layout-vars';
import { STATUS_COLORS } from './status-colors';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1 } });

/**
 * Top centre (docs/session.md, "Client state"); above dialogs; only the message itself takes clicks. Where the header
 * holds the navigation it sits just under the header, so it never covers the navigation or the account button. On a
 * phone (the navigation in the bar at the bottom) it sits over the header's own band instead: under it, it would cover
 * the page's heading (a basket's name after signing in) and a dialog's title (decision 0278); the bottom of the screen
 * is the navigation's, the Invest bar's and a dialog's buttons'. 8 px from the top where there is no header (the blog
 * widget); the app's header places it under itself (site-header.css.ts, by CSS anchor positioning: decision 0310).
 */
export const region = style({
  position: 'fixed',
  top: '8px',
  '@media': { [NAV_BAR]: { top: 'env(safe-area-inset-top, 0px)' } },
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 70,
  width: 'min(calc(100vw - 24px), 560px)',
  pointerEvents: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  selectors: { '&[hidden]': { display: 'none' } },
});

const snackBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  width: '100%',
  padding: '6px 6px 6px 16px',
  borderRadius: '10px',
  boxShadow: '0 10px 30px rgba(15, 23, 42, 0.3)',
  color: '#ffffff',
  fontWeight: 600,
  animation: `${slideIn} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const snack = styleVariants({
  error: [snackBase, { background: STATUS_COLORS.error }],
  success: [snackBase, { background: STATUS_COLORS.success }],
  info: [snackBase, { background: STATUS_COLORS.info }],
});

export const message = style({ flex: 1, padding: '6px 0' });

export const dismiss = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: '8px',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.375rem',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.16)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.onPrimary}`, outlineOffset: '-3px' },
  },
});
