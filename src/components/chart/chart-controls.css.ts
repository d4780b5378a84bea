import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { pressable } from '../ui/button.css';
import { bareList, cluster } from '../ui/layout.css';

/** The period buttons above a chart; the pressed one is filled. */
export const periods = style([cluster, { gap: '8px', margin: '0 0 12px' }]);
export const period = style([
  pressable,
  {
    minWidth: '48px',
    padding: '0 12px',
    borderRadius: '8px',
    fontWeight: 600,
    selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
  },
]);

/** The chart keeps its height while it loads, so nothing below it moves (CLS). */
export const chartBox = style({ minHeight: '260px', margin: 0, position: 'relative', color: vars.color.textMuted });

export const legend = style([bareList, cluster, { gap: '16px', margin: '8px 0' }]);

/** A legend's colour square; compose it with the series' background. */
export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '2px',
  marginInlineEnd: '6px',
});
