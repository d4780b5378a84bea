import type { Context } from 'hono';
import type { PlaceTradeRequest } from '#contract/trading/types';
import type { UserEnv } from '../auth/guards';
import { liveBrokerLink, withBrokerSession } from '../broker/live-link';
import { placeInBackground } from './background-placement';
import { recordForPlacement } from './place-trade';
import { previewBuy } from './preview-buy';
import { tradeDeps } from './trade-deps';
import { tradeByClientKey } from './trade-store';
import { refusal, requireAmoWindow, requireFunds, requireOrderWindow } from './trading-answers';

/**
 * Buying a basket (docs/trading.md, "Buying"): once per client key, in the order window — or, chosen with
 * `variety: 'amo'`, as an after-market order in the broker's AMO hours — with the broker's funds covering
 * value + margin + charges. Answers the trade as soon as it and its lines are recorded (`placing`); the
 * lines are placed in the background and the app follows them on the trade's stream (decision 0286).
 * Throws AppError for each refusal ('110' when the broker session has ended before the trade was recorded).
 */
export async function requestOrder(c: Context<UserEnv>, input: PlaceTradeRequest) {
  const deps = tradeDeps(c);
  // A retry or a double click gets the trade its key placed, whatever has changed since: before the
  // window, the session and the funds are checked (placeTrade's own read comes after them).
  const placed = await tradeByClientKey(deps.db, deps.market, c.var.user.id, input.client_key);
  if (placed) return placed;
  const amo = input.variety === 'amo' ? { sendsAt: requireAmoWindow(deps.market) } : undefined;
  if (!amo) requireOrderWindow(deps.market);
  const live = await liveBrokerLink(c, input.broker_id);
  const funds = await withBrokerSession(deps.db, live, (b, token) => b.funds(token));
  const { basket, body } = await previewBuy(c, input, funds.available, input.limit_prices);
  requireFunds(body.funds_needed, funds.available);
  try {
    const { trade, place } = await recordForPlacement(deps, {
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
      ...(amo ? { amo } : {}),
      lines: body.lines.map((l) => ({
        symbol: l.symbol,
        side: l.side,
        quantity: l.quantity,
        indicativePrice: l.indicative_price,
        limitPrice: l.limit_price,
      })),
    });
    if (place) placeInBackground({ db: deps.db, trade, brokerLinkId: live.link.id, place });
    return trade;
  } catch (e) {
    throw refusal(e);
  }
}
