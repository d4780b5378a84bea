import type { ChartPoint } from '#contract/baskets/details';
import { formatDate } from '#contract/locale/format';
import { monthEnds } from '../basket-figures';
import { basketPageMessages as m } from '../basket-page-messages';
import { ScrollBox } from '#src/components/ui/scroll-box';
import * as styles from './basket-page.css';

const value = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The chart as a table, for screen readers always and for anyone who asks ('Show as table'): the
 * month-end values of the basket and its benchmark, both from 100. In the server's HTML too.
 */
export function ChartTable({
  id,
  points,
  span,
  benchmarkName,
  shown,
}: {
  id: string;
  points: ChartPoint[];
  /** What the points cover: 'over 5 years', 'since its launch on 06 Nov 2024'. */
  span: string;
  benchmarkName: string;
  shown: boolean;
}) {
  return (
    <ScrollBox id={id} className={shown ? styles.tableWrap : styles.visuallyHidden}>
      <table className={styles.table} data-testid="chart-table">
        <caption className={styles.caption}>{m.tableCaption(span)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {m.date}
            </th>
            <th scope="col" className={styles.numeric}>
              {m.basket}
            </th>
            <th scope="col" className={styles.numeric}>
              {benchmarkName}
            </th>
          </tr>
        </thead>
        <tbody>
          {monthEnds(points).map((p) => (
            <tr key={p.date}>
              <th scope="row" className={styles.cell}>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </th>
              <td className={styles.numeric}>{value.format(p.basket)}</td>
              <td className={styles.numeric}>{value.format(p.benchmark)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
