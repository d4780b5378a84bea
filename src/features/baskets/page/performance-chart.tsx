import { useMemo } from 'react';
import type { ChartPoint } from '#contract/baskets/details';
import { LineChart } from '#src/components/chart/line-chart';
import type { ChartColumn } from '#src/components/chart/chart-table';

/**
 * The basket's index against its benchmark's, both from 100 (the shared SVG line chart, decision 0310):
 * in the server's HTML with the page. The picture is decorative: the table beside it is its text.
 */
export function PerformanceChart({
  points,
  columns: [basket, benchmark],
}: {
  points: ChartPoint[];
  columns: readonly [ChartColumn<ChartPoint>, ChartColumn<ChartPoint>];
}) {
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const series = useMemo(
    () => [
      {
        values: points.map((p) => p.basket),
        tone: 'primary' as const,
        label: basket.header,
        text: (i: number) => basket.value(points[i]!),
      },
      {
        values: points.map((p) => p.benchmark),
        tone: 'muted' as const,
        label: benchmark.header,
        text: (i: number) => benchmark.value(points[i]!),
      },
    ],
    [points, basket, benchmark],
  );
  return <LineChart dates={dates} series={series} />;
}
