import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';
import { BOTTOM_INSET, COMPACT, FOCUS_RING, NAV_BAR, SITE_HEADER_ANCHOR } from '../components/ui/layout-vars';
import { region as snackbarRegion } from '../components/ui/snackbar.css';

/**
 * One row at every width (docs/decisions/0056). Below NAV_BAR the navigation moves to a bar fixed to
 * the bottom of the screen, as installed apps have it; below COMPACT the brand shows its short name
 * and the account button says 'Account'.
 */

/** The phone navigation bar: 56 px of links, a 1 px border, and the home indicator's safe area. */
const NAV_BAR_HEIGHT = 'calc(57px + env(safe-area-inset-bottom, 0px))';
globalStyle(':root', { '@media': { [NAV_BAR]: { vars: { [BOTTOM_INSET]: NAV_BAR_HEIGHT } } } });

export const header = style({
  position: 'sticky',
  anchorName: SITE_HEADER_ANCHOR,
  top: 0,
  zIndex: 10,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  // A ring in the brand colour would vanish on the brand colour.
  vars: { [FOCUS_RING]: vars.color.onPrimary },
});

/**
 * Where the header holds the navigation, the snackbar sits just under it, never over the navigation or the
 * account button: its top follows the header's bottom edge by CSS anchor positioning (also while the offline
 * banner above pushes the header down), with no script measuring it (decision 0310). A browser without
 * anchor positioning keeps the snackbar's own 8 px. On a phone it sits over the header's band (snackbar.css.ts).
 */
globalStyle(snackbarRegion, {
  '@media': { 'screen and (min-width: 860px)': { top: `calc(anchor(${SITE_HEADER_ANCHOR} bottom, 0px) + 8px)` } },
});

export const headerInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '6px 16px',
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: '16px',
  minHeight: '56px',
  '@media': { [COMPACT]: { padding: '6px 12px', gap: '8px' } },
});

export const brandLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  minWidth: 0,
  minHeight: '44px',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1.125rem',
  marginRight: 'auto',
});

export const logo = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  borderRadius: '8px',
  background: vars.color.onPrimary,
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The full name: shown, and on a phone still the link's name for screen readers. */
export const brandName = style({
  ...ellipsis,
  '@media': {
    [COMPACT]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const brandShort = style({
  ...ellipsis,
  display: 'none',
  '@media': { [COMPACT]: { display: 'block' } },
});

export const nav = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: '4px',
  '@media': {
    [NAV_BAR]: {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 10,
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      gap: 0,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      background: vars.color.background,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: '0 -4px 16px rgba(15, 23, 42, 0.08)',
      vars: { [FOCUS_RING]: vars.color.primary },
    },
  },
});

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  padding: '10px 12px',
  borderRadius: '8px',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  selectors: {
    // Darken, never lighten: white text on the brand colour must keep its contrast.
    '&:hover': { background: 'rgba(0,0,0,0.16)' },
    '&[aria-current="page"]': {
      background: 'rgba(0,0,0,0.24)',
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
  },
  '@media': {
    [NAV_BAR]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '56px',
      padding: '6px 4px',
      borderRadius: 0,
      color: vars.color.text,
      fontSize: '0.875rem',
      lineHeight: 1.2,
      textAlign: 'center',
      whiteSpace: 'normal',
      selectors: {
        // The ring sits inside the link, so the screen's edge never cuts it.
        '&:focus-visible': { outlineOffset: '-4px' },
        '&:hover': { background: vars.color.surface },
        '&[aria-current="page"]': {
          background: vars.color.surface,
          color: vars.color.primary,
          fontWeight: 700,
          boxShadow: `inset 0 3px 0 ${vars.color.primary}`,
        },
      },
    },
  },
});

export const headerSlot = style({ flex: 'none', display: 'flex', alignItems: 'center', gap: '8px' });
