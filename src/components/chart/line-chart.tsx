import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { vars } from '../../../brands/theme-contract.css';
import * as styles from './line-chart.css';

const HEIGHT = 260;

export interface LineSeries {
  label: string;
  values: (number | null)[];
  /** 'primary' draws in the brand colour, solid; 'muted' in the muted text colour, dashed. */
  tone: 'primary' | 'muted';
}

export interface LineChartProps {
  /** x values: seconds since 1970 (uPlot's time scale). */
  times: number[];
  series: LineSeries[];
}

/** A theme colour as the canvas needs it: the custom property's value where the chart is. */
function themeColour(el: HTMLElement, token: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  return (name && getComputedStyle(el).getPropertyValue(name).trim()) || fallback;
}

const toData = ({ times, series }: LineChartProps): uPlot.AlignedData => [times, ...series.map((s) => s.values)];

/**
 * Lines over time drawn by uPlot on a canvas, in the brand's colours. Callers load it lazily and only
 * in the browser (neither uPlot nor this file is in a first load), and put a table beside it: the
 * canvas is a picture, the table is its text.
 */
export default function LineChart(props: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const labels = props.series.map((s) => `${s.tone}:${s.label}`).join('|');

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const axis = themeColour(el, vars.color.textMuted, '#555');
    const grid = themeColour(el, vars.color.border, '#ddd');
    const primary = themeColour(el, vars.color.primary, '#1a56db');
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          {},
          ...props.series.map((s) =>
            s.tone === 'primary'
              ? { label: s.label, stroke: primary, width: 2 }
              : { label: s.label, stroke: axis, width: 1.5, dash: [6, 4] },
          ),
        ],
        axes: [
          { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } },
          { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, size: 56 },
        ],
      },
      toData(props),
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
    // The chart is made once per set of series; new points go in below without rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labels]);

  const { times, series } = props;
  useEffect(() => {
    plot.current?.setData(toData({ times, series }));
  }, [times, series]);

  return <div ref={box} className={styles.plot} data-testid="performance-chart" />;
}
