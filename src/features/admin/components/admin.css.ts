import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { tile } from '#src/components/ui/card.css';
import { control, fieldRow } from '#src/components/ui/form.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

export const muted = style({ color: vars.color.textMuted });
export const section = style({ margin: '0 0 24px' });
export const heading = style({ fontSize: '1.25rem', margin: '0 0 8px' });
export const row = style([fieldRow, { gap: '8px 12px', margin: '0 0 16px' }]);
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: 12,
  margin: 0,
});
/** Rupee figures in lakhs and crores need wider cards: one a row at 320–360 px, side by side above. */
export const moneyCounts = style([counts, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }]);
export const count = style([tile, { padding: '8px 12px', background: vars.color.surface }]);
export const countValue = style({ fontSize: '1.5rem', fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });
/** On or off, said in words and a mark, never by colour alone. */
export const on = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const off = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const chips = style([bareList, cluster, { gap: 6 }]);
export const form = style({ display: 'grid', gap: 12, maxWidth: 640 });
export const textarea = style([
  control,
  { minHeight: 160, padding: 8, borderColor: vars.color.border, borderRadius: 6 },
]);
export const select = style([
  control,
  { padding: '0 8px', borderColor: vars.color.border, borderRadius: 6, width: 'auto' },
]);
export const label = style({ display: 'grid', gap: 4, fontWeight: 600 });
export const error = style({ color: STATUS_COLORS.error, fontSize: '0.875rem', fontWeight: 600, margin: 0 });
