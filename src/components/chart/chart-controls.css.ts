import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** The period buttons above a chart; the pressed one is filled. */
export const periods = style({ display: 'flex', gap: '8px', flexWrap: 'wrap', margin: '0 0 12px' });
export const period = style({
  minWidth: '48px',
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});

/**
 * The chart keeps its height while it loads, so nothing below it moves (CLS). The room below it keeps
 * the focused chart's ring (3 px, 2 px out) clear of 'Show as table'.
 */
export const chartBox = style({
  minHeight: '260px',
  margin: '0 0 8px',
  position: 'relative',
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px',
  margin: '8px 0',
  padding: 0,
  listStyle: 'none',
});

/** A legend's colour square; compose it with the series' background. */
export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '2px',
  marginInlineEnd: '6px',
});
