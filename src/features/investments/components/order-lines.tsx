import type { ReactNode } from 'react';
import type { OrderLine } from '#contract/trading/types';
import { formatRupees } from '#contract/locale/format';
import { actionColumn, LinesTable, type OrderLineColumn } from '#src/features/trading/components/order-lines-table';
import { investmentPageMessages as pm } from '../messages';
import { tradeMessages as m } from '../trade-messages';

const symbol: OrderLineColumn = { header: pm.symbol, cell: (l) => l.symbol };
const side: OrderLineColumn = { header: m.side, cell: (l) => l.side };
const quantity: OrderLineColumn = { header: pm.quantity, numeric: true, cell: (l) => l.quantity };
const filled: OrderLineColumn = {
  header: m.filled,
  numeric: true,
  emphasis: 'key',
  cell: (l) => l.filled_quantity ?? 0,
};
const value: OrderLineColumn = { header: pm.value, numeric: true, cell: (l) => formatRupees(l.value) };
const status: OrderLineColumn = {
  header: m.status,
  emphasis: 'key',
  cell: (l) => (
    <>
      {l.status ?? '-'}
      {l.status_message ? ` (${l.status_message})` : ''}
    </>
  ),
};

/** A trade's lines; once placed, with their broker status and filled quantity, and `action`'s button (Modify). */
export function OrderLines({
  lines,
  placed = true,
  action,
}: {
  lines: OrderLine[];
  placed?: boolean;
  action?: ((line: OrderLine) => ReactNode) | undefined;
}) {
  const shown = placed ? [symbol, side, quantity, filled, value, status] : [symbol, side, quantity, value];
  const columns = action ? [...shown, actionColumn(action)] : shown;
  return <LinesTable lines={lines} columns={columns} caption={m.linesCaption(lines.length)} />;
}
