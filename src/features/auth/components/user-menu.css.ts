import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { COMPACT } from '../../../components/ui/layout-vars';

export const wrap = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '44px',
  maxWidth: '200px',
  whiteSpace: 'nowrap',
  padding: '8px 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.onPrimary}`,
  background: 'transparent',
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0,0,0,0.16)' } },
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [COMPACT]: { display: 'none' } },
});

/** On a phone the button says 'Account': a cut-off name could pass for the brand's. */
export const shortLabel = style({ display: 'none', '@media': { [COMPACT]: { display: 'inline' } } });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 20,
  minWidth: '240px',
  maxWidth: 'calc(100vw - 24px)',
  padding: '12px',
  borderRadius: '10px',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 12px 30px rgba(15, 23, 42, 0.2)',
});

export const detail = style({ margin: '0 0 4px', overflowWrap: 'anywhere' });

export const muted = style({ margin: '0 0 12px', color: vars.color.textMuted, fontSize: '0.875rem' });

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  margin: '0 0 8px',
  fontWeight: 600,
  color: vars.color.primary,
});
