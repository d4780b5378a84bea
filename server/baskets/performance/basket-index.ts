import { BasketDataError } from './basket-data-error';
import { checkedVersions } from './basket-versions';
import { checkedCloses, closeReader, unionOfDates } from './close-series';
import type { BasketVersion, CloseHistory, IndexPoint } from './types';

/** The index starts here on the launch day's close. */
export const INDEX_BASE = 100;

/**
 * A basket's value over time, from 100 at launch (docs/basket-performance.md):
 *
 * - **Dates**: every date on which any of the basket's stocks (of any version) has a close, from the launch
 *   on. A stock without a close on one of those dates counts at its last close (carried forward).
 * - **Launch**: the first version takes effect at the close of its effective date, or of the first such date
 *   after it when that day has no trading; the index is 100 there. A stock with no close on or before that
 *   day cannot be bought: a BasketDataError names it.
 * - **Between versions**: buy and hold. Each stock's units stay fixed, so its weight drifts with its price.
 * - **Rebalance**: at the close of a version's effective date (or the next date with trading), the value at
 *   that close is shared out again at the new weights (no costs, no cash left over: it is an index, not an
 *   account). A version whose date is after the last close has not happened yet and is ignored.
 */
export function basketIndex(versions: readonly BasketVersion[], closes: CloseHistory): IndexPoint[] {
  const ordered = checkedVersions(versions);
  const symbols = new Set(ordered.flatMap((v) => v.constituents.map((c) => c.symbol)));
  const series = new Map([...symbols].map((s) => [s, checkedCloses(s, closes.get(s) ?? [])] as const));
  const launch = ordered[0]!.effectiveDate;
  const dates = unionOfDates(series.values(), launch);
  if (dates.length === 0) throw new BasketDataError(`No close on or after the launch on ${launch}`);

  const readers = new Map([...series].map(([s, sorted]) => [s, closeReader(sorted)] as const));
  const priceOf = (symbol: string, date: string) => readers.get(symbol)!(date);
  let units = new Map<string, number>();
  let nextVersion = 0;
  const points: IndexPoint[] = [];

  for (const date of dates) {
    let value = INDEX_BASE;
    if (units.size > 0) {
      value = 0;
      for (const [symbol, held] of units) value += held * priceOf(symbol, date)!;
    }
    let version: BasketVersion | undefined;
    while (nextVersion < ordered.length && ordered[nextVersion]!.effectiveDate <= date) {
      version = ordered[nextVersion++]; // two versions before one trading day: the later one stands
    }
    if (version) units = unitsAt(version, value, date, units.size === 0 ? 'launch' : 'rebalance', priceOf);
    points.push({ date, value });
  }
  return points;
}

/** The units of each stock that `value` buys at the version's weights and the day's closes. */
function unitsAt(
  version: BasketVersion,
  value: number,
  date: string,
  event: 'launch' | 'rebalance',
  priceOf: (symbol: string, date: string) => number | undefined,
): Map<string, number> {
  const total = version.constituents.reduce((sum, c) => sum + c.weight, 0);
  const units = new Map<string, number>();
  for (const { symbol, weight } of version.constituents) {
    const price = priceOf(symbol, date);
    if (price === undefined) {
      const effective = version.effectiveDate === date ? '' : ` (effective ${version.effectiveDate})`;
      throw new BasketDataError(`The ${event} on ${date}${effective}: no close for ${symbol} on or before that day`);
    }
    units.set(symbol, (value * weight) / total / price);
  }
  return units;
}
