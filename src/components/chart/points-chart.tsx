import { useMemo } from 'react';
import type { ChartColumn } from './chart-table';
import { LineChart } from './line-chart';

/** A line over dated points: its value at a point, and its name and words (the table's column). */
export interface PointsLine<P> extends ChartColumn<P> {
  of: (point: P) => number | null;
}

/**
 * Two lines over dated points, by the shared SVG line chart (decision 0310): the first in the brand's
 * colour, the second muted and dashed. What the readout says of each line is its table column, so the
 * chart and the table never disagree (decision 0312). In the server's HTML with the page; the picture is
 * decorative, the table beside it is its text, and the chart reads its days as a slider too.
 */
export function PointsChart<P extends { date: string }>({
  points,
  lines,
  name,
}: {
  points: readonly P[];
  lines: readonly [PointsLine<P>, PointsLine<P>];
  /** The chart's name as a slider over its days (LineChart). */
  name: string;
}) {
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const series = useMemo(
    () =>
      lines.map((line, k) => ({
        values: points.map(line.of),
        tone: k === 0 ? ('primary' as const) : ('muted' as const),
        label: line.header,
        text: (i: number) => line.value(points[i]!),
      })),
    [points, lines],
  );
  return <LineChart dates={dates} series={series} name={name} />;
}
