import { FEE_LABELS, type BasketSummary, type RiskType, type SortOption } from '#contract/baskets/types';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { findBaskets, type BasketFilter, type BasketRow } from './basket-row-store';
import { listingFigures, type ListingFigures } from './listing-figures';
import { storedVersions, type StoredVersion } from './stored-versions';

/** Filters on what is computed from prices (docs/baskets.md, "Listing"). */
export interface FigureFilter {
  risks?: readonly RiskType[];
  minAmountMin?: number;
  minAmountMax?: number;
  /** A sector's name (server/market/sectors.ts): baskets whose latest version holds a stock of it. */
  sector?: string;
}

interface Card {
  row: BasketRow;
  figures: ListingFigures;
  latest: StoredVersion | undefined;
}

const RISK_RANK: Record<RiskType, number> = { low: 1, medium: 2, high: 3 };
const risk = (c: Card) => c.figures.risk ?? c.row.risk_type;
/** A year's fee at the minimum amount (docs/decisions/0030): AUM is a percent of it. */
const feeAtMinimum = (c: Card) =>
  c.row.fee_kind === 'AUM' ? (c.figures.minimum * c.row.fee_amount) / 100 : c.row.fee_amount;

type Compare = (a: Card, b: Card) => number;
const NULLS_LAST = Number.NEGATIVE_INFINITY;

/** Each sort option's order; ties go to the more popular basket, then the older. */
const ORDER: Record<SortOption, Compare> = {
  popularity: () => 0,
  cagr: (a, b) => (b.figures.cagr ?? NULLS_LAST) - (a.figures.cagr ?? NULLS_LAST),
  'minAmount-asc': (a, b) => a.figures.minimum - b.figures.minimum,
  'minAmount-desc': (a, b) => b.figures.minimum - a.figures.minimum,
  'riskProfile-asc': (a, b) => RISK_RANK[risk(a)] - RISK_RANK[risk(b)],
  'riskProfile-desc': (a, b) => RISK_RANK[risk(b)] - RISK_RANK[risk(a)],
  'fee-asc': (a, b) => feeAtMinimum(a) - feeAtMinimum(b),
  'fee-desc': (a, b) => feeAtMinimum(b) - feeAtMinimum(a),
};

export function toSummary({ row: r, figures }: Pick<Card, 'row' | 'figures'>): BasketSummary {
  return {
    basketId: r.id,
    basket_hash: r.basket_hash,
    name: r.name,
    description: r.description,
    fixedMinimumAmount: figures.minimum,
    riskType: figures.risk ?? r.risk_type,
    fundType: r.fund_type,
    cagr: figures.cagr,
    cagrPeriod: figures.cagrPeriod,
    benchmark: figures.benchmark,
    isPremium: r.is_premium,
    is_shareable: r.is_shareable,
    fee: { kind: r.fee_kind, label: FEE_LABELS[r.fee_kind], amount: r.fee_amount },
    rebalanceFrequency: r.rebalance_frequency,
    adviser: { name: r.adviser_name, slug: r.adviser_slug, adviserType: r.adviser_type },
  };
}

function matches(c: Card, f: FigureFilter, market: MarketData): boolean {
  if (f.risks && !f.risks.includes(risk(c))) return false;
  if (f.minAmountMin !== undefined && c.figures.minimum < f.minAmountMin) return false;
  if (f.minAmountMax !== undefined && c.figures.minimum > f.minAmountMax) return false;
  if (f.sector !== undefined) {
    const held = c.latest?.constituents ?? [];
    const inSector = held.some(({ symbol }) => {
      const i = market.instrument(symbol);
      return i?.kind === 'stock' && i.sector === f.sector;
    });
    if (!inSector) return false;
  }
  return true;
}

/** Basket cards for a filter, with figures computed from prices, filtered and in the asked order. */
export async function basketSummaries(
  db: Queryable,
  market: MarketData,
  filter: BasketFilter,
  { sort = 'popularity', ...figureFilter }: FigureFilter & { sort?: SortOption } = {},
): Promise<BasketSummary[]> {
  const rows = await findBaskets(db, filter);
  const latest = await storedVersions(
    db,
    rows.map((r) => r.id),
    { latestOnly: true },
  );
  const inputs = rows.map((r) => ({
    id: r.id,
    benchmark: r.benchmark_id,
    fixedMinimum: r.fixed_minimum,
    latest: latest.get(r.id)?.[0],
  }));
  const figures = await listingFigures(db, market, inputs);
  const cards = rows.map((row, i) => ({ row, figures: figures.get(row.id)!, latest: inputs[i]!.latest }));
  return cards
    .filter((c) => matches(c, figureFilter, market))
    .sort((a, b) => ORDER[sort](a, b) || b.row.popularity - a.row.popularity || a.row.id - b.row.id)
    .map(toSummary);
}
