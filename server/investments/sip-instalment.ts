import { SIP_ALLOCATION_MESSAGES as M, type SipPreviewBody } from '#contract/investments/sip-allocation';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { sipAllocation, type SipAllocation } from '../trading/rules/sip-allocation';
import { INVESTMENT } from './investment-messages';
import { holdingsOf, type InvestmentRow } from './investment-store';
import { versionWeights } from './plan-store';

/**
 * The investment's SIP instalment at last prices (docs/investments.md, "SIP"; decision 0301): the one computation
 * sip/preview/ shows and sip/confirm/ places. The instalment buys whole shares of the version the investment follows,
 * the stocks furthest below their weights first, and sells nothing (sipAllocation); a stock held outside the version
 * is never bought. The stocks most short first. Due when next_due is today or passed (IST, market clock). Throws
 * AppError: 400 without a SIP, 409 when a stock has no last price or the figures are out of range.
 */
export async function sipInstalment(
  db: Queryable,
  market: MarketData,
  row: InvestmentRow,
): Promise<{ allocation: SipAllocation; body: SipPreviewBody }> {
  const { sip_next_due: nextDue, sip_amount: amount } = row;
  if (!nextDue || amount === null || row.sip_day === null || row.sip_frequency === null) {
    throw new AppError('invalid', INVESTMENT.noSip);
  }
  const [holdings, weights] = await Promise.all([
    holdingsOf(db, [row.id]).then((m) => m.get(row.id) ?? []),
    versionWeights(db, row.version_id),
  ]);
  const symbols = [...new Set([...weights.map((w) => w.symbol), ...holdings.map((h) => h.symbol)])];
  const prices = await market.ltp(symbols);
  const unpriced = symbols.find((s) => !(prices[s]! > 0));
  if (unpriced) throw new AppError('conflict', M.noPrice(unpriced));
  let allocation: SipAllocation;
  try {
    allocation = sipAllocation({
      holdings: holdings.map((h) => ({ symbol: h.symbol, quantity: h.quantity })),
      weights: Object.fromEntries(weights.map((w) => [w.symbol, w.weight])),
      prices,
      amount,
    });
  } catch (e) {
    if (e instanceof RangeError) throw new AppError('conflict', e.message);
    throw e;
  }
  const stocks = allocation.stocks
    .map((s) => ({ ...s, name: market.instrument(s.symbol)?.name ?? s.symbol }))
    .sort((a, b) => b.short_by - a.short_by || a.symbol.localeCompare(b.symbol));
  const body: SipPreviewBody = {
    investment: row.investment_hash,
    amount: allocation.amount,
    next_due: nextDue,
    due: nextDue <= istDateOf(market.now()),
    stocks,
    spent: allocation.spent,
    leftover: allocation.leftover,
    drift_before: allocation.drift_before,
    drift_after: allocation.drift_after,
  };
  return { allocation, body };
}
