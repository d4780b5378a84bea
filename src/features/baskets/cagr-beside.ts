import type { BasketSummary } from '#contract/baskets/types';
import { formatPercent } from '#contract/locale/format';
import { cardTexts as m } from './card-texts';

export interface CagrBeside {
  /** '3Y CAGR' or 'CAGR since launch': the period the figure covers (docs/basket-performance.md). */
  label: string;
  /** The basket's CAGR, or why there is none yet. */
  value: string;
  /** The benchmark over the same period ('vs Nifty 50 12.1%'), or null when there is nothing to set beside it. */
  versus: string | null;
}

/** Under a year a basket has no CAGR (decision 0090): said in words, not a dash. */
export const NO_CAGR_YET = 'Not yet: under a year old';

/**
 * The basket's CAGR beside its benchmark's over the same period, as the basket page's top figures and
 * the home page's cards show it: one rule, so the two never disagree on label or period.
 */
export function cagrBeside({
  cagr,
  cagrPeriod,
  benchmark,
}: Pick<BasketSummary, 'cagr' | 'cagrPeriod' | 'benchmark'>): CagrBeside {
  const label = cagrPeriod === 'sinceLaunch' ? m.cagrSinceLaunch : m.cagr;
  if (cagr == null) return { label, value: NO_CAGR_YET, versus: null };
  const versus = benchmark.cagr == null ? null : `vs ${benchmark.name} ${formatPercent(benchmark.cagr)}`;
  return { label, value: formatPercent(cagr), versus };
}
