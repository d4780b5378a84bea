import { useMemo } from 'react';
import { chartGeometry, CHART_BOX, SPAN } from './chart-geometry';
import * as styles from './line-chart.css';

export interface LineSeries {
  values: (number | null)[];
  /** 'primary' draws in the brand colour, solid; 'muted' in the muted text colour, dashed. */
  tone: 'primary' | 'muted';
}

export interface LineChartProps {
  /** Each point's date (YYYY-MM-DD), in order. */
  dates: string[];
  series: LineSeries[];
}

const plotBottom = CHART_BOX.plotTop + CHART_BOX.plotHeight;

/**
 * Lines over time as SVG (decision 0310): drawn by the server in the page's HTML and by the browser
 * alike, in the brand's colours, with no script of its own. The picture is decorative to assistive
 * technology: callers put it in a labelled figure beside a table of its values.
 */
export function LineChart({ dates, series }: LineChartProps) {
  const { paths, xTicks, yTicks } = useMemo(
    () =>
      chartGeometry(
        dates,
        series.map((s) => s.values),
      ),
    [dates, series],
  );
  return (
    <svg className={styles.svg} aria-hidden="true" focusable="false" data-testid="performance-chart">
      {yTicks.map((tick) => (
        <line key={tick.label} className={styles.grid} x1="0" x2="100%" y1={tick.y} y2={tick.y} />
      ))}
      <line className={styles.grid} x1="0" x2="100%" y1={plotBottom} y2={plotBottom} />
      {xTicks.map((tick) => (
        <line
          key={tick.label}
          className={styles.grid}
          x1={`${tick.pct}%`}
          x2={`${tick.pct}%`}
          y1={plotBottom}
          y2={plotBottom + 4}
        />
      ))}
      <svg
        x="0"
        y={CHART_BOX.plotTop}
        width="100%"
        height={CHART_BOX.plotHeight}
        viewBox={`0 0 ${SPAN} ${SPAN}`}
        preserveAspectRatio="none"
        overflow="visible"
      >
        {[...paths].reverse().map((d, i) => {
          // The muted line first, so the brand's line is drawn over it.
          const tone = series[series.length - 1 - i]!.tone;
          return <path key={i} className={styles[tone]} d={d} vectorEffect="non-scaling-stroke" />;
        })}
      </svg>
      {/* The labels over the lines, ringed in the page's colour, so a line never hides one. */}
      {yTicks.map((tick) => (
        <text key={tick.label} className={styles.label} x="0" y={tick.y - 4}>
          {tick.label}
        </text>
      ))}
      {xTicks.map((tick) => (
        <text
          key={tick.label}
          className={tick.minor ? `${styles.label} ${styles.minor}` : styles.label}
          x={`${tick.pct}%`}
          y={plotBottom + 18}
          textAnchor="middle"
        >
          {tick.label}
        </text>
      ))}
    </svg>
  );
}
