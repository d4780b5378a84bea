import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { Button } from '#src/components/ui/button';
import { CHART_PERIODS, type ChartPeriod } from '#contract/baskets/details';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages, investmentPageMessages as m } from '../messages';
import { ValueTable } from './value-table';
import * as styles from './investments.css';
import * as chart from './value-chart.css';
// The chart's layout rules travel with the page's stylesheet, not with the lazily loaded chart.
import '#src/components/chart/line-chart.css';

/** uPlot and the chart load only in the browser, after the page is up. */
const ValueChart = lazy(() => import('./value-chart'));

/**
 * The investment's value against the money put in over 1, 3 or 5 years (docs/investments.md, "Chart"), with a table.
 */
export function ValueChartSection({ investment }: { investment: string }) {
  const api = useApi();
  const hydrated = useHydrated();
  const [period, setPeriod] = useState<ChartPeriod>('1yr');
  const [tableShown, setTableShown] = useState(false);
  const query = useQuery({ ...investmentQueries.chart(api, investment, period), placeholderData: keepPreviousData });
  const points = query.data?.points ?? [];
  const periodName = m.periodNames[period];
  return (
    <section className={styles.section} aria-labelledby="inv-chart">
      <h2 id="inv-chart" className={styles.sectionTitle}>
        {m.chart}
      </h2>
      <div role="group" aria-label={m.period} className={chart.periods}>
        {CHART_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={chart.period}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {m.periodLabels[p]}
          </button>
        ))}
      </div>
      <ul className={chart.legend} aria-hidden="true">
        <li>
          <span className={chart.swatchValue} />
          {investmentMessages.currentValue}
        </li>
        <li>
          <span className={chart.swatchInvested} />
          {investmentMessages.invested}
        </li>
      </ul>
      {query.isError && !query.data ? (
        <p role="alert" className={chart.box}>
          {m.chartFailed}{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {investmentMessages.retry}
          </Button>
        </p>
      ) : (
        <figure
          className={chart.box}
          role="img"
          aria-label={m.chartLabel(periodName)}
          aria-busy={query.isPlaceholderData || query.isPending}
        >
          {hydrated && query.data ? (
            <Suspense fallback={<p>{m.chartLoading}</p>}>
              <ValueChart points={points} />
            </Suspense>
          ) : (
            <p>{m.chartLoading}</p>
          )}
        </figure>
      )}
      <Button
        variant="secondary"
        aria-expanded={tableShown}
        aria-controls="value-table"
        onClick={() => setTableShown((s) => !s)}
      >
        {tableShown ? m.hideTable : m.showTable}
      </Button>
      <ValueTable id="value-table" points={points} period={periodName} shown={tableShown} />
    </section>
  );
}
