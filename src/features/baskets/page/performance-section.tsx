import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { useCachedQuery } from '#src/lib/http/cached-query';
import { ChartSection } from '#src/components/chart/chart-section';
import { ChartTable } from '#src/components/chart/chart-table';
import { PointsChart } from '#src/components/chart/points-chart';
import type { ChartPeriod, ChartPoint } from '#contract/baskets/details';
import { formatDate, formatDecimal } from '#contract/locale/format';
import { basketPageQueries, FIRST_PERIOD } from '../api/basket-page-queries';
import type { BasketPageKind } from '../basket-loader';
import { basketPageMessages as m } from '../basket-page-messages';
import * as layout from './basket-page.css';
import * as styles from './parts.css';

const classes = {
  section: layout.section,
  title: layout.sectionTitle,
  periods: styles.periods,
  period: styles.period,
  legend: styles.legend,
  box: styles.chartBox,
};

const tableClasses = {
  wrap: layout.tableWrap,
  hidden: layout.visuallyHidden,
  table: layout.table,
  caption: layout.caption,
  cell: layout.cell,
  numeric: layout.numeric,
};

const texts = {
  period: m.period,
  periodLabels: m.periodLabels,
  loading: m.chartLoading,
  failed: m.chartFailed,
  retry: m.retryChart,
  showTable: m.showTable,
  hideTable: m.hideTable,
};

/**
 * The basket's index against its benchmark over 1, 3 or 5 years (docs/basket-performance.md, "The chart"): period
 * buttons, the chart (SVG, in the server's HTML), and its table alternative (in the server's HTML; hidden until 'Show as table').
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
  const [period, setPeriod] = useState<ChartPeriod>(FIRST_PERIOD);
  const chart = useCachedQuery({
    ...basketPageQueries.chart(api, hash, kind, period),
    placeholderData: keepPreviousData,
  });
  const points = chart.data?.points ?? [];
  const periodName = m.periodNames[period];
  // A basket younger than the period: its chart starts at the launch, and says so (decision 0245).
  const launchedOn = chart.data?.sinceLaunch && points[0] ? formatDate(points[0].date) : null;
  const span = m.chartSpan(periodName, launchedOn);
  // The basket's index against its benchmark's, both from 100: the chart's lines and the table's columns.
  const lines = useMemo(
    () =>
      [
        { header: m.basket, of: (p: ChartPoint) => p.basket, value: (p: ChartPoint) => formatDecimal(p.basket, 1) },
        {
          header: benchmarkName,
          of: (p: ChartPoint) => p.benchmark,
          value: (p: ChartPoint) => formatDecimal(p.benchmark, 1),
        },
      ] as const,
    [benchmarkName],
  );

  return (
    <ChartSection
      id="basket-performance"
      title={m.performance}
      classes={classes}
      texts={texts}
      period={period}
      onPeriod={setPeriod}
      legend={[
        { swatch: styles.swatchBasket, label: m.basket },
        { swatch: styles.swatchBenchmark, label: benchmarkName },
      ]}
      note={launchedOn ? <p className={styles.chartNote}>{m.youngerThanPeriod(periodName, launchedOn)}</p> : null}
      query={chart}
      figureLabel={m.chartLabel(span, benchmarkName)}
      chart={<PointsChart points={points} lines={lines} name={m.chartDay} />}
      tableId="chart-table"
      table={(shown) => (
        <ChartTable
          id="chart-table"
          testId="chart-table"
          shown={shown}
          caption={m.tableCaption(span)}
          classes={tableClasses}
          dateHeader={m.date}
          columns={lines}
          points={points}
        />
      )}
    />
  );
}
