import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
export { panel as section, muted, sectionTitle, subTitle } from '#src/components/ui/section.css';
export { caption, cell, numeric, table } from '#src/components/ui/table.css';
export { visuallyHidden } from '#src/components/ui/visually-hidden.css';

/** One column on a phone (320–360 px); the facts beside the story from 900 px. */
export const layout = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: '24px', minWidth: 0 });

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

export const link = style({ color: vars.color.primary, fontWeight: 600 });
