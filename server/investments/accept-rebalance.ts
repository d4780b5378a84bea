import type { Context } from 'hono';
import { INVESTMENT } from './investment-messages';
import { formatRupees } from '#contract/locale/format';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { investmentTradeByKey } from '../trading/trade-store';
import { oneInvestment } from './investment-access';
import type { InvestmentRow } from './investment-store';
import { placeInvestmentTrade } from './place-investment-trade';
import { rebalancePlan, type RebalanceChoice } from './rebalance-plan';
import { acceptRebalance as markAccepted, followVersion, pendingRebalance } from './rebalance-store';

/**
 * Accepting the investment's pending rebalance in a mode (docs/investments.md, "Rebalance"): its
 * orders placed as one 'rebalance' trade, once per client key. BUY_ONLY re-plans the amount the investor
 * previewed at the prices now: only buys, costing at most that amount, which the trade records; a retry
 * of the key with another amount is refused (decision 0297). Throws AppError: 400 with no pending
 * rebalance or nothing to trade (then accepted at once), 409 for impossible figures or another amount,
 * the trade's.
 */
export async function acceptRebalance(
  c: Context<UserEnv>,
  row: InvestmentRow,
  { mode, amount, client_key }: RebalanceChoice & { client_key: string },
) {
  const { db, market } = c.var;
  // A retry of an accept that went through: the same trade, nothing placed again.
  const key = { userId: c.var.user.id, clientKey: client_key, investmentId: row.id, kind: 'rebalance' as const };
  const done = await investmentTradeByKey(db, market, key);
  if (done && mode === 'BUY_ONLY' && Math.round(done.amount * 100) !== Math.round((amount ?? 0) * 100)) {
    throw new AppError('conflict', INVESTMENT.buyOnlyOtherAmount(formatRupees(done.amount)));
  }
  const pending = await pendingRebalance(db, row.id);
  if (!pending) {
    if (done) return done;
    throw new AppError('invalid', INVESTMENT.noPendingRebalance);
  }
  await oneInvestment(c, row);
  const { plan } = await rebalancePlan(db, market, row, pending, { mode, amount });
  const lines = plan.lines.flatMap((l) =>
    l.side
      ? [{ symbol: l.symbol, side: l.side, quantity: l.quantity, indicativePrice: l.price, limitPrice: null }]
      : [],
  );
  if (lines.length === 0) {
    // Nothing to trade (the holdings already fit): accepted at once, the investment follows the version.
    await markAccepted(db, pending.id, { mode, tradeId: null, at: market.now().toISOString() });
    await followVersion(db, row.id, pending.to_version_id);
    throw new AppError('invalid', INVESTMENT.nothingToRebalance);
  }
  const trade = await placeInvestmentTrade(c, row, {
    kind: 'rebalance',
    lines,
    // BUY_ONLY (the only mode with an amount) records the new money agreed to; the others what their buys cost.
    amount: amount ?? plan.buys,
    clientKey: client_key,
  });
  await markAccepted(db, pending.id, { mode, tradeId: trade.id, at: market.now().toISOString() });
  return trade;
}
