import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { ORDER_CHANGE } from '#contract/trading/messages';
import { cancelOrderRequest, updateOrderRequest, type TradeBody } from '#contract/trading/types';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import type { Broker } from '../../broker/broker';
import { cacheScope } from '../../cache/cache-marks';
import { changeOrderLines, type Line } from '../change-order-lines';
import { moveLineQuantity, setLineLimitPrice } from '../line-quantity';
import { publicTrade } from '../trade-store';
import { isFinal } from '../trade-status';
import { fail, ok } from '../../http/envelope';
import { NO_TRADE } from '../trading-answers';
import { validate } from '../../http/validate';

const NOT_OPEN = 'This order is no longer open.';

/** The trade after `change` on its chosen lines (server/trading/change-order-lines.ts), as a private answer. */
async function changeLines(
  c: Context<UserEnv>,
  hash: string,
  pick: (lines: Line[]) => Line[] | string,
  change: (broker: Broker, token: string, orderId: string, line: Line, trade: TradeBody) => Promise<void>,
) {
  cacheScope(c, 'private');
  return ok<TradeBody>(c, publicTrade(await changeOrderLines(c, hash, pick, change)));
}

/** Changing and cancelling a trade's open lines at the broker (docs/trading.md, "Changing an order"). */
export function tradingOrderRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.trading.updateOrder), requireUser, validate('json', updateOrderRequest), async (c) => {
    const input = c.req.valid('json');
    if (input.quantity === undefined && input.order_type === undefined && input.limit_price === undefined) {
      return fail(c, 400, ORDER_CHANGE.nothingToChange);
    }
    if (input.order_type === 'LIMIT' && input.limit_price === undefined) {
      return fail(c, 400, ORDER_CHANGE.limitNeedsPrice, { limit_price: ORDER_CHANGE.enterLimitPrice });
    }
    return changeLines(
      c,
      input.trade,
      (lines) => {
        const line = lines.find((l) => l.order_id === input.order_id);
        if (!line) return NO_TRADE;
        if (isFinal(line.status!)) return NOT_OPEN;
        if (input.quantity !== undefined && input.quantity <= (line.filled_quantity ?? 0)) {
          const message = ORDER_CHANGE.quantityNotAboveFilled;
          throw new AppError('invalid', message, { errors: { quantity: message } });
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
        // The broker took the new type or price: the line says it (a market line has no limit price).
        if (input.order_type !== undefined || input.limit_price !== undefined) {
          const type = input.order_type ?? (line.limit_price === null ? 'MARKET' : 'LIMIT');
          const limit = type === 'LIMIT' ? (input.limit_price ?? line.limit_price) : null;
          await setLineLimitPrice(c.var.db, Number(line.order_id), limit);
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
      (broker, token, orderId, _line, trade) => broker.cancelOrder(token, orderId, trade.variety ?? 'regular'),
    );
  });

  return r;
}
