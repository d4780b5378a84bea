import { style } from '@vanilla-extract/css';
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
