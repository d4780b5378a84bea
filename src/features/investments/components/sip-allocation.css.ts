import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { totals } from '#src/components/ui/figures.css';
import { gridList } from '#src/components/ui/layout.css';
export { totalLabel as factLabel, totals as facts, totalValue as factValue } from '#src/components/ui/figures.css';

/** The instalment's stocks: one box per stock, stacked, so nothing is wider than a 320 px phone. */
export const stocks = style([gridList, { margin: '12px 0', gap: '8px' }]);
export const stock = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '8px 12px',
  minWidth: 0,
});
export const stockTitle = style({ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' });
export const reason = style({ margin: '4px 0 0', fontWeight: 600 });
/** The label and value rows inside a stock's box, without the totals' outer margin. */
export const stockFacts = style([totals, { margin: '4px 0 0' }]);
