import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { embed } from './story.css';
import { cluster, stack } from '#src/components/ui/layout.css';

export const page = style({ maxWidth: '760px', margin: '0 auto', padding: '16px 16px 64px' });

export const back = style({ display: 'inline-block', padding: '10px 0', fontWeight: 500 });

export const title = style({ fontSize: 'clamp(1.625rem, 5vw, 2.375rem)', margin: '6px 0 0', overflowWrap: 'anywhere' });

export const hero = style({ margin: '20px 0' });
// The article shows a quote embed whole: the box grows past 16:9 instead of cutting it.
globalStyle(`${hero} ${embed}`, { aspectRatio: 'auto', minHeight: 0, overflow: 'visible' });
globalStyle(`${hero} ${embed} blockquote p:first-child`, { display: 'block', overflow: 'visible' });
globalStyle(`${hero} ${embed} blockquote p:not(:first-child)`, { whiteSpace: 'normal' });

/** Article HTML: long words and wide tables never push the page sideways at 360 px. */
export const body = style({ fontSize: '1.0625rem', lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} img`, { height: 'auto', borderRadius: '8px' });
globalStyle(`${body} iframe`, { width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 });
globalStyle(`${body} figure`, { margin: '24px 0' });
globalStyle(`${body} figcaption`, {
  marginTop: '8px',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  lineHeight: 1.5,
});
// A table keeps its words whole and scrolls sideways inside its own box when it is wider than the
// screen (use-scrollable-tables.ts makes such a table keyboard-focusable).
globalStyle(`${body} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  margin: '24px 0',
  borderCollapse: 'collapse',
  overflowWrap: 'normal',
  fontSize: '0.9375rem',
  lineHeight: 1.5,
});
// A block above the rows, as wide as the column (not squeezed to the table's width), and left in
// view when the table scrolls.
globalStyle(`${body} caption`, {
  display: 'block',
  position: 'sticky',
  left: 0,
  textAlign: 'left',
  fontWeight: 600,
  padding: '0 0 8px',
});
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${body} thead th`, { background: vars.color.surface, fontWeight: 600 });
globalStyle(`${body} table:focus-visible`, { outlineOffset: '2px' });
globalStyle(`${body} pre`, { maxWidth: '100%', overflowX: 'auto' });
globalStyle(`${body} blockquote`, {
  margin: '16px 0',
  paddingLeft: '16px',
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const morePage = style({ outline: 'none', borderTop: `1px dashed ${vars.color.border}`, marginTop: '24px' });

export const actions = style([
  cluster,
  {
    alignItems: 'center',
    gap: '12px',
    margin: '24px 0',
    padding: '16px 0',
    borderTop: `1px solid ${vars.color.border}`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const gate = style({
  margin: '24px 0',
  padding: '24px',
  borderRadius: '12px',
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const gateTitle = style({ margin: '0 0 8px', fontSize: '1.25rem' });

export const notice = style([stack, { margin: '16px 0', gap: '8px', alignItems: 'flex-start' }]);

/** The like button (components/ui/button, secondary) is filled while the reader likes the post. */
export const like = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
