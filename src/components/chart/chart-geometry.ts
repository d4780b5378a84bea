import { formatDecimal, MONTHS } from '#contract/locale/format';

/**
 * What a line chart draws, worked out from its points alone (no measuring), so the server and the
 * browser draw the same chart (decision 0310). Heights are CSS pixels of a chart of fixed height; widths
 * are fractions of whatever width the chart has: the lines in a 1000 × 1000 box the SVG stretches across
 * the plot, the month ticks in percent.
 */
export const CHART_BOX = { height: 260, plotTop: 16, plotHeight: 220 } as const;

/** The lines' box: the SVG's viewBox is 0 0 SPAN SPAN, stretched over the plot. */
export const SPAN = 1000;

export interface XTick {
  /** Percent of the plot's width from its left edge. */
  pct: number;
  label: string;
  /** Shown only where the chart is wide enough (a phone shows the major ones). */
  minor: boolean;
}

export interface YTick {
  /** Pixels from the chart's top. */
  y: number;
  label: string;
}

export interface ChartGeometry {
  /** One SVG path per series (its `d`), in the lines' box; a gap in a series starts a new stroke. */
  paths: string[];
  xTicks: XTick[];
  yTicks: YTick[];
  /** Each point's place across the plot, percent of its width (for the readout a pointer shows). */
  xPct: number[];
  /** Each series' points, pixels from the chart's top (null where a line has none). */
  yPx: (number | null)[][];
}

const DAY_MS = 86_400_000;

/** Days since 1970 of a calendar date (YYYY-MM-DD, or a timestamp whose first ten characters are one). */
const dayOf = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** A step of 1, 2, 2.5 or 5 times a power of ten, near `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const unit = rough / power;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10;
  return nice * power;
}

/** Digits after the point that a tick step needs (2.5 → 1, 0.25 → 2, 20 → 0). */
const decimalsOf = (step: number) => {
  for (let digits = 0; digits < 6; digits++)
    if (Math.abs(Math.round(step * 10 ** digits) - step * 10 ** digits) < 1e-9) return digits;
  return 6;
};

/** The value range the plot covers: the values' own with a little room above and below, and the ticks in it. */
function yScale(values: number[]) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const room = max > min ? (max - min) * 0.06 : Math.abs(max) * 0.05 || 1;
  const low = min - room;
  const high = max + room;
  const step = niceStep((high - low) / 4);
  const ticks: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + step * 1e-9; v += step) ticks.push(Number(v.toFixed(10)));
  return { low, high, ticks, digits: decimalsOf(step) };
}

/**
 * Ticks on the first of months: every month over up to 15 months (every third one major), every quarter
 * up to 40 months, every half year beyond (January major, labelled by its year). Ticks too near an edge for
 * their label are left out.
 */
function monthTicks(first: number, last: number, toPct: (day: number) => number): XTick[] {
  const start = new Date(first * DAY_MS);
  const months = (last - first) / 30.44;
  const every = months <= 15 ? 1 : months <= 40 ? 3 : 6;
  const ticks: XTick[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1; // the first of the month after the first point
  for (;;) {
    if (month > 11) [year, month] = [year + 1, month - 12];
    const day = Date.UTC(year, month, 1) / DAY_MS;
    if (day > last) break;
    if (month % every === 0) {
      const pct = toPct(day);
      const yy = String(year % 100).padStart(2, '0');
      const major = every === 1 ? month % 3 === 0 : month === 0;
      const label = every === 1 || month !== 0 ? `${MONTHS[month]} ${yy}` : String(year);
      // Half a label's width from the edge: a year's four figures need less room than a month's name.
      const edge = label.length <= 4 ? 3 : 5;
      if (pct >= edge && pct <= 100 - edge) ticks.push({ pct: Number(pct.toFixed(2)), label, minor: !major });
    }
    month += 1;
  }
  return ticks;
}

/** The chart of points in date order: each series' values by point (null where a line has none). */
export function chartGeometry(
  dates: readonly string[],
  series: readonly (readonly (number | null)[])[],
): ChartGeometry {
  const values = series.flatMap((s) => s.filter((v): v is number => v !== null && Number.isFinite(v)));
  if (dates.length === 0 || values.length === 0)
    return { paths: series.map(() => ''), xTicks: [], yTicks: [], xPct: [], yPx: series.map(() => []) };
  const days = dates.map(dayOf);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const width = last - first || 1;
  const { low, high, ticks, digits } = yScale(values);
  const x = (day: number) => Math.round(((day - first) / width) * SPAN);
  const y = (v: number) => Math.round((1 - (v - low) / (high - low)) * SPAN);
  const paths = series.map((line) => {
    let d = '';
    let drawing = false;
    line.forEach((v, i) => {
      if (v === null || !Number.isFinite(v) || i >= days.length) {
        drawing = false;
        return;
      }
      d += `${drawing ? ' ' : 'M'}${x(days[i]!)} ${y(v)}`;
      drawing = true;
    });
    return d;
  });
  const px = (v: number) => Number((CHART_BOX.plotTop + (y(v) / SPAN) * CHART_BOX.plotHeight).toFixed(1));
  const yTicks = ticks.map((v) => ({ y: px(v), label: formatDecimal(v, digits) }));
  const pct = (day: number) => ((day - first) / width) * 100;
  const xTicks = monthTicks(first, last, pct);
  const xPct = days.map((day) => Number(pct(day).toFixed(2)));
  const yPx = series.map((line) => days.map((_, i) => (isValue(line[i]) ? px(line[i]) : null)));
  return { paths, xTicks, yTicks, xPct, yPx };
}

const isValue = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** The point nearest a place across the plot (percent of its width), given each point's place in order. */
export function nearestPoint(xPct: readonly number[], at: number): number | null {
  if (xPct.length === 0) return null;
  let low = 0;
  let high = xPct.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (xPct[mid]! < at) low = mid + 1;
    else high = mid;
  }
  return low > 0 && at - xPct[low - 1]! <= xPct[low]! - at ? low - 1 : low;
}
