import type { Context } from 'hono';
import type { UserEnv } from '../auth/guards';
import { BrokerSessionEnded } from '../broker/broker';
import { brokerSessionEnded, liveBrokerLink, withBrokerSession } from '../broker/live-link';
import { AppError } from '../http/app-error';
import { reviewOf } from './buy-preview';
import { placeTrade } from './place-trade';
import { repairPlan } from './repair-plan';
import { tradeDeps } from './trade-deps';
import { activeInvestment } from './trade-lookup-store';
import { latestInvestmentTrade, tradeByClientKey } from './trade-store';
import { NO_INVESTMENT, refusal, requireFunds, requireOrderWindow } from './trading-answers';

/**
 * fix-investment-qty-v2 (docs/trading.md, "Repair"): buys, as one 'repair' trade, what the
 * investment's latest trade left short, on that trade's day or the next trading day; once per client
 * key. Throws AppError for each refusal.
 */
export async function repairInvestment(c: Context<UserEnv>, input: { investment: string; client_key: string }) {
  const deps = tradeDeps(c);
  const { db, market } = deps;
  const placed = await tradeByClientKey(db, market, c.var.user.id, input.client_key);
  if (placed) return placed;
  const investment = await activeInvestment(db, { userId: c.var.user.id, brandId: deps.brandId }, input.investment);
  if (!investment) throw new AppError('not-found', NO_INVESTMENT);
  const plan = await repairPlan(market, await latestInvestmentTrade(db, market, investment.id));
  if (typeof plan === 'string') throw new AppError('invalid', plan);
  requireOrderWindow(market);
  const live = await liveBrokerLink(c, investment.broker_id);
  const funds = await withBrokerSession(db, live, (b, token) => b.funds(token));
  const review = reviewOf(plan, 'MARKET');
  requireFunds(review.funds_needed, funds.available);
  try {
    const { trade } = await placeTrade(deps, {
      userId: c.var.user.id,
      brokerLink: { id: live.link.id, accessToken: live.link.access_token },
      broker: live.broker,
      basketId: investment.basket_id,
      investmentId: investment.id,
      kind: 'repair',
      orderType: 'MARKET',
      clientKey: input.client_key,
      amount: review.total,
      margin: review.margin,
      lines: plan.map((l) => ({
        symbol: l.symbol,
        side: l.side,
        quantity: l.quantity,
        indicativePrice: l.indicative_price,
        limitPrice: null,
      })),
    });
    return trade;
  } catch (e) {
    if (e instanceof BrokerSessionEnded) throw await brokerSessionEnded(db, live.link);
    throw refusal(e);
  }
}
