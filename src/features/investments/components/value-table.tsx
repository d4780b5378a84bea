import type { PerformancePoint } from '#contract/investments/types';
import { formatDate, formatRupees } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { investmentMessages, investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';
import { tableWrap } from './value-chart.css';

/** The last point of each month (and the first point): what a table can list of a daily series. */
export function monthEnds(points: readonly PerformancePoint[]): PerformancePoint[] {
  return points.filter((p, i) => {
    const next = points[i + 1];
    return i === 0 || !next || next.date.slice(0, 7) !== p.date.slice(0, 7);
  });
}

/** The chart as a table: for screen readers always, for anyone on 'Show as table'. */
export function ValueTable({
  id,
  points,
  period,
  shown,
}: {
  id: string;
  points: PerformancePoint[];
  period: string;
  shown: boolean;
}) {
  return (
    <ScrollBox id={id} className={shown ? tableWrap : styles.visuallyHidden}>
      <table className={styles.table} data-testid="value-table">
        <caption className={styles.caption}>{m.tableCaption(period)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {m.date}
            </th>
            <th scope="col" className={styles.numeric}>
              {investmentMessages.currentValue}
            </th>
            <th scope="col" className={styles.numeric}>
              {investmentMessages.invested}
            </th>
          </tr>
        </thead>
        <tbody>
          {monthEnds(points).map((p) => (
            <tr key={p.date}>
              <th scope="row" className={styles.cell}>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </th>
              <td className={styles.numeric}>{formatRupees(p.value)}</td>
              <td className={styles.numeric}>{formatRupees(p.invested)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
