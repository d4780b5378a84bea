import type { ReactNode } from 'react';
import { formatPrice, formatRupees } from '#contract/locale/format';
import type { OrderLine } from '#contract/trading/types';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { tradingMessages as m } from '../messages';
import { StatusChip } from './status-chip';
import * as styles from './trading.css';

/** One column of an order-lines table: its heading and what each line shows in it. */
export type OrderLineColumn = DataColumn<OrderLine>;

/**
 * A trade's order lines as a table (the order review, the live trade, an investment's trades and order
 * progress): the caller names the columns; the first one heads each row; on a phone each line is a card.
 */
export function LinesTable({
  lines,
  columns,
  caption,
}: {
  lines: OrderLine[];
  columns: OrderLineColumn[];
  caption: string;
}) {
  return (
    <DataTable
      rows={lines}
      columns={columns}
      caption={caption}
      rowKey={(line, i) => line.order_id ?? `${line.symbol}-${i}`}
    />
  );
}

/** A last column of buttons (Modify on an open line), its heading for screen readers only. */
export const actionColumn = (action: (line: OrderLine) => ReactNode): OrderLineColumn => ({
  header: m.change,
  hiddenHeader: true,
  emphasis: 'action',
  cell: action,
});

const reviewColumns: OrderLineColumn[] = [
  { header: m.symbol, cell: (line) => <abbr title={line.name}>{line.symbol}</abbr> },
  { header: m.quantity, numeric: true, cell: (line) => line.quantity },
  { header: m.price, numeric: true, cell: (line) => formatPrice(line.indicative_price) },
  {
    header: m.value,
    numeric: true,
    emphasis: 'key',
    cell: (line) => formatRupees(line.value, { maxFractionDigits: 2 }),
  },
];

const placedColumns: OrderLineColumn[] = [
  ...reviewColumns,
  {
    header: m.status,
    emphasis: 'key',
    cell: (line) => (
      <>
        {line.status ? <StatusChip status={line.status} /> : null}
        {line.status_message ? <span className={styles.muted}> {line.status_message}</span> : null}
      </>
    ),
  },
  {
    header: m.filled,
    numeric: true,
    emphasis: 'key',
    cell: (line) => (
      <>
        {line.filled_quantity ?? 0} / {line.quantity}
      </>
    ),
  },
];

/**
 * Order lines: symbol, quantity, indicative price and value; once placed, status and filled quantity too, and
 * `action`'s button for the lines it gives one (Modify on an open line).
 */
export function OrderLinesTable({
  lines,
  placed = false,
  action,
}: {
  lines: OrderLine[];
  placed?: boolean;
  action?: (line: OrderLine) => ReactNode;
}) {
  const columns = placed ? placedColumns : reviewColumns;
  return (
    <LinesTable
      lines={lines}
      columns={action ? [...columns, actionColumn(action)] : columns}
      caption={m.linesCaption(lines.length)}
    />
  );
}
