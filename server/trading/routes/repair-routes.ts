import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { investmentKeyRequest, type TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { BrokerSessionEnded } from '../../broker/broker';
import { brokerSessionEnded, liveBrokerLink, withBrokerSession } from '../../broker/live-link';
import { cacheScope } from '../../cache/cache-marks';
import { reviewOf } from '../buy-preview';
import { placeTrade } from '../place-trade';
import { repairPlan } from '../repair-plan';
import { publicTrade, readTrades } from '../trade-store';
import { fail, ok } from '../../http/envelope';
import { insufficientFunds, outsideWindow, refused } from '../trading-answers';
import { NO_INVESTMENT } from './history-routes';
import { validate } from '../../http/validate';

/**
 * fix-investment-qty-v2 (docs/trading.md, "Repair"): buys, as one 'repair' trade, what the
 * investment's latest trade left short, on that trade's day or the next trading day; once.
 */
export function tradingRepairRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.trading.fixInvestmentQty), requireUser, validate('json', investmentKeyRequest), async (c) => {
    cacheScope(c, 'private');
    const input = c.req.valid('json');
    const { db, market } = c.var;
    const [placed] = await readTrades(db, market, 'WHERE t.user_id = $1 AND t.client_key = $2', [
      c.var.user.id,
      input.client_key,
    ]);
    if (placed) return ok<TradeBody>(c, publicTrade(placed));
    const { rows } = await db.query<{ id: number; basket_id: number; broker_id: string }>(
      `SELECT i.id, i.basket_id, l.broker_id FROM investments i JOIN broker_links l ON l.id = i.broker_link_id
        WHERE i.investment_hash = $1 AND i.user_id = $2 AND l.brand_id = $3 AND i.status = 'active'`,
      [input.investment, c.var.user.id, c.var.brand.id],
    );
    const investment = rows[0];
    if (!investment) return fail(c, 404, NO_INVESTMENT);
    const [latest] = await readTrades(
      db,
      market,
      'WHERE t.investment_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 1',
      [investment.id],
    );
    const plan = await repairPlan(market, latest);
    if (typeof plan === 'string') return fail(c, 400, plan);
    const closed = outsideWindow(c);
    if (closed) return closed;
    const live = await liveBrokerLink(c, investment.broker_id);
    if (live instanceof Response) return live;
    const funds = await withBrokerSession(c, live, (b, token) => b.funds(token));
    if (funds instanceof Response) return funds;
    const review = reviewOf(plan, 'MARKET');
    if (funds.available < review.funds_needed) return insufficientFunds(c, review.funds_needed, funds.available);
    try {
      const { trade } = await placeTrade(
        { db, market },
        {
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
        },
      );
      return ok<TradeBody>(c, publicTrade(trade));
    } catch (e) {
      if (e instanceof BrokerSessionEnded) return brokerSessionEnded(c, live.link);
      return refused(c, e);
    }
  });

  return r;
}
