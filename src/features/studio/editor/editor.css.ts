import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '../../../components/ui/status-colors';
import { tile } from '#src/components/ui/card.css';
import { actionRow, centredRow, cluster, gridList, ruledRow, stack } from '#src/components/ui/layout.css';
export { clipped as hidden } from '#src/components/ui/clipped.css';
export { checkRow as check } from '#src/components/ui/form.css';

export const form = style([stack, { gap: '20px', maxWidth: '760px' }]);

export const section = style([tile, { borderRadius: '12px', padding: '16px', minWidth: 0, margin: 0 }]);

export const legend = style({ fontWeight: 700, fontSize: '1.125rem', padding: '0 4px' });

export const row = style([centredRow, { margin: '8px 0' }]);

export const checkbox = style({ width: '20px', height: '20px', flex: 'none' });

export const chips = style([cluster, { gap: '4px 12px', border: 0, padding: 0, margin: 0 }]);

export const stockList = style([gridList, { margin: '8px 0' }]);

export const stock = style([ruledRow, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '4px 8px' }]);

export const stockName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, margin: '4px 0', fontSize: '0.9375rem' });

export const total = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', margin: '8px 0' });

export const actions = style([
  actionRow,
  { position: 'sticky', bottom: 0, padding: '12px 0', background: vars.color.background },
]);

export const thumb = style({ maxWidth: '160px', maxHeight: '160px', borderRadius: '8px' });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({ padding: '6px 8px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });

export const fieldError = style({
  color: STATUS_COLORS.error,
  fontWeight: 600,
  margin: '4px 0',
  fontSize: '0.9375rem',
});

export const fullRow = style({ gridColumn: '1 / -1', minWidth: 0 });
