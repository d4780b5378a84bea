import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatDate } from '#contract/locale/format';
import { chartGeometry, CHART_BOX, nearestPoint, SPAN } from './chart-geometry';
import * as styles from './line-chart.css';

export interface LineSeries {
  values: (number | null)[];
  /** 'primary' draws in the brand colour, solid; 'muted' in the muted text colour, dashed. */
  tone: 'primary' | 'muted';
  /** The line's name, and a point's value in words: what the readout says (the table's column). */
  label: string;
  text: (index: number) => string;
}

export interface LineChartProps {
  /** Each point's date (YYYY-MM-DD), in order. */
  dates: string[];
  series: LineSeries[];
  /** The chart's name as a control: what a keyboard or a screen reader reads the days with (a slider). */
  name: string;
}

const plotBottom = CHART_BOX.plotTop + CHART_BOX.plotHeight;

/** Where a key moves the day read from `at` over `count` points: a day, a twelfth of the chart, either end. */
function keyedPoint(key: string, at: number, count: number): number | null {
  const page = Math.max(1, Math.round(count / 12));
  const to: Record<string, number> = {
    ArrowLeft: at - 1,
    ArrowDown: at - 1,
    ArrowRight: at + 1,
    ArrowUp: at + 1,
    PageDown: at - page,
    PageUp: at + page,
    Home: 0,
    End: count - 1,
  };
  return key in to ? Math.min(count - 1, Math.max(0, to[key]!)) : null;
}

/**
 * Lines over time as SVG (decision 0310): drawn by the server in the page's HTML and by the browser
 * alike, in the brand's colours. The picture is decorative to assistive technology: callers put it in a
 * labelled figure beside a table of its values. A pointer over it (a finger pressed on it) reads the
 * nearest day: a rule, a dot on each line, and the date with each line's value (decision 0312). It is
 * also a slider over its days: focused, the arrow keys (a day), Page Up and Down (a twelfth) and Home and
 * End read the days, and a screen reader hears the same words as its value.
 */
export function LineChart({ dates, series, name }: LineChartProps) {
  const { paths, xTicks, yTicks, xPct, yPx } = useMemo(
    () =>
      chartGeometry(
        dates,
        series.map((s) => s.values),
      ),
    [dates, series],
  );
  const [at, setAt] = useState<number | null>(null);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setAt(nearestPoint(xPct, ((event.clientX - box.left) / box.width) * 100));
  };
  // A period switch may leave fewer points than the last one read.
  const shown = at !== null && at < xPct.length ? at : null;
  const last = dates.length - 1;
  const has = (k: number, i: number) => yPx[k]![i] !== null && yPx[k]![i] !== undefined;
  // The slider's value in words: the readout's (the latest day's while nothing is read).
  const day = shown ?? last;
  const valueText =
    day < 0
      ? undefined
      : `${formatDate(dates[day])}: ${series
          .flatMap((line, k) => (has(k, day) ? [`${line.label} ${line.text(day)}`] : []))
          .join(', ')}`;
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = last < 0 ? null : keyedPoint(event.key, day, dates.length);
    if (to === null) return;
    event.preventDefault();
    setAt(to);
  };
  return (
    <div
      className={styles.frame}
      role="slider"
      tabIndex={0}
      aria-label={name}
      aria-valuemin={0}
      aria-valuemax={Math.max(0, last)}
      aria-valuenow={Math.max(0, day)}
      aria-valuetext={valueText}
      onKeyDown={key}
      // Focus reads the latest day, or goes on with the day a pointer pressed on it already reads.
      onFocus={() => setAt((now) => now ?? (last >= 0 ? last : null))}
      onBlur={() => setAt(null)}
      onPointerMove={follow}
      onPointerDown={follow}
      onPointerLeave={() => setAt(null)}
    >
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
        {shown === null ? null : (
          <g>
            <line
              className={styles.rule}
              x1={`${xPct[shown]}%`}
              x2={`${xPct[shown]}%`}
              y1={CHART_BOX.plotTop}
              y2={plotBottom}
            />
            {series.map((line, k) => {
              return has(k, shown) ? (
                <circle key={k} className={styles.dot[line.tone]} cx={`${xPct[shown]}%`} cy={yPx[k]![shown]!} r="4" />
              ) : null;
            })}
          </g>
        )}
      </svg>
      {shown === null ? null : (
        <p
          className={styles.readout}
          aria-hidden="true"
          data-testid="chart-readout"
          // Left at the point, moved back by as much of its own width: inside the chart at either end.
          style={{ left: `${xPct[shown]}%`, transform: `translateX(-${xPct[shown]}%)` }}
        >
          <time dateTime={dates[shown]}>{formatDate(dates[shown])}</time>
          {/* A line reads where it has a dot: a day without a value (null, or not a number) has neither. */}
          {series.map((line, k) =>
            !has(k, shown) ? null : (
              <span key={k} className={styles.reading}>
                <span className={styles.key[line.tone]} />
                {line.label} <b>{line.text(shown)}</b>
              </span>
            ),
          )}
        </p>
      )}
    </div>
  );
}
