import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { Button } from '#src/components/ui/button';
import { CHART_PERIODS, type ChartPeriod } from '#contract/baskets/details';
import { formatDate } from '#contract/locale/format';
import { basketPageQueries, FIRST_PERIOD } from '../api/basket-page-queries';
import type { BasketPageKind } from '../basket-loader';
import { basketPageMessages as m } from '../basket-page-messages';
import { ChartTable } from './chart-table';
import * as layout from './basket-page.css';
import * as styles from './parts.css';
// The chart's layout rules travel with the page's stylesheet, not with the lazily loaded chart.
import '#src/components/chart/line-chart.css';

/** uPlot and the chart load only in the browser, after the page is up (not in any first load). */
const PerformanceChart = lazy(() => import('./performance-chart'));

/**
 * The basket's index against its benchmark over 1, 3 or 5 years (docs/basket-performance.md, "The chart"): period
 * buttons, the chart (browser only), and its table alternative (in the server's HTML; hidden until 'Show as table').
 */
export function PerformanceSection({
  hash,
  kind,
  benchmarkName,
}: {
  hash: string;
  /** Whose chart: the app's (gated as the basket) or the shareable copy's. */
  kind: BasketPageKind;
  benchmarkName: string;
}) {
  const api = useApi();
  const hydrated = useHydrated();
  const [period, setPeriod] = useState<ChartPeriod>(FIRST_PERIOD);
  const [tableShown, setTableShown] = useState(false);
  const chart = useQuery({ ...basketPageQueries.chart(api, hash, kind, period), placeholderData: keepPreviousData });
  const points = chart.data?.points ?? [];
  const periodName = m.periodNames[period];
  const switching = chart.isPlaceholderData;
  // A basket younger than the period: its chart starts at the launch, and says so (decision 0245).
  const launchedOn = chart.data?.sinceLaunch && points[0] ? formatDate(points[0].date) : null;
  const span = m.chartSpan(periodName, launchedOn);

  return (
    <section className={layout.section} aria-labelledby="basket-performance">
      <h2 id="basket-performance" className={layout.sectionTitle}>
        {m.performance}
      </h2>
      <div role="group" aria-label={m.period} className={styles.periods}>
        {CHART_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.period}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {m.periodLabels[p]}
          </button>
        ))}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchBasket} />
          {m.basket}
        </li>
        <li>
          <span className={styles.swatchBenchmark} />
          {benchmarkName}
        </li>
      </ul>
      {launchedOn ? <p className={styles.chartNote}>{m.youngerThanPeriod(periodName, launchedOn)}</p> : null}
      {chart.isError && !chart.data ? (
        <p role="alert" className={styles.chartBox}>
          {m.chartFailed}{' '}
          <Button variant="secondary" onClick={() => void chart.refetch()}>
            {m.retryChart}
          </Button>
        </p>
      ) : (
        <figure
          className={styles.chartBox}
          role="img"
          aria-label={m.chartLabel(span, benchmarkName)}
          aria-busy={switching || chart.isPending}
        >
          {hydrated && chart.data ? (
            <Suspense fallback={<p>{m.chartLoading}</p>}>
              <PerformanceChart points={points} benchmarkName={benchmarkName} />
            </Suspense>
          ) : (
            <p>{m.chartLoading}</p>
          )}
        </figure>
      )}
      <Button
        variant="secondary"
        aria-expanded={tableShown}
        aria-controls="chart-table"
        onClick={() => setTableShown((s) => !s)}
      >
        {tableShown ? m.hideTable : m.showTable}
      </Button>
      <ChartTable id="chart-table" points={points} span={span} benchmarkName={benchmarkName} shown={tableShown} />
    </section>
  );
}
