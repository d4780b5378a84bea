import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { tile } from '#src/components/ui/card.css';
import { checkRow, fieldRow } from '#src/components/ui/form.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
export { fine as muted } from '#src/components/ui/section.css';
export { gridList as entries } from '#src/components/ui/layout.css';

export const form = style({ display: 'grid', gap: '16px', maxWidth: '40rem' });
export const searchRow = style([fieldRow, { gap: '8px 12px' }]);
export const fieldset = style([tile, { padding: '8px 12px', margin: 0 }]);
export const legend = style({ fontWeight: 600, padding: '0 4px' });
export const list = style([bareList, { display: 'grid', gap: '2px' }]);
export const option = style([checkRow, { gap: '10px', overflowWrap: 'anywhere', cursor: 'pointer' }]);
/**
 * The radio itself, not only its label, is a comfortable target (WCAG 2.2, 2.5.8: at least 24 × 24 CSS
 * px); the label around it still selects it too.
 */
export const radio = style({
  width: '24px',
  height: '24px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
export const pager = style([cluster, { alignItems: 'center', gap: '8px 16px' }]);
export const entry = style([tile, { padding: '12px', overflowWrap: 'anywhere', display: 'grid', gap: '6px' }]);
export const calls = style({ margin: 0, paddingLeft: '1.25rem', fontFamily: 'monospace', fontSize: '0.8125rem' });
