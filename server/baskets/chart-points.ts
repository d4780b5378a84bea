import type { ChartPeriod, ChartPoint } from '#contract/baskets/details';
import { yearsBefore } from './performance/dates';
import type { IndexPoint } from './performance/types';

const YEARS: Record<ChartPeriod, number> = { '1yr': 1, '3yr': 3, '5yr': 5 };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Whether the index starts after the period's first day (the same day `years` before its last close): its
 * chart over the period is since launch, and its trailing return for the period is null for the same reason
 * (performance/period-returns.ts). The app then says 'since launch' instead of 'over 5 years' (decision 0245).
 */
export function chartIsSinceLaunch(basket: readonly IndexPoint[], period: ChartPeriod): boolean {
  const [first, last] = [basket[0], basket.at(-1)];
  return !!first && !!last && first.date > yearsBefore(last.date, YEARS[period]);
}

/**
 * The basket's and benchmark's indices over the period to the last close, both 100 at its first date:
 * the last close on or before the same day `years` earlier, or the launch for a younger basket.
 * The two series share dates (the benchmark is computed on the basket's, performance/benchmark-index.ts).
 */
export function chartPoints(
  basket: readonly IndexPoint[],
  benchmark: readonly IndexPoint[],
  period: ChartPeriod,
): ChartPoint[] {
  const last = basket.at(-1);
  if (!last) return [];
  const start = yearsBefore(last.date, YEARS[period]);
  let first = 0;
  for (let i = 0; i < basket.length && basket[i]!.date <= start; i++) first = i;
  const baseBasket = basket[first]!.value;
  const baseBenchmark = benchmark[first]!.value;
  return basket.slice(first).map((p, k) => ({
    date: p.date,
    basket: round2((p.value / baseBasket) * 100),
    benchmark: round2((benchmark[first + k]!.value / baseBenchmark) * 100),
  }));
}
