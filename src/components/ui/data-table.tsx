import type { ReactNode } from 'react';
import { ScrollBox } from './scroll-box';
import * as styles from './data-table.css';
import { visuallyHidden } from './visually-hidden.css';

/** One column of a data table: its heading, what each row shows in it, and how it weighs on a phone. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Figures: end-aligned, tabular digits. */
  numeric?: boolean;
  /** 'key': a card shows it first and larger; 'action': the row's button, full width at the card's end. */
  emphasis?: 'key' | 'action';
  /** The heading is for screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** More classes for a row's cell (a tone by the value). */
  cellClass?: (row: Row) => string | undefined;
  testId?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  /** The table's name, shown above it; or `labelledBy`, the id of a heading that names it. */
  caption?: string;
  labelledBy?: string;
  /** The caption is for screen readers only (a heading above says the same). */
  hiddenCaption?: boolean;
  /** Said instead of an empty table. */
  empty?: ReactNode;
  /** Which column heads each row (th scope=row), the title of its card: the first unless told; false for none. */
  rowHeader?: number | false;
  /** Below which width of its box the rows become cards (decision 0257). */
  cardsBelow?: styles.CardsBelow;
  /** Data attributes of a row's element (tests and scripts find a row by them). */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
  /** A last row in the table's foot (a report's totals). */
  foot?: Row;
  /** Names the box as a region (a page whose table is its content). */
  regionLabel?: string;
  /** New rows are on their way. */
  busy?: boolean;
  testId?: string;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const emphasisClass = { key: styles.keyCell, action: styles.actionCell } as const;

/**
 * A data table. Wide, a table as ever: caption, column headers, the first column heading each row,
 * figures end-aligned. Narrow, each row is a card: its row header the title, key columns first, every
 * other cell a label and its value, the row's button full width. The roles are explicit, so a layout
 * that changes the cells' display keeps the table for screen readers. A card's label is drawn from
 * `data-label` with an empty alternative text: not in the DOM's text, not read, as each cell keeps
 * its column header.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  labelledBy,
  hiddenCaption = false,
  empty,
  rowHeader = 0,
  cardsBelow = 'medium',
  rowData,
  foot,
  regionLabel,
  busy,
  testId,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className={styles.empty}>{empty}</p>;
  const cellsOf = (row: Row, index: number) =>
    columns.map((column, i) => {
      const classes = join(
        column.numeric ? styles.numeric : styles.cell,
        column.emphasis && emphasisClass[column.emphasis],
        column.cellClass?.(row),
      );
      const value = column.cell(row, index);
      if (i === rowHeader) {
        return (
          <th key={i} scope="row" role="rowheader" className={join(classes, styles.rowHeader)}>
            {value}
          </th>
        );
      }
      return (
        <td
          key={i}
          role="cell"
          className={classes}
          data-label={column.hiddenHeader || column.emphasis === 'action' ? undefined : column.header}
          data-testid={column.testId}
        >
          {value}
        </td>
      );
    });
  return (
    <ScrollBox className={styles.wrap} label={regionLabel}>
      <table
        role="table"
        className={join(styles.table, cardsBelow !== 'never' && styles.cards[cardsBelow])}
        aria-labelledby={labelledBy}
        aria-busy={busy}
        data-testid={testId}
      >
        {caption ? <caption className={hiddenCaption ? visuallyHidden : styles.caption}>{caption}</caption> : null}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, i) => (
              <th key={i} scope="col" role="columnheader" className={column.numeric ? styles.numeric : styles.cell}>
                {column.hiddenHeader ? <span className={visuallyHidden}>{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} role="row" {...rowData?.(row)}>
              {cellsOf(row, i)}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot role="rowgroup">
            <tr role="row" className={styles.footRow}>
              {cellsOf(foot, rows.length)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollBox>
  );
}
