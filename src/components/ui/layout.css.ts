/**
 * Layout recipes: the shapes screens repeat (a wrapping row, a column, a bare list, a sticky bar). A
 * screen composes one with its own gap and margin: `style([cluster, { gap: '12px' }])`.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** A row that wraps on a narrow phone: buttons, chips, links, a toolbar. */
export const cluster = style({ display: 'flex', flexWrap: 'wrap' });

/** A row of buttons or links, 8 px apart, wrapping on a narrow phone. */
export const actionRow = style([cluster, { gap: '8px' }]);

/** A row of controls and text, centred on one line, 8 px apart, wrapping. */
export const centredRow = style([actionRow, { alignItems: 'center' }]);

/** Children one under another. */
export const stack = style({ display: 'flex', flexDirection: 'column' });

/** A list without bullets, margin or indent; compose a margin or a grid where the list has one. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A bare list whose items stand in a column, 12 px apart (cards, rows). */
export const gridList = style([bareList, { display: 'grid', gap: '12px' }]);

/** A bar that stays at the top of its scrolling box (an editor's status, a toolbar). */
export const stickyBar = style({
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** One of a list's rows, ruled off from the one above. */
export const ruledRow = style({ padding: '8px 0', borderTop: `1px solid ${vars.color.border}` });
