import { dayNumber, minutesOf, type IsoDate } from '../ist';
import type { TradingCalendar } from '../trading-calendar';
import { REGIME_SPREAD } from './model-tables';
import { MARKET_SEED, hashString, normal } from './prng';

/**
 * The history's fixed point: on this trading day every instrument stands at its table's price level, and
 * the walk runs forward and backward from it. Each day's move is drawn from the day's date, so a bar is
 * the same whichever span is generated and whatever the clock says.
 */
export const ANCHOR_DATE: IsoDate = '2025-09-30';

/** A regular session is 375 minutes (09:15–15:30). */
export const REGULAR_MINUTES = 375;

/** The trading days of a span, shared by every series generated on it. */
export interface DayGrid {
  dates: readonly IsoDate[];
  indexOf: ReadonlyMap<IsoDate, number>;
  /** Day numbers (days since 1970-01-01): the counters of the day's random draws. */
  days: Int32Array;
  /** Square root of the session's share of a regular day: a one-hour Muhurat session moves less. */
  scale: Float64Array;
  /** The month's market-wide volatility level (lognormal, mean square 1 after normalising in the model). */
  regime: Float64Array;
  /** Session length in minutes. */
  minutes: Int32Array;
  anchor: number;
}

const REGIME_STREAM = hashString('regime');

export function monthRegime(date: IsoDate): number {
  const z = normal(MARKET_SEED ^ REGIME_STREAM, Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0);
  return Math.exp(REGIME_SPREAD * z - REGIME_SPREAD ** 2 / 2);
}

export function buildDayGrid(calendar: TradingCalendar, from: IsoDate, through: IsoDate): DayGrid {
  const first = from < ANCHOR_DATE ? from : ANCHOR_DATE;
  const last = through > ANCHOR_DATE ? through : ANCHOR_DATE;
  const dates = calendar.tradingDaysBetween(first, last);
  const n = dates.length;
  const grid: DayGrid = {
    dates,
    indexOf: new Map(dates.map((d, i) => [d, i])),
    days: new Int32Array(n),
    scale: new Float64Array(n),
    regime: new Float64Array(n),
    minutes: new Int32Array(n),
    anchor: dates.indexOf(ANCHOR_DATE),
  };
  const regimes = new Map<string, number>();
  dates.forEach((date, i) => {
    const session = calendar.sessionOf(date)!;
    const minutes = minutesOf(session.close) - minutesOf(session.open);
    const month = date.slice(0, 7);
    if (!regimes.has(month)) regimes.set(month, monthRegime(date));
    grid.days[i] = dayNumber(date);
    grid.minutes[i] = minutes;
    grid.scale[i] = Math.sqrt(Math.min(1, minutes / REGULAR_MINUTES));
    grid.regime[i] = regimes.get(month)!;
  });
  if (grid.anchor < 0) throw new Error(`the anchor day ${ANCHOR_DATE} is not a trading day`);
  return grid;
}
