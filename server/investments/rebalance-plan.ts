import type { RebalanceDetailsBody, RebalanceMode } from '#contract/investments/types';
import { rebalanceLines, type RebalancePlan } from '../trading/rules/rebalance-lines';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { followedWeights, heldWeights, type Weights } from './followed-weights';
import { holdingsOf, type InvestmentRow } from './investment-store';
import { holdingsAt } from './investment-view';
import type { PendingRebalance } from './rebalance-store';
import { chargesOf } from './trade-lines';

async function weightsOf(db: Queryable, versionId: number): Promise<Weights> {
  const { rows } = await db.query<{ symbol: string; weight: number }>(
    'SELECT symbol, weight::float8 AS weight FROM basket_constituents WHERE version_id = $1',
    [versionId],
  );
  return Object.fromEntries(rows.map((r) => [r.symbol, r.weight]));
}

/** The weights a rebalance sheet set for this investment (docs/rebalance-from-sheet.md). */
async function sheetWeightsOf(db: Queryable, sheetId: number, investmentId: number): Promise<Weights> {
  const { rows } = await db.query<{ symbol: string; weight: number }>(
    'SELECT symbol, weight::float8 AS weight FROM rebalance_sheet_targets WHERE sheet_id = $1 AND investment_id = $2',
    [sheetId, investmentId],
  );
  return Object.fromEntries(rows.map((r) => [r.symbol, r.weight]));
}

/**
 * The pending rebalance's orders in a mode (docs/investments.md, "Rebalance"): tradecore's rebalance
 * lines from the holdings at last prices, the version followed and the new one. A line that trades
 * nothing ('no change') is shown with side SELL and 0 shares: the spec's tags are the sell tags.
 * A sheet's rebalance aims at the sheet's weights for this investment, from what the investment
 * follows (its version, and any stock held outside it: followed-weights.ts; decision 0210).
 */
export async function rebalancePlan(
  db: Queryable,
  market: MarketData,
  row: InvestmentRow,
  pending: PendingRebalance,
  mode: RebalanceMode,
): Promise<{ plan: RebalancePlan; body: RebalanceDetailsBody }> {
  const [holdings, versionWeights, toWeights] = await Promise.all([
    holdingsOf(db, [row.id]).then((m) => m.get(row.id) ?? []),
    weightsOf(db, pending.from_version_id),
    pending.sheet_id === null ? weightsOf(db, pending.to_version_id) : sheetWeightsOf(db, pending.sheet_id, row.id),
  ]);
  const symbols = [...new Set([...holdings.map((h) => h.symbol), ...Object.keys(toWeights)])];
  const prices = await market.ltp(symbols);
  const fromWeights =
    pending.sheet_id === null
      ? versionWeights
      : followedWeights(versionWeights, heldWeights(holdingsAt(market, holdings, prices)));
  const plan = rebalanceLines({ mode, holdings, fromWeights, toWeights, prices });
  const lines = plan.lines.map((l) => ({
    symbol: l.symbol,
    name: market.instrument(l.symbol)?.name ?? l.symbol,
    side: l.side ?? ('SELL' as const),
    quantity: l.quantity,
    indicative_price: l.price,
    value: l.value,
    limit_price: null,
    totalShareQty: l.totalShareQty,
    newShareQty: l.newShareQty,
    tag: l.tag,
  }));
  return {
    plan,
    body: {
      investment: row.investment_hash,
      mode,
      source: pending.sheet_id === null ? 'version' : 'adviser',
      from_version: pending.from_version,
      to_version: pending.to_version,
      published_on: pending.published_on,
      rationale: pending.rationale,
      target_weights: Object.entries(toWeights)
        .map(([symbol, weight]) => ({ symbol, name: market.instrument(symbol)?.name ?? symbol, weight }))
        .sort((a, b) => b.weight - a.weight || a.symbol.localeCompare(b.symbol)),
      lines,
      charges: chargesOf(lines.filter((l) => l.quantity > 0)),
      net_cash: plan.net_cash,
    },
  };
}
