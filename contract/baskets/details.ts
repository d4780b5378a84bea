/**
 * The basket page's calls (docs/baskets.md): details, the user's relation to a basket, the chart,
 * charges, and the lists that filter discover. Rupee amounts are numbers of rupees (two decimals at
 * most), percentages are percent (12.5 means 12.5 %), dates are YYYY-MM-DD in IST.
 */
import type { PerformanceVerification } from '#contract/compliance/parrva';
import type { AdviserType, BasketSummary, FeeKind, FeeLabel, RebalanceFrequency, RiskType } from './types';

export const CHART_PERIODS = ['1yr', '3yr', '5yr'] as const;
/** Spec §9 chart periods. */
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const RETURN_PERIODS = ['1yr', '3yr', '5yr', 'sinceLaunch'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

export type BasketStatus = 'published' | 'draft' | 'closed' | 'hidden';

/**
 * The body of a subscriber-only basket's refusal (head.status 4, 7 or 10): what the screener names — the basket and
 * the adviser whose plans open it (docs/baskets.md, "Subscriber-only baskets"). Nothing of its contents.
 */
export interface LockedBasketBody {
  locked: { basket_hash: string; name: string; adviser: { slug: string; name: string } };
}

export interface AdviserCard {
  name: string;
  slug: string;
  adviserType: AdviserType;
  sebiRegistration: string;
  /** "SEBI-registered research analyst INH000009144" (registrationLine, contract/baskets/publisher.ts). */
  registration: string;
}

export interface ConstituentRow {
  symbol: string;
  name: string;
  sector: string;
  /** Percent; a version's weights sum to exactly 100. */
  weight: number;
  rationale: string;
  ltp: number;
  changePercent: number;
  /**
   * Whole shares of it the basket's minimum amount buys (the trade's own rule, docs/trading-rules.md,
   * "Quantities from weights"); null when a price is missing.
   */
  minimumQuantity: number | null;
}

export interface SectorWeight {
  sector: string;
  weight: number;
}

/** Under a year an absolute return, a year or more a CAGR (decision 0090); null when the index is younger. */
export interface PeriodReturn {
  basket: number | null;
  benchmark: number | null;
}

export interface RiskFigures {
  /** Since-launch CAGR, percent. */
  cagr: number | null;
  /** Annualised volatility of daily log returns, percent. */
  volatility: number | null;
  /** Largest fall from a peak, percent, as a positive number. */
  maxDrawdown: number | null;
}

export interface BasketPerformance {
  /** The last close the figures use. */
  asOf: string;
  launchDate: string;
  returns: Record<ReturnPeriod, PeriodReturn>;
  basket: RiskFigures;
  benchmark: RiskFigures;
  /** From volatility (decision 0090); null with too little history. */
  riskLabel: RiskType | null;
}

export interface WeightChange {
  symbol: string;
  name: string;
  /** null: added in this version. */
  from: number | null;
  /** null: removed in this version. */
  to: number | null;
}

export interface RebalanceEntry {
  version: number;
  effectiveDate: string;
  rationale: string;
  changes: WeightChange[];
}

export interface BasketCharges {
  kind: FeeKind;
  /** 'FEES' or 'AUA Fee' (docs/baskets.md, "Charges"). */
  label: FeeLabel;
  /** FIXFEE: rupees a year; AUM: percent a year of the amount invested. */
  amount: number;
  /** Months the next charge covers. */
  next_charge_period: number;
  /** amount × next_charge_period / 12 (docs/baskets.md, "Charges"): rupees (FIXFEE) or percent (AUM). */
  feePerPeriod: number;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface BasketTag {
  slug: string;
  name: string;
  masterTag: string;
}

export interface BasketDetails extends BasketSummary {
  status: BasketStatus;
  methodology: string;
  mfCategory: string | null;
  benchmark_id: string;
  benchmarkName: string;
  launchDate: string;
  /** The smallest amount that buys one share of each stock at its weight, at current prices. */
  computedMinimumAmount: number;
  /** What an order needs: fixedMinimumAmount when it is at least the computed one (decision 0090). */
  minimumAmount: number;
  /** The factsheet PDF's API path, or null. */
  factsheet: string | null;
  adviser: AdviserCard & BasketSummary['adviser'];
  constituents: ConstituentRow[];
  sectors: SectorWeight[];
  performance: BasketPerformance;
  charges: BasketCharges;
  rebalanceFrequency: RebalanceFrequency;
  /** Newest first; the last entry is the launch. */
  rebalances: RebalanceEntry[];
  faqs: Faq[];
  tags: BasketTag[];
  /**
   * PaRRVA (docs/compliance-fees.md): the verification status and verified figures. `performance` is the platform's
   * own computation, as of its asOf; from 3 May 2028 an unverified basket's risk-return figures are all null.
   */
  verification: PerformanceVerification;
}

export interface BasketDetailsBody {
  basket: BasketDetails;
}

export interface BasketUserBody {
  watchlisted: boolean;
  invested: boolean;
  /** Entitled to the basket's subscriber-only content now. */
  subscribed: boolean;
}

export interface ChartPoint {
  date: string;
  /** Both indices are 100 at the period's first date. */
  basket: number;
  benchmark: number;
}

export interface PerformanceChartBody {
  period: ChartPeriod;
  benchmarkName: string;
  points: ChartPoint[];
  /**
   * The basket is younger than the period: the points start at its launch, and the app says 'since
   * launch' rather than 'over 5 years' (docs/basket-performance.md, "The chart").
   */
  sinceLaunch: boolean;
}

export interface BasketChargesBody {
  charges: BasketCharges;
}

export interface WatchlistBody {
  baskets: BasketSummary[];
}

export interface NamedCount {
  slug: string;
  name: string;
  /** Published baskets that carry it. */
  count: number;
}

export interface Benchmark {
  benchmark_id: string;
  name: string;
}
