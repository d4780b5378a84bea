import type { AdviserType, FeeKind, RebalanceFrequency } from '#contract/baskets/types';
import { AUA_FEE_CAP_PERCENT, FIXED_FEE_CAP_PER_YEAR } from '../billing/rules/sebi-caps';
import { SEBI_CAP_MESSAGES } from '#contract/subscriptions/billing-messages';
import type { FieldErrors } from '#contract/http/envelope';
import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import { STUDIO_MESSAGES as S, roundToHundredths } from '#contract/studio/rules';
import type { BrandConfig } from '../../brands/schema';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';

export interface CheckedFields {
  fee_kind: FeeKind;
  fee_amount: number;
  rebalance_frequency: RebalanceFrequency;
  benchmark_id: string;
  tag_slugs?: readonly string[];
  constituents?: readonly { symbol: string; weight: number }[];
}

/**
 * A basket's stocks: each a known instrument of the market data, none twice, weights summing to
 * exactly 100 % (in hundredths). The first problem, or undefined.
 */
export function constituentsProblem(market: MarketData, stocks: readonly { symbol: string; weight: number }[]) {
  const seen = new Set<string>();
  for (const { symbol } of stocks) {
    if (seen.has(symbol)) return S.duplicateStock(symbol);
    seen.add(symbol);
    if (!market.instrument(symbol)) return S.unknownStock(symbol);
  }
  const hundredths = stocks.reduce((sum, s) => sum + roundToHundredths(s.weight), 0);
  return hundredths === WHOLE_HUNDREDTHS ? undefined : S.weightsSum(hundredths / 100);
}

/**
 * SEBI's fee limits as they apply to a basket's fee (docs/studio.md, "Fees"): a fixed fee is rupees a
 * year, at most ₹1,51,000; a fee on assets under advice is percent a year, at most 2.5 %, and an RIA's
 * only. The same caps as the plans' (server/billing/rules/sebi-caps.ts).
 */
export function feeProblems(kind: FeeKind, amount: number, adviserType: AdviserType): FieldErrors {
  if (kind === 'AUM' && adviserType === 'Research Analyst')
    return { fee_kind: SEBI_CAP_MESSAGES.aumNotForResearchAnalyst };
  const cap = kind === 'AUM' ? AUA_FEE_CAP_PERCENT : FIXED_FEE_CAP_PER_YEAR;
  return Math.round(amount * 100) > cap * 100 ? { fee_amount: S.feeTooHigh } : {};
}

/** Every rule a basket's fields keep beyond their shapes; the field errors (empty: all kept). */
export async function basketProblems(
  db: Queryable,
  market: MarketData,
  brand: BrandConfig,
  adviserType: AdviserType,
  f: CheckedFields,
): Promise<FieldErrors> {
  const errors: FieldErrors = feeProblems(f.fee_kind, f.fee_amount, adviserType);
  if (!brand.rebalanceFrequencies.includes(f.rebalance_frequency)) {
    errors.rebalance_frequency = S.frequencyNotOffered;
  }
  if (!market.indices().some((i) => i.symbol === f.benchmark_id)) errors.benchmark_id = S.benchmarkUnknown;
  if (f.constituents) {
    const problem = constituentsProblem(market, f.constituents);
    if (problem) errors.constituents = problem;
  }
  if (f.tag_slugs?.length) {
    const { rows } = await db.query<{ slug: string }>(
      'SELECT slug FROM basket_tag_names WHERE slug = ANY($1::text[])',
      [[...f.tag_slugs]],
    );
    const unknown = f.tag_slugs.find((slug) => !rows.some((r) => r.slug === slug));
    if (unknown !== undefined) errors.tag_slugs = S.tagUnknown(unknown);
  }
  return errors;
}
