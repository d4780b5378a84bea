import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { CONSENT_HEIGHT } from '../../../components/ui/consent-height';
import { BOTTOM_INSET, CONSENT_INSET, NAV_BAR, cssVar } from '../../../components/ui/layout-vars';

/** Two figures a row on a phone, four across when there is room: read before Invest, beside it. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(132px, 1fr))',
  gap: '8px 16px',
  margin: '0 0 4px',
});

export const versus = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 400 });

/**
 * The phone's Invest bar: the last thing on the page, stuck to the bottom of the window above the
 * navigation bar while the reader scrolls, and above the consent banner while that waits for a choice
 * (CONSENT_INSET), so neither hides the other. At the end of the page it sits in its own space, so it never hides the last section; wider
 * screens, where the figures and Invest stay beside the story, do without it.
 */
export const bar = style({
  position: 'sticky',
  bottom: `calc(${cssVar(BOTTOM_INSET)} + ${cssVar(CONSENT_INSET)})`,
  zIndex: 4,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  margin: '24px -16px 0',
  padding: '10px max(16px, env(safe-area-inset-right, 0px)) 10px max(16px, env(safe-area-inset-left, 0px))',
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(15, 23, 42, 0.08)',
  '@media': { [NAV_BAR]: { display: 'flex' } },
});

/**
 * On a page with the bar, what is scrolled into view (a focused link or button) stops above the bar as
 * well as the navigation bar (and the consent banner the bar stands on while it waits): the bar is
 * 65 px tall at 320–360 px (a 44 px button, its padding and border).
 */
globalStyle(`:root:has(${bar})`, {
  '@media': {
    [NAV_BAR]: { scrollPaddingBottom: `calc(${cssVar(BOTTOM_INSET)} + ${cssVar(CONSENT_HEIGHT)} + 78px)` },
  },
});

export const barText = style({ margin: 0, minWidth: 0, lineHeight: 1.3 });

export const barLabel = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.8125rem' });

export const barButton = style({ flex: 'none', minWidth: '120px' });
