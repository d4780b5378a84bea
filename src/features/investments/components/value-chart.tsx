import { useMemo } from 'react';
import type { PerformancePoint } from '#contract/investments/types';
import LineChart from '#src/components/chart/line-chart';
import { investmentMessages as m } from '../messages';

/** Noon UTC of each day, so no time zone moves a date. */
const seconds = (date: string) => Date.parse(`${date.slice(0, 10)}T12:00:00Z`) / 1000;

/** The investment's value (brand colour) against the money put in (dashed), by the shared line chart. Lazily loaded. */
export default function ValueChart({ points }: { points: PerformancePoint[] }) {
  const times = useMemo(() => points.map((p) => seconds(p.date)), [points]);
  const series = useMemo(
    () => [
      { label: m.currentValue, values: points.map((p) => p.value), tone: 'primary' as const },
      { label: m.invested, values: points.map((p) => p.invested), tone: 'muted' as const },
    ],
    [points],
  );
  return <LineChart times={times} series={series} />;
}
