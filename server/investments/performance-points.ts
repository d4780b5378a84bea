import type { PerformancePoint } from '#contract/investments/types';
import type { IsoDate } from '../market/ist';
import { roundToPaisa } from '#contract/money/paise';

/** A fill of one of the investment's orders: shares in (BUY) or out (SELL) on a day. */
export interface Fill {
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  date: IsoDate;
}

export interface PointsInput {
  /** The trading days to draw, in order. */
  days: readonly IsoDate[];
  fills: readonly Fill[];
  /** Closing prices by symbol and day; a day without one keeps the symbol's last close before it. */
  closes: ReadonlyMap<string, ReadonlyMap<IsoDate, number>>;
  /** Money put in by the end of a day (docs/investments.md, "Figures"). */
  investedBy: (day: IsoDate) => number;
}

/**
 * The investment's value against the money put in, day by day: the shares held at each day's close
 * (every fill up to and including that day) and what had been invested by then.
 */
export function performancePoints({ days, fills, closes, investedBy }: PointsInput): PerformancePoint[] {
  const sorted = [...fills].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const held = new Map<string, number>();
  const lastClose = new Map<string, number>();
  let next = 0;
  const points: PerformancePoint[] = [];
  for (const day of days) {
    while (next < sorted.length && sorted[next]!.date <= day) {
      const f = sorted[next++]!;
      held.set(f.symbol, (held.get(f.symbol) ?? 0) + (f.side === 'BUY' ? f.quantity : -f.quantity));
    }
    let value = 0;
    for (const [symbol, quantity] of held) {
      const close = closes.get(symbol)?.get(day) ?? lastClose.get(symbol);
      if (close === undefined) continue;
      lastClose.set(symbol, close);
      value += quantity * close;
    }
    points.push({ date: day, value: roundToPaisa(value), invested: roundToPaisa(investedBy(day)) });
  }
  return points;
}

/**
 * The days a period's chart draws: every trading day for a year, the last trading day of each week for
 * longer periods (about 156 and 260 points), and always the first and the last day.
 */
export function sampledDays(days: readonly IsoDate[], weekly: boolean): IsoDate[] {
  if (!weekly || days.length <= 2) return [...days];
  const week = (d: IsoDate) => Math.floor((Date.parse(`${d}T00:00:00Z`) / 86_400_000 + 3) / 7);
  return days.filter((d, i) => i === 0 || i === days.length - 1 || week(d) !== week(days[i + 1]!));
}
