import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ChartPoint } from '#contract/basket-details';
import { vars } from '../../../../brands/theme-contract.css';
import { chartSeconds } from '../basket-figures';
import { basketPageMessages as m } from '../basket-page-messages';
import * as styles from './chart.css';

const HEIGHT = 260;

/** A theme colour as the canvas needs it: the custom property's value where the chart is. */
function themeColour(el: HTMLElement, token: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  return (name && getComputedStyle(el).getPropertyValue(name).trim()) || fallback;
}

const toData = (points: ChartPoint[]): uPlot.AlignedData => [
  points.map((p) => chartSeconds(p.date)),
  points.map((p) => p.basket),
  points.map((p) => p.benchmark),
];

/**
 * The basket's index against its benchmark's, both from 100, drawn by uPlot on a canvas. Loaded
 * only in the browser and only when the page shows it (performance-section.tsx), so neither uPlot
 * nor this file is in any first load. The canvas is a picture: the table beside it is its text.
 */
export default function PerformanceChart({ points, benchmarkName }: { points: ChartPoint[]; benchmarkName: string }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const axis = themeColour(el, vars.color.textMuted, '#555');
    const grid = themeColour(el, vars.color.border, '#ddd');
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          {},
          { label: m.basket, stroke: themeColour(el, vars.color.primary, '#1a56db'), width: 2 },
          { label: benchmarkName, stroke: axis, width: 1.5, dash: [6, 4] },
        ],
        axes: [
          { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } },
          { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, size: 48 },
        ],
      },
      toData(points),
      el,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
    // The chart is made once; new points go in below without rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [benchmarkName]);

  useEffect(() => {
    plot.current?.setData(toData(points));
  }, [points]);

  return <div ref={box} className={styles.plot} data-testid="performance-chart" />;
}
