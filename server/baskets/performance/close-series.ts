import { BasketDataError } from './basket-data-error';
import { compareDates, dayNumber } from './dates';
import type { DailyClose } from './types';

/** A symbol's closes sorted by date; a BasketDataError for a bad date, a repeated date or a close that is not > 0. */
export function checkedCloses(symbol: string, closes: readonly DailyClose[]): DailyClose[] {
  for (const { date, close } of closes) {
    dayNumber(date);
    if (!Number.isFinite(close) || close <= 0) {
      throw new BasketDataError(`${symbol} on ${date}: a close must be a positive number, not ${close}`);
    }
  }
  const sorted = [...closes].sort((a, b) => compareDates(a.date, b.date));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.date === sorted[i - 1]!.date) {
      throw new BasketDataError(`${symbol}: two closes on ${sorted[i]!.date}`);
    }
  }
  return sorted;
}

/**
 * Reads a symbol's close as of a date: the close on that day or, when it has none (a suspension, a gap in
 * the feed), the last close before it, carried forward. `undefined` when it has no close on or before the
 * date. Dates must be asked in ascending order (one pass over the series).
 */
export function closeReader(sorted: readonly DailyClose[]): (date: string) => number | undefined {
  let next = 0;
  let last: number | undefined;
  return (date) => {
    while (next < sorted.length && sorted[next]!.date <= date) last = sorted[next++]!.close;
    return last;
  };
}

/** Every date present in any of the series, on or after `from`, ascending and once each. */
export function unionOfDates(series: Iterable<readonly DailyClose[]>, from: string): string[] {
  const dates = new Set<string>();
  for (const closes of series) for (const { date } of closes) if (date >= from) dates.add(date);
  return [...dates].sort();
}
