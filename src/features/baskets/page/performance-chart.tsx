import { useMemo } from 'react';
import type { ChartPoint } from '#contract/baskets/details';
import LineChart from '#src/components/chart/line-chart';
import { chartSeconds } from '../basket-figures';
import { basketPageMessages as m } from '../basket-page-messages';

/**
 * The basket's index against its benchmark's, both from 100 (the shared line chart, uPlot). Loaded
 * only in the browser and only when the page shows it (performance-section.tsx), so neither uPlot
 * nor this file is in any first load. The canvas is a picture: the table beside it is its text.
 */
export default function PerformanceChart({ points, benchmarkName }: { points: ChartPoint[]; benchmarkName: string }) {
  const times = useMemo(() => points.map((p) => chartSeconds(p.date)), [points]);
  const series = useMemo(
    () => [
      { label: m.basket, values: points.map((p) => p.basket), tone: 'primary' as const },
      { label: benchmarkName, values: points.map((p) => p.benchmark), tone: 'muted' as const },
    ],
    [points, benchmarkName],
  );
  return <LineChart times={times} series={series} />;
}
