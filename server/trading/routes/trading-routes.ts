import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { placeTradeRequest, tradePreviewRequest, type TradeBody, type TradePreviewBody } from '#contract/trading/types';
import { TRADING } from '#contract/trading/messages';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { BrokerSessionEnded } from '../../broker/broker';
import { brokerSessionEnded, liveBrokerLink, withBrokerSession } from '../../broker/live-link';
import { cacheScope } from '../../cache/cache-marks';
import { buyPreview } from '../buy-preview';
import { placeTrade } from '../place-trade';
import { publicTrade, readTrades } from '../trade-store';
import { connectedLink } from '../../broker/broker-links-store';
import { gateBasket } from '../../baskets/basket-gate';
import { fail, ok } from '../../http/envelope';
import { belowMinimum, insufficientFunds, outsideWindow, refused } from '../trading-answers';
import { validate } from '../../http/validate';

type PreviewInput = { amount: number; order_type: 'MARKET' | 'LIMIT'; basket_hash: string; broker_id: string };

/** The funds at the broker when its session is live; null otherwise (a preview never asks for a sign-in). */
async function fundsIfLive(c: Context<UserEnv>, brokerId: string): Promise<number | null> {
  const broker = c.var.brokers(c.var.brand.id, brokerId);
  const link = await connectedLink(c.var.db, c.var.user.id, c.var.brand.id, brokerId);
  if (!broker || !link?.access_token || !link.expires_at || link.expires_at <= c.var.market.now()) return null;
  try {
    return (await broker.funds(link.access_token)).available;
  } catch {
    return null;
  }
}

/**
 * The basket a user may buy and the preview of buying it, or the answer to return: the entitlement
 * statuses of a subscriber-only basket (server/baskets/basket-gate.ts), 400 below the minimum or when the
 * amount buys no share, 404 for a basket that is not open to new money.
 */
async function preview(
  c: Context<UserEnv>,
  input: PreviewInput,
  funds: number | null,
  limits?: Record<string, number>,
) {
  const gate = await gateBasket(c, input.basket_hash);
  if (gate.kind === 'answer') return gate.response;
  const basket = gate.basket;
  if (basket.status !== 'published') return fail(c, 400, TRADING_CLOSED);
  const minimum = basket.fixed_minimum;
  if (minimum !== null && input.amount < minimum) return belowMinimum(c, minimum);
  const body = await buyPreview(c.var.db, c.var.market, basket, {
    amount: input.amount,
    orderType: input.order_type,
    limitPrices: limits,
    fundsAvailable: funds,
  });
  if (!body) return fail(c, 400, 'This basket has no stocks to buy yet.');
  if (!body.lines.length) return fail(c, 400, TRADING.tooSmall, { amount: TRADING.tooSmall });
  return { basket, body };
}

const TRADING_CLOSED = 'This basket takes no new investments.';

/**
 * Buying a basket (docs/trading.md, "Buying"): the preview places nothing; requestorder places the
 * trade once per client key, in the order window, with the broker's funds covering value + margin +
 * charges. Answers are private; every call needs a signed-in user.
 */
export function tradingRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.trading.tradeBasketOrders), requireUser, validate('json', tradePreviewRequest), async (c) => {
    cacheScope(c, 'private');
    const input = c.req.valid('json');
    const result = await preview(c, input, await fundsIfLive(c, input.broker_id));
    if (result instanceof Response) return result;
    const { versionId: _v, ...body } = result.body;
    return ok<TradePreviewBody>(c, body);
  });

  r.post(at(API.trading.requestOrder), requireUser, validate('json', placeTradeRequest), async (c) => {
    cacheScope(c, 'private');
    const input = c.req.valid('json');
    const deps = { db: c.var.db, market: c.var.market, push: c.var.push };
    // A retry or a double click gets the trade its key placed, whatever has changed since.
    const [placed] = await readTrades(deps.db, deps.market, 'WHERE t.user_id = $1 AND t.client_key = $2', [
      c.var.user.id,
      input.client_key,
    ]);
    if (placed) return ok<TradeBody>(c, publicTrade(placed));
    const closed = outsideWindow(c);
    if (closed) return closed;
    const live = await liveBrokerLink(c, input.broker_id);
    if (live instanceof Response) return live;
    const funds = await withBrokerSession(c, live, (b, token) => b.funds(token));
    if (funds instanceof Response) return funds;
    const result = await preview(c, input, funds.available, input.limit_prices);
    if (result instanceof Response) return result;
    const { basket, body } = result;
    if (funds.available < body.funds_needed) return insufficientFunds(c, body.funds_needed, funds.available);
    try {
      const { trade } = await placeTrade(deps, {
        userId: c.var.user.id,
        brokerLink: { id: live.link.id, accessToken: live.link.access_token },
        broker: live.broker,
        basketId: basket.id,
        investmentId: null,
        kind: 'buy',
        orderType: input.order_type,
        clientKey: input.client_key,
        amount: input.amount,
        margin: body.margin,
        lines: body.lines.map((l) => ({
          symbol: l.symbol,
          side: l.side,
          quantity: l.quantity,
          indicativePrice: l.indicative_price,
          limitPrice: l.limit_price,
        })),
      });
      return ok<TradeBody>(c, publicTrade(trade));
    } catch (e) {
      if (e instanceof BrokerSessionEnded) return brokerSessionEnded(c, live.link);
      return refused(c, e);
    }
  });

  return r;
}
