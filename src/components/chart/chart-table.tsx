import { formatDate } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { monthEnds } from './month-ends';

/** A chart's line as a table's column: its name, and a point's value in words (the chart's readout says it too). */
export interface ChartColumn<P> {
  header: string;
  value: (point: P) => string;
}

export interface ChartTableProps<P extends { date: string }> {
  /** The id 'Show as table' controls. */
  id: string;
  testId: string;
  shown: boolean;
  caption: string;
  classes: { wrap: string; hidden: string; table: string; caption: string; cell: string; numeric: string };
  dateHeader: string;
  /** The chart's lines, each a column. */
  columns: readonly ChartColumn<P>[];
  points: readonly P[];
}

/**
 * The chart as a table, for screen readers always and for anyone who asks ('Show as table'): the
 * month-end values of each line. In the server's HTML too.
 */
export function ChartTable<P extends { date: string }>(props: ChartTableProps<P>) {
  const { id, testId, shown, caption, classes, dateHeader, columns, points } = props;
  return (
    <ScrollBox id={id} className={shown ? classes.wrap : classes.hidden}>
      <table className={classes.table} data-testid={testId}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.cell}>
              {dateHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={classes.numeric}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthEnds(points).map((p) => (
            <tr key={p.date}>
              <th scope="row" className={classes.cell}>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </th>
              {columns.map((column) => (
                <td key={column.header} className={classes.numeric}>
                  {column.value(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
