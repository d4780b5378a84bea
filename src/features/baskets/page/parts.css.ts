import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { swatch } from '#src/components/chart/chart-controls.css';
export { chartBox, legend, period, periods } from '#src/components/chart/chart-controls.css';

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });

export const barRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '4px 8px' });

export const barTrack = style({
  gridColumn: '1 / -1',
  height: '8px',
  borderRadius: '4px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

/** The bar is an SVG rect: its width is an attribute, never a style the page's CSP would refuse. */
export const barSvg = style({ display: 'block', width: '100%', height: '100%', fill: vars.color.primary });

export const swatchBasket = style([swatch, { background: vars.color.primary }]);

export const swatchBenchmark = style([swatch, { background: vars.color.textMuted }]);

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const timelineItem = style({ padding: '0 0 16px 16px', position: 'relative' });

export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: '8px 0' });

export const faqQuestion = style({ cursor: 'pointer', fontWeight: 600, padding: '10px 0' });

/** The sentence that says a younger basket's chart starts at its launch. */
export const chartNote = style({ margin: '0 0 8px', color: vars.color.textMuted });
