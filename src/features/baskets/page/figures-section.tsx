import { RETURN_PERIODS, type BasketPerformance } from '#contract/baskets/details';
import { formatDate, formatPercent } from '#contract/locale/format';
import { basketPageMessages as m } from '../basket-page-messages';
import { ScrollBox } from '#src/components/ui/scroll-box';
import * as styles from './basket-page.css';

type Figure = 'cagr' | 'volatility' | 'maxDrawdown';
const FIGURES: Figure[] = ['cagr', 'volatility', 'maxDrawdown'];

/** Returns over each period and the risk figures, for the basket and its benchmark, as of the last close. */
export function FiguresSection({
  performance,
  benchmarkName,
}: {
  performance: BasketPerformance;
  benchmarkName: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="basket-figures">
      <h2 id="basket-figures" className={styles.sectionTitle}>
        {m.figures}
      </h2>
      <p className={styles.muted}>
        {m.asOf(formatDate(performance.asOf))} · {m.launched(formatDate(performance.launchDate))}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{m.riskLabel}</dt>
          <dd className={styles.factValue}>{m.risk(performance.riskLabel)}</dd>
        </div>
      </dl>
      <ScrollBox>
        <table className={styles.table}>
          <caption className={styles.caption}>{m.returnsCaption}</caption>
          <thead>
            <tr>
              <td className={styles.cell} />
              <th scope="col" className={styles.numeric}>
                {m.basket}
              </th>
              <th scope="col" className={styles.numeric}>
                {benchmarkName}
              </th>
            </tr>
          </thead>
          <tbody>
            {RETURN_PERIODS.map((period) => (
              <tr key={period}>
                <th scope="row" className={styles.cell}>
                  {m.returnPeriods[period]}
                </th>
                <td className={styles.numeric}>{formatPercent(performance.returns[period].basket)}</td>
                <td className={styles.numeric}>{formatPercent(performance.returns[period].benchmark)}</td>
              </tr>
            ))}
            {FIGURES.map((figure) => (
              <tr key={figure}>
                <th scope="row" className={styles.cell}>
                  {m[figure]}
                </th>
                <td className={styles.numeric}>{formatPercent(performance.basket[figure])}</td>
                <td className={styles.numeric}>{formatPercent(performance.benchmark[figure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
