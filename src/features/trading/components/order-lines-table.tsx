import type { ReactNode } from 'react';
import { formatPrice, formatRupees } from '#contract/locale/format';
import type { OrderLine } from '#contract/trading/types';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { tradingMessages as m } from '../messages';
import { StatusChip } from './status-chip';
import * as styles from './trading.css';

/** One column of an order-lines table: its heading and what each line shows in it. */
export interface OrderLineColumn {
  header: string;
  numeric?: boolean;
  cell: (line: OrderLine) => ReactNode;
}

const cellClass = (column: OrderLineColumn) => (column.numeric ? styles.numeric : styles.cell);

/**
 * A trade's order lines as a table (the order review, the live trade, an investment's trades and order
 * progress): the caller names the columns; the first one heads each row.
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
  const [first, ...rest] = columns;
  return (
    <ScrollBox>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.order_id ?? `${line.symbol}-${i}`}>
              <th scope="row" className={styles.cell}>
                {first?.cell(line)}
              </th>
              {rest.map((column) => (
                <td key={column.header} className={cellClass(column)}>
                  {column.cell(line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const reviewColumns: OrderLineColumn[] = [
  { header: m.symbol, cell: (line) => <abbr title={line.name}>{line.symbol}</abbr> },
  { header: m.quantity, numeric: true, cell: (line) => line.quantity },
  { header: m.price, numeric: true, cell: (line) => formatPrice(line.indicative_price) },
  { header: m.value, numeric: true, cell: (line) => formatRupees(line.value, { maxFractionDigits: 2 }) },
];

const placedColumns: OrderLineColumn[] = [
  ...reviewColumns,
  {
    header: m.status,
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
    cell: (line) => (
      <>
        {line.filled_quantity ?? 0} / {line.quantity}
      </>
    ),
  },
];

/** Order lines: symbol, quantity, indicative price and value; once placed, status and filled quantity too. */
export function OrderLinesTable({ lines, placed = false }: { lines: OrderLine[]; placed?: boolean }) {
  return (
    <LinesTable lines={lines} columns={placed ? placedColumns : reviewColumns} caption={m.linesCaption(lines.length)} />
  );
}
