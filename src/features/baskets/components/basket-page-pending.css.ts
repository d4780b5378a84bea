import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

/** The basket page's shape: one column on a phone, the facts beside the story from 900 px. */
export const layout = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: '24px' });

const block = style({ borderRadius: '12px', background: vars.color.surface, border: `1px solid ${vars.color.border}` });

/** Placeholders the size of what comes: the header, the facts, the chart. */
export const skeleton = styleVariants({ short: '120px', medium: '220px', tall: '340px' }, (height) => [
  block,
  { height },
]);
