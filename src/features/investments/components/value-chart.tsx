import { useMemo } from 'react';
import type { PerformancePoint } from '#contract/investments/types';
import { LineChart } from '#src/components/chart/line-chart';

/** The investment's value (brand colour) against the money put in (dashed), by the shared SVG line chart. */
export function ValueChart({ points }: { points: PerformancePoint[] }) {
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const series = useMemo(
    () => [
      { values: points.map((p) => p.value), tone: 'primary' as const },
      { values: points.map((p) => p.invested), tone: 'muted' as const },
    ],
    [points],
  );
  return <LineChart dates={dates} series={series} />;
}
