import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

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

/** The chart keeps its height while it loads, so nothing below it moves (CLS). */
export const chartBox = style({ minHeight: '260px', margin: 0, position: 'relative', color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px',
  margin: '8px 0',
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '2px',
  marginInlineEnd: '6px',
});

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
