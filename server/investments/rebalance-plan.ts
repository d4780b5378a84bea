import type { RebalanceDetailsBody, RebalanceMode, SellingRebalanceMode } from '#contract/investments/types';
import { rebalanceLines, type RebalanceLine, type RebalancePlan } from '../trading/rules/rebalance-lines';
import { buyOnlyLines } from '../trading/rules/buy-only-lines';
import { dpCharges } from '../trading/rules/trade-charges';
import { formatRupees } from '#contract/locale/format';
import { AppError } from '../http/app-error';
import { INVESTMENT } from './investment-messages';
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

/** The lines a rebalance places and what its buys cost, rupees. */
export interface PlannedRebalance {
  lines: RebalanceLine[];
  buys: number;
}

/** The rebalance's mode, and BUY_ONLY's new money (rupees; the contract's schema requires it with BUY_ONLY). */
export interface RebalanceChoice {
  mode: RebalanceMode;
  amount?: number | undefined;
}

type PlanInput = Omit<Parameters<typeof rebalanceLines>[0], 'mode'>;

const sellsOf = (lines: readonly RebalanceLine[]) => lines.filter((l) => l.side === 'SELL').length;

/** BUY_ONLY's plan and figures; AppError 400 for an amount that buys nothing, or holdings + amount over ₹100 crore. */
function buyOnly({ holdings, toWeights, prices }: PlanInput, amount: number) {
  let plan;
  try {
    plan = buyOnlyLines({ holdings, toWeights, prices, amount });
  } catch (e) {
    if (e instanceof RangeError) throw new AppError('invalid', e.message, { errors: { amount: e.message } });
    throw e;
  }
  if (plan.buys === 0) {
    const message = INVESTMENT.buyOnlyTooSmall(formatRupees(amount), formatRupees(plan.cheapest));
    throw new AppError('invalid', message, { errors: { amount: message } });
  }
  const figures = {
    amount: plan.amount,
    spent: plan.buys,
    leftover: plan.leftover,
    drift_before: plan.drift_before.total,
    drift_after: plan.drift_after.total,
    stocks: plan.drift_after.stocks,
    to_target: plan.to_target,
  };
  return { plan: { lines: plan.lines, buys: plan.buys, net_cash: -plan.buys }, figures };
}

/**
 * The pending rebalance's orders in a mode (docs/investments.md, "Rebalance"): tradecore's rebalance
 * lines from the holdings at last prices, the version followed and the new one. A line that trades
 * nothing ('no change') is shown with side SELL and 0 shares: the spec's tags are the sell tags.
 * A sheet's rebalance aims at the sheet's weights for this investment, from what the investment
 * follows (its version, and any stock held outside it: followed-weights.ts; decision 0210).
 * BUY_ONLY buys with the new money and sells nothing (decision 0297). Every preview counts the sales each
 * selling mode would make (those buy-only avoids) and the depository charge of its own sells.
 */
export async function rebalancePlan(
  db: Queryable,
  market: MarketData,
  row: InvestmentRow,
  pending: PendingRebalance,
  { mode, amount }: RebalanceChoice,
): Promise<{ plan: PlannedRebalance; body: RebalanceDetailsBody }> {
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
  const input: PlanInput = { holdings, fromWeights, toWeights, prices };
  const selling: Record<SellingRebalanceMode, RebalancePlan> = {
    RECOMMENDED_CHANGES: rebalanceLines({ ...input, mode: 'RECOMMENDED_CHANGES' }),
    ADJUST_ALL_STOCK: rebalanceLines({ ...input, mode: 'ADJUST_ALL_STOCK' }),
  };
  const sales = {
    RECOMMENDED_CHANGES: sellsOf(selling.RECOMMENDED_CHANGES.lines),
    ADJUST_ALL_STOCK: sellsOf(selling.ADJUST_ALL_STOCK.lines),
  };
  const chosen = mode === 'BUY_ONLY' ? buyOnly(input, amount ?? 0) : { plan: selling[mode], figures: null };
  const { plan } = chosen;
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
      dp_charges: dpCharges(sellsOf(plan.lines)),
      sales,
      net_cash: plan.net_cash,
      buy_only: chosen.figures,
    },
  };
}
