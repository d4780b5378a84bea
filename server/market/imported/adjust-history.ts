import type { IsoDate } from '../ist';
import type { DailyBar } from '../market-data';

/** A split or bonus as history needs it: before `exDate`, prices × numerator / denominator. */
export interface Adjustment {
  exDate: IsoDate;
  numerator: number;
  denominator: number;
}

const PLACES = 1e4;
const round = (x: number) => Math.round(x * PLACES) / PLACES;

/**
 * Bars as if every split and bonus had always been in force, as performance needs them (docs/market-data.md,
 * "Corporate actions"): a bar before an action's ex-date has its prices multiplied by the action's ratio and
 * its volume divided by it, so a 1:5 split is no 80 % fall. Several actions multiply. Prices are kept to
 * four decimals (a paisa split five ways), volumes to whole shares; a bar on or after every ex-date is
 * returned as it is.
 */
export function adjustHistory(bars: readonly DailyBar[], adjustments: readonly Adjustment[]): DailyBar[] {
  return bars.map((bar) => {
    let numerator = 1;
    let denominator = 1;
    for (const a of adjustments) {
      if (a.exDate <= bar.date) continue;
      numerator *= a.numerator;
      denominator *= a.denominator;
    }
    if (numerator === denominator) return bar;
    const price = (x: number) => round((x * numerator) / denominator);
    return {
      date: bar.date,
      open: price(bar.open),
      high: price(bar.high),
      low: price(bar.low),
      close: price(bar.close),
      volume: Math.round((bar.volume * denominator) / numerator),
    };
  });
}
