import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { tile } from '#src/components/ui/card.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
export { sectionTitle as heading, fine as muted } from '#src/components/ui/section.css';

export const section = style({ margin: '28px 0', maxWidth: '880px' });
export const settings = style({ display: 'grid', gap: '4px', maxWidth: '560px' });
export const addForm = settings;
export const frame = style({
  width: '100%',
  height: '560px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: '#fff',
});
export const code = style([
  tile,
  {
    margin: '0 0 12px',
    padding: '12px',
    background: vars.color.surface,
    fontSize: '0.8125rem',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
]);
export const row = style([cluster, { gap: '12px', alignItems: 'center' }]);
export const list = style([bareList, { margin: '0 0 16px', display: 'grid', gap: '8px' }]);
export const item = style([
  row,
  tile,
  { justifyContent: 'space-between', padding: '8px 12px', overflowWrap: 'anywhere' },
]);
