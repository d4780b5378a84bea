import { useMemo } from 'react';
import type { PerformancePoint } from '#contract/investments/types';
import { LineChart } from '#src/components/chart/line-chart';
import type { ChartColumn } from '#src/components/chart/chart-table';

/** The investment's value (brand colour) against the money put in (dashed), by the shared SVG line chart. */
export function ValueChart({
  points,
  columns: [value, invested],
}: {
  points: PerformancePoint[];
  /** The table's columns, which the chart's readout says too. */
  columns: readonly [ChartColumn<PerformancePoint>, ChartColumn<PerformancePoint>];
}) {
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const series = useMemo(
    () => [
      {
        values: points.map((p) => p.value),
        tone: 'primary' as const,
        label: value.header,
        text: (i: number) => value.value(points[i]!),
      },
      {
        values: points.map((p) => p.invested),
        tone: 'muted' as const,
        label: invested.header,
        text: (i: number) => invested.value(points[i]!),
      },
    ],
    [points, value, invested],
  );
  return <LineChart dates={dates} series={series} />;
}
