import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

/** One column on a phone (320–360 px); the facts beside the story from 900 px. */
export const layout = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: '24px', minWidth: 0 });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  minWidth: 0,
});

export const sectionTitle = style({ margin: '0 0 12px', fontSize: '1.25rem' });

export const subTitle = style({ margin: '16px 0 8px', fontSize: '1rem' });

export const muted = style({ color: vars.color.textMuted, margin: '4px 0' });

export const prose = style({ margin: '0 0 8px', maxWidth: '70ch', whiteSpace: 'pre-line' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  margin: '0 0 12px',
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: '2px 10px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: '0.875rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: '16px 0 0' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '12px',
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const factLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const factValue = style({ margin: 0, fontWeight: 600 });

/** Wide tables scroll on their own at 320 px; the page never does. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' });

export const caption = style({ textAlign: 'start', color: vars.color.textMuted, padding: '0 0 8px' });

export const cell = style({
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const numeric = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

export const link = style({ color: vars.color.primary, fontWeight: 600 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
