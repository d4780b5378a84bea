import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { fieldRow } from '#src/components/ui/form.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
import { tableWrap as scrollBox } from '#src/components/ui/scroll-box.css';
import { cell as tableCell } from '#src/components/ui/table.css';
export { table } from '#src/components/ui/table.css';

export const toolbar = style([fieldRow, { gap: '8px 16px', marginBottom: '16px' }]);

/** Scrolls sideways inside itself when narrow (ScrollBox puts it in the tab order then); never the page. */
export const tableWrap = style([scrollBox, { marginBottom: '16px' }]);

export const cell = style([
  tableCell,
  // Whole words: a narrow table grows and scrolls in its box rather than breaking 'Received' in two.
  { padding: '8px', borderBottomColor: vars.color.textMuted, overflowWrap: 'break-word', minWidth: '8ch' },
]);

export const pre = style({ whiteSpace: 'pre-wrap', fontSize: '0.8125rem', margin: 0, maxWidth: '60ch' });

export const pager = style([cluster, { gap: '12px', alignItems: 'center' }]);

export const list = style([bareList, { margin: '0 0 24px' }]);

export const listItem = style({ padding: '12px 0', borderBottom: `1px solid ${vars.color.textMuted}` });

export const actions = style([cluster, { gap: '8px', marginTop: '8px' }]);

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '0 0 4px' });
