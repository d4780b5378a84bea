import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { control, fieldRow } from '#src/components/ui/form.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
import { tableWrap } from '#src/components/ui/scroll-box.css';
import { cell as tableCell } from '#src/components/ui/table.css';
export { visuallyHidden } from '#src/components/ui/visually-hidden.css';
export { table } from '#src/components/ui/table.css';

export const lead = style({ color: vars.color.textMuted, margin: '0 0 16px' });

export const nav = style([bareList, cluster, { gap: '8px 16px', margin: '0 0 16px' }]);

export const navLink = style({ color: vars.color.primary, fontWeight: 500 });

export const toolbar = style([fieldRow, { gap: '12px', margin: '0 0 16px' }]);

export const field = style({ display: 'grid', gap: '4px', minWidth: 0 });

export const select = style([
  control,
  {
    padding: '8px 10px',
    borderColor: vars.color.border,
    background: vars.color.surface,
    width: 'auto',
    maxWidth: '100%',
  },
]);

/**
 * Wide tables scroll inside their box on a narrow screen; the page itself never does. Positioned, so
 * the visually hidden 'Actions' heading is clipped by the box instead of widening the page.
 */
export const tableBox = style([tableWrap, { margin: '0 0 16px' }]);

export const cell = style([tableCell, { padding: '8px 10px', whiteSpace: 'nowrap' }]);

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const totals = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted });

export const pager = style([cluster, { alignItems: 'center', gap: '12px' }]);

export const exports = style([cluster, { gap: '12px', margin: '0 0 16px' }]);
