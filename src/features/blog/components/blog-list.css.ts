import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { stack } from '#src/components/ui/layout.css';
export { bareList as allList, bareList as popularList, stack as lead } from '#src/components/ui/layout.css';

const desktop = 'screen and (min-width: 960px)';
const tablet = 'screen and (min-width: 640px)';

/** One column at 360 px, the popular list below; stories and a sidebar side by side on desktop. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '40px',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: '48px' } },
});

export const stories = style([stack, { gap: '32px', minWidth: 0 }]);

export const leadTitle = style({ fontSize: 'clamp(1.5rem, 4vw, 2.125rem)', margin: '8px 0 0' });

export const leadSummary = style({ fontSize: '1.0625rem' });

/** A part of the list ruled off from the one above. */
const ruledTop = style({ paddingTop: '24px', borderTop: `1px solid ${vars.color.border}` });

export const sideGrid = style([
  ruledTop,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '24px',
    '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const side = style([stack, { minWidth: 0 }]);

export const sideTitle = style({ fontSize: '1.125rem', margin: '4px 0 0' });

export const sectionTitle = style([ruledTop, { fontSize: '1.375rem', margin: '0 0 8px' }]);

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '12px',
  padding: '20px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: '20px' } },
});

export const rowText = style({ minWidth: 0 });

export const rowTitle = style({ fontSize: '1.125rem', margin: '0' });

export const popular = style({
  alignSelf: 'start',
  padding: '20px',
  borderRadius: '12px',
  background: vars.color.surface,
  '@media': { [desktop]: { position: 'sticky', top: '80px' } },
});

export const popularTitle = style({ fontSize: '1.125rem', margin: '0 0 12px' });

export const popularItem = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: '8px',
  padding: '10px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rank = style({ fontSize: '1.375rem', fontWeight: 700, color: vars.color.textMuted });

export const footer = style([stack, { alignItems: 'center', gap: '8px' }]);

globalStyle(`${popularItem} a`, { fontWeight: 600 });
