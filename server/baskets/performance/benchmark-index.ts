import { BasketDataError } from './basket-data-error';
import { INDEX_BASE } from './basket-index';
import { checkedCloses, closeReader } from './close-series';
import type { DailyClose, IndexPoint } from './types';

/**
 * A benchmark on the basket's own dates, from 100 on the first of them, so the two lines share an axis and
 * every figure covers the same days. A date without a benchmark close carries the last one forward; a
 * benchmark with no close on or before the first date is a BasketDataError.
 */
export function benchmarkIndex(name: string, closes: readonly DailyClose[], dates: readonly string[]): IndexPoint[] {
  const read = closeReader(checkedCloses(name, closes));
  const first = dates[0];
  if (first === undefined) return [];
  const base = read(first);
  if (base === undefined) throw new BasketDataError(`The benchmark ${name} has no close on or before ${first}`);
  return dates.map((date) => ({ date, value: (read(date)! / base) * INDEX_BASE }));
}
