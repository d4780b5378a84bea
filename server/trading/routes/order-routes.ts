import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { cancelOrderRequest, updateOrderRequest, type TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import type { Broker } from '../../broker/broker';
import { liveBrokerLink, withBrokerSession } from '../../broker/live-link';
import { cacheScope } from '../../cache/cache-marks';
import { applyOrderUpdate } from '../apply-order-update';
import { moveLineQuantity } from '../line-quantity';
import { publicTrade, readUserTrade } from '../trade-store';
import { isFinal } from '../trade-status';
import { fail, ok } from '../../http/envelope';
import { refused } from '../trading-answers';
import { NO_TRADE } from './status-routes';
import { validate } from '../../http/validate';

const NOT_OPEN = 'This order is no longer open.';
const STILL_PLACING = 'This order is still being placed. Try again in a moment.';

type Line = TradeBody['lines'][number];

/**
 * Runs `change` at the broker on each of the trade's chosen lines, then applies what the broker
 * says of them; the trade after it, or the answer to return ('110', 400 for a line not open, the
 * broker's refusal).
 */
async function changeLines(
  c: Context<UserEnv>,
  hash: string,
  pick: (lines: Line[]) => Line[] | string,
  change: (broker: Broker, token: string, orderId: string, line: Line) => Promise<void>,
): Promise<Response> {
  cacheScope(c, 'private');
  const deps = { db: c.var.db, market: c.var.market, push: c.var.push };
  const trade = await readUserTrade(deps.db, deps.market, c.var.user.id, hash);
  if (!trade) return fail(c, 404, NO_TRADE);
  const chosen = pick(trade.lines);
  if (typeof chosen === 'string') return fail(c, chosen === NO_TRADE ? 404 : 400, chosen);
  const ids = await deps.db.query<{ id: number; broker_order_id: string | null }>(
    'SELECT id, broker_order_id FROM trade_orders WHERE trade_id = $1',
    [trade.id],
  );
  const brokerIds = new Map(ids.rows.map((r) => [String(r.id), r.broker_order_id]));
  if (chosen.some((l) => !brokerIds.get(l.order_id!))) return fail(c, 400, STILL_PLACING);
  const live = await liveBrokerLink(c, trade.broker_id);
  if (live instanceof Response) return live;
  try {
    for (const line of chosen) {
      const orderId = brokerIds.get(line.order_id!)!;
      const done = await withBrokerSession(c, live, async (broker, token) => {
        await change(broker, token, orderId, line);
        return broker.order(token, orderId);
      });
      if (done instanceof Response) return done;
      if (done) await applyOrderUpdate(deps, done, { lineId: Number(line.order_id) });
    }
  } catch (e) {
    return refused(c, e);
  }
  return ok<TradeBody>(c, publicTrade((await readUserTrade(deps.db, deps.market, c.var.user.id, hash))!));
}

/** Changing and cancelling a trade's open lines at the broker (docs/trading.md, "Changing an order"). */
export function tradingOrderRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.trading.updateOrder), requireUser, validate('json', updateOrderRequest), async (c) => {
    const input = c.req.valid('json');
    if (input.quantity === undefined && input.order_type === undefined && input.limit_price === undefined) {
      return fail(c, 400, 'Send a new quantity, order type or limit price.');
    }
    if (input.order_type === 'LIMIT' && input.limit_price === undefined) {
      return fail(c, 400, 'A limit order needs a limit price.', { limit_price: 'Enter a limit price.' });
    }
    return changeLines(
      c,
      input.trade,
      (lines) => {
        const line = lines.find((l) => l.order_id === input.order_id);
        if (!line) return NO_TRADE;
        if (isFinal(line.status!)) return NOT_OPEN;
        if (input.quantity !== undefined && input.quantity <= (line.filled_quantity ?? 0)) {
          return 'The new quantity must be more than the shares already bought.';
        }
        return [line];
      },
      async (broker, token, orderId, line) => {
        // A raise is written first: no broker update may take a line above its quantity.
        const raise = input.quantity !== undefined && input.quantity > line.quantity ? input.quantity : null;
        if (raise !== null) await moveLineQuantity(c.var.db, Number(line.order_id), line.quantity, raise);
        try {
          await broker.modifyOrder(token, orderId, {
            ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
            ...(input.order_type !== undefined ? { orderType: input.order_type } : {}),
            ...(input.limit_price !== undefined ? { limitPrice: input.limit_price } : {}),
          });
        } catch (e) {
          if (raise !== null) await moveLineQuantity(c.var.db, Number(line.order_id), raise, line.quantity);
          throw e;
        }
      },
    );
  });

  r.post(at(API.trading.cancelOrder), requireUser, validate('json', cancelOrderRequest), async (c) => {
    const input = c.req.valid('json');
    return changeLines(
      c,
      input.trade,
      (lines) => {
        if (input.order_id === undefined) {
          const open = lines.filter((l) => !isFinal(l.status!));
          return open.length ? open : NOT_OPEN;
        }
        const line = lines.find((l) => l.order_id === input.order_id);
        if (!line) return NO_TRADE;
        return isFinal(line.status!) ? NOT_OPEN : [line];
      },
      (broker, token, orderId) => broker.cancelOrder(token, orderId),
    );
  });

  return r;
}
