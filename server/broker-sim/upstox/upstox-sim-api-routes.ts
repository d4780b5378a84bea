import { Hono, type Context } from 'hono';
import { UPSTOX_ERRORS } from '../../broker/upstox/upstox-errors';
import { INSTRUMENTS } from '../../market/instruments';
import { cancelSimAmo, placeSimAmo } from '../sim-amo';
import { holdingsOf } from '../sim-books';
import { historyOf, ordersOf } from '../sim-order-store';
import { roundToPaisa } from '#contract/money/paise';
import { cancelSimOrder, modifySimOrder, NO_ORDER, placeSimOrder, SimOrderRefused } from '../sim-trading';
import {
  invalidInput,
  requireApiVersion,
  requireBearer,
  upstoxError,
  upstoxSuccess,
  type UpstoxApiEnv,
} from './upstox-sim-http';
import { upstoxSimLoginRoutes } from './upstox-sim-login-routes';
import { readUpstoxOrder, readUpstoxChange } from './upstox-sim-input';
import { upstoxFunds, upstoxHolding, upstoxOrder, upstoxTrades } from './upstox-sim-shapes';

type C = Context<UpstoxApiEnv>;

/** A refusal of an order request in Upstox's envelope: UDAPI100010 for an order it has not, else invalid input. */
function refusal(c: C, e: unknown) {
  if (!(e instanceof SimOrderRefused)) throw e;
  if (e.message === NO_ORDER)
    return upstoxError(c, 404, UPSTOX_ERRORS.orderNotFound, 'Order not found', {
      path: 'order_id',
      value: c.req.query('order_id') ?? null,
    });
  return upstoxError(c, 400, UPSTOX_ERRORS.invalidInput, e.message);
}

const orderOf = async (c: C, orderId: string | undefined) =>
  orderId ? (await ordersOf(c.var.db, c.var.simAccount.id, 'order_id = $2', [orderId]))[0] : undefined;

const notFound = (c: C) =>
  upstoxError(c, 404, UPSTOX_ERRORS.orderNotFound, 'Order not found', {
    path: 'order_id',
    value: c.req.query('order_id') ?? null,
  });

/**
 * The broker's API as Upstox API v2's (docs/brokers.md), as far as the product uses it: JSON bodies in,
 * Upstox's envelopes and UDAPI error codes out, `Authorization: Bearer` and `Api-Version: 2.0`.
 * Orders go through the simulator's one order and fill engine (../sim-trading.ts), as Kite's do.
 */
export function upstoxSimApiRoutes() {
  const r = new Hono<UpstoxApiEnv>();
  r.use('/v2/*', requireApiVersion);
  r.route('/', upstoxSimLoginRoutes());
  for (const path of ['/v2/user/*', '/v2/portfolio/*', '/v2/order/*', '/v2/market-quote/*']) r.use(path, requireBearer);

  r.get('/v2/user/get-funds-and-margin', (c) =>
    upstoxSuccess(c, upstoxFunds(c.var.simAccount.cash, c.var.simAccount.blocked)),
  );

  r.get('/v2/portfolio/long-term-holdings', async (c) => {
    const answer = [];
    for (const h of await holdingsOf(c.var.db, c.var.simAccount.id)) {
      answer.push(upstoxHolding(h, (await c.var.market.quote(h.symbol))?.ltp ?? h.average_price));
    }
    return upstoxSuccess(c, answer);
  });

  r.post('/v2/order/place', async (c) => {
    const order = readUpstoxOrder(c, await c.req.json().catch(() => null));
    if ('refusal' in order) return invalidInput(c, order.refusal, order.path, order.value);
    const { db, market, simAccount, simApp } = c.var;
    try {
      const orderId = order.isAmo
        ? // Upstox turns a market AMO into an order at the open itself: the broker's own protection (-1).
          await placeSimAmo(db, market, simAccount.id, simApp.apiKey, {
            ...order.order,
            marketProtection: order.order.orderType === 'MARKET' ? -1 : null,
          })
        : await placeSimOrder(db, market, simAccount.id, simApp.apiKey, order.order);
      return upstoxSuccess(c, { order_id: orderId });
    } catch (e) {
      return refusal(c, e);
    }
  });

  r.put('/v2/order/modify', async (c) => {
    const change = readUpstoxChange(await c.req.json().catch(() => null));
    if ('refusal' in change) return invalidInput(c, change.refusal, change.path, change.value);
    try {
      await modifySimOrder(c.var.db, c.var.market, c.var.simAccount.id, change.orderId, {
        quantity: change.quantity,
        orderType: change.orderType,
        limitPrice: change.orderType === 'LIMIT' ? roundToPaisa(change.price) : undefined,
      });
    } catch (e) {
      return refusal(c, e);
    }
    return upstoxSuccess(c, { order_id: change.orderId });
  });

  r.delete('/v2/order/cancel', async (c) => {
    const o = await orderOf(c, c.req.query('order_id'));
    if (!o) return notFound(c);
    const { db, market, simAccount } = c.var;
    try {
      // One cancel for both: a queued after-market order is cancelled as such.
      if (o.variety === 'amo') await cancelSimAmo(db, market, simAccount.id, o.order_id);
      else await cancelSimOrder(db, market, simAccount.id, o.order_id);
    } catch (e) {
      return refusal(c, e);
    }
    return upstoxSuccess(c, { order_id: o.order_id });
  });

  r.get('/v2/order/retrieve-all', async (c) => {
    const code = c.var.simAccount.client_code;
    return upstoxSuccess(
      c,
      (await ordersOf(c.var.db, c.var.simAccount.id)).map((o) => upstoxOrder(o, code)),
    );
  });

  r.get('/v2/order/details', async (c) => {
    const o = await orderOf(c, c.req.query('order_id'));
    return o ? upstoxSuccess(c, upstoxOrder(o, c.var.simAccount.client_code)) : notFound(c);
  });

  r.get('/v2/order/history', async (c) => {
    const tag = c.req.query('tag');
    const o = tag
      ? (await ordersOf(c.var.db, c.var.simAccount.id, 'tag = $2', [tag]))[0]
      : await orderOf(c, c.req.query('order_id'));
    if (!o) return notFound(c);
    const code = c.var.simAccount.client_code;
    return upstoxSuccess(
      c,
      (await historyOf(c.var.db, o.id)).map((s) => upstoxOrder(o, code, s)),
    );
  });

  r.get('/v2/order/trades', async (c) => {
    const o = await orderOf(c, c.req.query('order_id'));
    return o ? upstoxSuccess(c, upstoxTrades(o, await historyOf(c.var.db, o.id))) : notFound(c);
  });

  r.get('/v2/market-quote/ltp', async (c) => {
    const keys = (c.req.query('symbol') ?? '').split(',').filter(Boolean);
    if (keys.length === 0 || keys.length > 500)
      return invalidInput(c, 'Invalid symbol', 'symbol', c.req.query('symbol') ?? null);
    const data: Record<string, { last_price: number; instrument_token: string }> = {};
    for (const key of keys) {
      const isin = /^NSE_EQ\|([A-Z0-9]{12})$/.exec(key)?.[1];
      const symbol = INSTRUMENTS.find((i) => i.isin === isin)?.symbol;
      const ltp = symbol ? (await c.var.market.quote(symbol))?.ltp : undefined;
      if (symbol && ltp !== undefined) data[`NSE_EQ:${symbol}`] = { last_price: ltp, instrument_token: key };
    }
    return upstoxSuccess(c, data);
  });
  return r;
}
