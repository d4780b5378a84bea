import type { RiskType } from '#contract/baskets/types';
import { basketIndex } from './basket-index';
import { benchmarkIndex } from './benchmark-index';
import { maxDrawdown, type Drawdown } from './drawdown';
import {
  RETURN_PERIODS,
  sinceLaunchReturn,
  trailingReturn,
  type PeriodReturn,
  type ReturnPeriod,
} from './period-returns';
import { riskLabel } from './risk-label';
import type { BasketVersion, CloseHistory, DailyClose, IndexPoint } from './types';
import { annualisedVolatility } from './volatility';

/** What the basket page shows of an index, basket or benchmark; percentages, unrounded. */
export interface PerformanceFigures {
  /** 1yr, 3yr, 5yr (null when the history is shorter) and since launch (null only for an empty index). */
  returns: Record<ReturnPeriod | 'sinceLaunch', PeriodReturn | null>;
  /** Since launch, a year: null under a year. The card's CAGR is listing-figures.ts `cardCagr`. */
  cagr: number | null;
  /** Since launch (docs/basket-performance.md); null under three closes. */
  volatility: number | null;
  maxDrawdown: Drawdown;
  risk: RiskType | null;
}

export interface BasketPerformance {
  index: IndexPoint[];
  benchmarkIndex: IndexPoint[];
  basket: PerformanceFigures;
  benchmark: PerformanceFigures;
}

/** The figures of one index series. */
export function indexFigures(points: readonly IndexPoint[]): PerformanceFigures {
  const trailing = (period: ReturnPeriod) => trailingReturn(points, RETURN_PERIODS[period]);
  const sinceLaunch = sinceLaunchReturn(points);
  const volatility = annualisedVolatility(points);
  return {
    returns: { '1yr': trailing('1yr'), '3yr': trailing('3yr'), '5yr': trailing('5yr'), sinceLaunch },
    cagr: sinceLaunch?.annualised ?? null,
    volatility,
    maxDrawdown: maxDrawdown(points),
    risk: riskLabel(volatility),
  };
}

/** A basket's index and figures beside its benchmark's over the same dates. */
export function basketPerformance(input: {
  versions: readonly BasketVersion[];
  closes: CloseHistory;
  benchmark: { name: string; closes: readonly DailyClose[] };
}): BasketPerformance {
  const index = basketIndex(input.versions, input.closes);
  const benchmark = benchmarkIndex(
    input.benchmark.name,
    input.benchmark.closes,
    index.map((p) => p.date),
  );
  return { index, benchmarkIndex: benchmark, basket: indexFigures(index), benchmark: indexFigures(benchmark) };
}
