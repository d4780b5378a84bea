import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { CHART_BOX } from './chart-geometry';

/**
 * The SVG line chart's look (decision 0310): the brand's colours from the theme, so the server's HTML
 * already draws in them; sizes are the geometry's (chart-geometry.ts).
 */
export const svg = style({ display: 'block', width: '100%', height: `${CHART_BOX.height}px`, overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

const line = style({ fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'round' });

export const primary = style([line, { stroke: vars.color.primary, strokeWidth: 2 }]);

export const muted = style([line, { stroke: vars.color.textMuted, strokeWidth: 1.5, strokeDasharray: '6 4' }]);

/** Tick labels in the muted text colour, ringed with the page's colour where a line passes under them. */
export const label = style({
  fill: vars.color.textMuted,
  fontSize: '12px',
  paintOrder: 'stroke',
  stroke: vars.color.background,
  strokeWidth: '3px',
  strokeLinejoin: 'round',
});

/** A month label a narrow chart leaves out, so the labels never run into each other. */
export const minor = style({
  '@media': { 'screen and (max-width: 959px)': { display: 'none' } },
});

/** The chart and its readout; a finger dragged across it reads the days, and up or down still scrolls the page. */
export const frame = style({ position: 'relative', touchAction: 'pan-y' });

/** The day a pointer reads: a rule across the plot. */
export const rule = style({ stroke: vars.color.text, strokeWidth: 1, strokeDasharray: '2 2' });

/** A dot where each line passes that day, in the line's colour, ringed in the page's. */
export const dot = styleVariants({ primary: vars.color.primary, muted: vars.color.textMuted }, (fill) => ({
  fill,
  stroke: vars.color.background,
  strokeWidth: 2,
}));

/** The day and each line's value, over the top of the plot, never wider than the chart. */
export const readout = style({
  position: 'absolute',
  top: 0,
  margin: 0,
  maxWidth: '100%',
  padding: '4px 8px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 12px',
  fontSize: '13px',
  lineHeight: 1.4,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  boxShadow: '0 2px 6px rgb(0 0 0 / 12%)',
  pointerEvents: 'none',
});

export const reading = style({ display: 'inline-flex', alignItems: 'center', gap: '4px', whiteSpace: 'nowrap' });

/** The line's mark before its name: solid in the brand's colour, dashed in the muted one, as drawn. */
export const key = styleVariants({
  primary: { width: '14px', borderTop: `2px solid ${vars.color.primary}` },
  muted: { width: '14px', borderTop: `2px dashed ${vars.color.textMuted}` },
});
