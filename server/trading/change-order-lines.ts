import type { Context } from 'hono';
import type { TradeBody } from '#contract/trading/types';
import type { UserEnv } from '../auth/guards';
import type { Broker } from '../broker/broker';
import { liveBrokerLink, withBrokerSession } from '../broker/live-link';
import { AppError } from '../http/app-error';
import { applyOrderUpdate } from './apply-order-update';
import { tradeDeps } from './trade-deps';
import { brokerOrderIds } from './trade-lookup-store';
import { readUserTrade } from './trade-store';
import { NO_TRADE, refusal } from './trading-answers';

const STILL_PLACING = 'This order is still being placed. Try again in a moment.';

export type Line = TradeBody['lines'][number];

/**
 * Runs `change` at the broker on each of the user's trade's chosen lines (`pick` names the refusal
 * instead: NO_TRADE is a 404, any other a 400), then applies what the broker says of them; the trade
 * after it. Throws AppError: '110', 400 for a line still being placed, the broker's refusal.
 */
export async function changeOrderLines(
  c: Context<UserEnv>,
  hash: string,
  pick: (lines: Line[]) => Line[] | string,
  change: (broker: Broker, token: string, orderId: string, line: Line, trade: TradeBody) => Promise<void>,
) {
  const deps = tradeDeps(c);
  const trade = await readUserTrade(deps.db, deps.market, c.var.user.id, hash);
  if (!trade) throw new AppError('not-found', NO_TRADE);
  const chosen = pick(trade.lines);
  if (typeof chosen === 'string') throw new AppError(chosen === NO_TRADE ? 'not-found' : 'invalid', chosen);
  const brokerIds = await brokerOrderIds(deps.db, trade.id);
  if (chosen.some((l) => !brokerIds.get(l.order_id!))) throw new AppError('invalid', STILL_PLACING);
  const live = await liveBrokerLink(c, trade.broker_id);
  try {
    for (const line of chosen) {
      const orderId = brokerIds.get(line.order_id!)!;
      const done = await withBrokerSession(deps.db, live, async (broker, token) => {
        await change(broker, token, orderId, line, trade);
        return broker.order(token, orderId);
      });
      if (done) await applyOrderUpdate(deps, done, { lineId: Number(line.order_id) });
    }
  } catch (e) {
    throw refusal(e);
  }
  return (await readUserTrade(deps.db, deps.market, c.var.user.id, hash))!;
}
