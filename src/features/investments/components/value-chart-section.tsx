import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { ChartSection } from '#src/components/chart/chart-section';
import { ChartTable } from '#src/components/chart/chart-table';
import { PointsChart } from '#src/components/chart/points-chart';
import { formatRupees } from '#contract/locale/format';
import type { ChartPeriod } from '#contract/baskets/details';
import type { PerformancePoint } from '#contract/investments/types';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages, investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';
import * as chart from './value-chart.css';

const classes = {
  section: styles.section,
  title: styles.sectionTitle,
  periods: chart.periods,
  period: chart.period,
  legend: chart.legend,
  box: chart.box,
};

const texts = {
  period: m.period,
  periodLabels: m.periodLabels,
  loading: m.chartLoading,
  failed: m.chartFailed,
  retry: investmentMessages.retry,
  showTable: m.showTable,
  hideTable: m.hideTable,
};

const tableClasses = {
  wrap: chart.tableWrap,
  hidden: styles.visuallyHidden,
  table: styles.table,
  caption: styles.caption,
  cell: styles.cell,
  numeric: styles.numeric,
};

/** The investment's value (brand colour) against the money put in (dashed): the chart's lines and the table's columns. */
const lines = [
  {
    header: investmentMessages.currentValue,
    of: (p: PerformancePoint) => p.value,
    value: (p: PerformancePoint) => formatRupees(p.value),
  },
  {
    header: investmentMessages.invested,
    of: (p: PerformancePoint) => p.invested,
    value: (p: PerformancePoint) => formatRupees(p.invested),
  },
] as const;

const legend = [
  { swatch: chart.swatchValue, label: investmentMessages.currentValue },
  { swatch: chart.swatchInvested, label: investmentMessages.invested },
];

/**
 * The investment's value against the money put in over 1, 3 or 5 years (docs/investments.md, "Chart"), with a table.
 */
export function ValueChartSection({ investment }: { investment: string }) {
  const api = useApi();
  const [period, setPeriod] = useState<ChartPeriod>('1yr');
  const query = useQuery({ ...investmentQueries.chart(api, investment, period), placeholderData: keepPreviousData });
  const points = query.data?.points ?? [];
  const periodName = m.periodNames[period];
  return (
    <ChartSection
      id="inv-chart"
      title={m.chart}
      classes={classes}
      texts={texts}
      period={period}
      onPeriod={setPeriod}
      legend={legend}
      query={query}
      figureLabel={m.chartLabel(periodName)}
      chart={<PointsChart points={points} lines={lines} name={m.chartDay} />}
      tableId="value-table"
      table={(shown) => (
        <ChartTable
          id="value-table"
          testId="value-table"
          shown={shown}
          caption={m.tableCaption(periodName)}
          classes={tableClasses}
          dateHeader={m.date}
          columns={lines}
          points={points}
        />
      )}
    />
  );
}
