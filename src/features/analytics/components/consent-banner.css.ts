import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { BOTTOM_INSET, COMPACT, cssVar } from '../../../components/ui/layout-vars';
import { CONSENT_CHOSEN_ATTRIBUTE } from '#contract/site/paint-first';

/**
 * The last thing in the page's flow, stuck to the bottom of the window (above a phone's navigation
 * bar) while the reader scrolls: it covers the end of the window until a choice is made, and at the
 * end of the page it sits under the footer, so nothing stays hidden behind it. Never over the header.
 * The server renders it for every visitor; a device that keeps a choice hides it before the first
 * paint (contract/site/paint-first.ts) until the app has read that choice.
 */
export const banner = style({
  selectors: { [`html[${CONSENT_CHOSEN_ATTRIBUTE}] &`]: { display: 'none' } },
  position: 'sticky',
  bottom: cssVar(BOTTOM_INSET),
  zIndex: 5,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.12)',
});

export const inner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '12px 16px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 24px',
  '@media': { [COMPACT]: { padding: '10px 12px' } },
});

export const text = style({ flex: '1 1 420px', minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const body = style({ margin: '2px 0 0', fontSize: '0.875rem', lineHeight: 1.4 });

export const actions = style({
  display: 'flex',
  gap: '8px',
  flex: '0 1 auto',
  '@media': { [COMPACT]: { flex: '1 1 100%' } },
});

/** Accept and reject look alike: neither is the easier one. */
export const choice = style({ flex: '1 1 0', minWidth: '96px', padding: '8px 14px', fontSize: '0.9375rem' });

/** The footer's 'Analytics settings': a button that reads as the links beside it. */
export const settingsButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
});
