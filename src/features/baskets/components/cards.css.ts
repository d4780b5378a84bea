import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

/** One column at 360 px, as many 300 px columns as fit on wider screens. */
export const grid = style({
  listStyle: 'none',
  margin: '24px 0 0',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: '16px',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  padding: '20px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.background,
  overflowWrap: 'anywhere',
});

export const cardTitle = style({ margin: 0, fontSize: '1.25rem' });

/** The card's name opens the basket page. */
export const cardLink = style({
  color: vars.color.text,
  textDecorationColor: vars.color.primary,
  textUnderlineOffset: '3px',
});

export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const body = style({ margin: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '2px 10px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.6,
});

export const accentChip = style([
  chip,
  { background: vars.color.primary, color: vars.color.onPrimary, borderColor: 'transparent' },
]);

/** Three small bars, as many filled as the risk level is high. */
export const meter = style({ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: '12px' });
const bar = style({ width: '4px', borderRadius: '1px', background: vars.color.border });
export const meterBar = styleVariants({
  1: [bar, { height: '5px' }],
  2: [bar, { height: '8px' }],
  3: [bar, { height: '12px' }],
});
export const meterBarOn = style({ background: vars.color.primary });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '12px 16px',
  margin: 'auto 0 0',
  paddingTop: '12px',
  borderTop: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const factValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
