import type { Context } from 'hono';
import { INVESTMENT } from './investment-messages';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { istDateOf } from '../market/ist';
import { quantitiesFromWeights } from '../trading/rules/quantities';
import { investmentTradeByKey } from '../trading/trade-store';
import type { InvestmentRow } from './investment-store';
import { placeInvestmentTrade } from './place-investment-trade';
import { moveSipOn, versionWeights } from './plan-store';
import { nextSipDue } from './sip-schedule';

/**
 * The due SIP instalment, confirmed by the investor (docs/investments.md, "SIP"): whole shares of the
 * version followed, by weight, for the SIP amount at last prices, placed as a 'sip' trade once per
 * client key. Only when due (next_due ≤ today, market clock); then the next instalment is scheduled.
 * Throws AppError.
 */
export async function confirmSip(c: Context<UserEnv>, row: InvestmentRow, clientKey: string) {
  const { db, market } = c.var;
  // A retry of a confirmed instalment: the same trade, nothing placed again.
  const key = { userId: c.var.user.id, clientKey, investmentId: row.id, kind: 'sip' as const };
  const done = await investmentTradeByKey(db, market, key);
  if (done && done.status !== 'placing') return done;
  if (!row.sip_next_due || row.sip_day === null || row.sip_frequency === null) {
    throw new AppError('invalid', INVESTMENT.noSip);
  }
  const today = istDateOf(market.now());
  if (row.sip_next_due > today && !done) throw new AppError('invalid', INVESTMENT.sipNotDue(row.sip_next_due));
  const weights = await versionWeights(db, row.version_id);
  const prices = await market.ltp(weights.map((w) => w.symbol));
  const { lines } = quantitiesFromWeights(
    row.sip_amount!,
    weights.map((w) => ({ symbol: w.symbol, weight: w.weight, price: prices[w.symbol]! })),
  );
  const orders = lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      symbol: l.symbol,
      side: 'BUY' as const,
      quantity: l.quantity,
      indicativePrice: l.price,
      limitPrice: null,
    }));
  if (orders.length === 0) throw new AppError('invalid', INVESTMENT.sipTooSmall);
  const trade = await placeInvestmentTrade(c, row, { kind: 'sip', lines: orders, amount: row.sip_amount!, clientKey });
  // The schedule moves on once, whichever call placed it (a resumed placement finds it moved already).
  const next = nextSipDue(market.calendar, {
    due: row.sip_next_due,
    day: row.sip_day,
    frequency: row.sip_frequency,
    today,
  });
  await moveSipOn(db, row.id, row.sip_next_due, next);
  return trade;
}
