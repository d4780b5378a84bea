import { Hono, type Context } from 'hono';
import { holdingsOf } from './sim-books';
import { error, field, limitOrderRate, requireKiteVersion, requireToken, success, type ApiEnv } from './sim-kite-http';
import { instrumentToken, kiteHolding, kiteMargins, kiteOrder } from './sim-kite-shapes';
import { historyOf, ordersOf } from './sim-order-store';
import { createOrderRateLimit, type OrderRateLimit } from './sim-order-rate';
import { amoApiRoutes } from './sim-amo-routes';
import { roundToPaisa } from '#contract/money/paise';
import { readProtection } from './sim-protection';
import { simSessionRoutes } from './sim-session-routes';
import {
  cancelSimOrder,
  modifySimOrder,
  NO_ORDER,
  placeSimOrder,
  SimOrderRefused,
  type NewSimOrder,
} from './sim-trading';

const TAG = /^[A-Za-z0-9_-]{1,20}$/;
/** A market order's refusal for its `market_protection` (./sim-protection.ts), or undefined when it has a valid one. */
function protectionRefusal(form: Record<string, unknown>): string | undefined {
  const protection = readProtection(field(form, 'market_protection'), 'MARKET');
  return 'refusal' in protection ? protection.refusal : undefined;
}

export function readOrder(c: Context<ApiEnv>, form: Record<string, unknown>): NewSimOrder | string {
  const symbol = c.var.market.instrument(field(form, 'tradingsymbol') ?? '')?.symbol;
  const side = field(form, 'transaction_type');
  const orderType = field(form, 'order_type');
  const quantity = Number(field(form, 'quantity'));
  const price = field(form, 'price') === undefined ? null : Number(field(form, 'price'));
  const tag = field(form, 'tag') ?? '';
  if (!symbol || field(form, 'exchange') !== 'NSE') return 'Invalid `tradingsymbol`.';
  if (side !== 'BUY' && side !== 'SELL') return 'Invalid `transaction_type`.';
  if (orderType !== 'MARKET' && orderType !== 'LIMIT') return 'Invalid `order_type`.';
  if (field(form, 'product') !== 'CNC') return 'Invalid `product`.';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000) return 'Invalid `quantity`.';
  if (orderType === 'LIMIT' && (price === null || !Number.isFinite(price) || price <= 0 || price > 1e7)) {
    return 'Invalid `price`.';
  }
  if (orderType === 'MARKET') {
    const refusal = protectionRefusal(form);
    if (refusal) return refusal;
  }
  if (!TAG.test(tag)) return 'Invalid `tag`: 1 to 20 letters, digits, - or _.';
  return { symbol, side, orderType, quantity, limitPrice: orderType === 'LIMIT' ? roundToPaisa(price!) : null, tag };
}

type Run = (c: Context<ApiEnv>, orderId: string, form: Record<string, unknown>) => Promise<void>;

/** A change to an open order: Kite's { order_id }, or its refusal (DataException 404 for an order it has not). */
const change = (run: Run) => async (c: Context<ApiEnv>) => {
  const orderId = c.req.param('orderId') ?? '';
  try {
    await run(c, orderId, c.req.method === 'PUT' ? await c.req.parseBody() : {});
  } catch (e) {
    if (!(e instanceof SimOrderRefused)) throw e;
    const missing = e.message === NO_ORDER;
    return error(c, missing ? 404 : 400, missing ? 'DataException' : 'OrderException', e.message);
  }
  return success(c, { order_id: orderId });
};

const modifyRegular: Run = async (c, orderId, form) => {
  const quantity = field(form, 'quantity') === undefined ? undefined : Number(field(form, 'quantity'));
  const orderType = field(form, 'order_type');
  const price = field(form, 'price') === undefined ? undefined : Number(field(form, 'price'));
  if (quantity !== undefined && (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000)) {
    throw new SimOrderRefused('Invalid `quantity`.');
  }
  if (orderType !== undefined && orderType !== 'MARKET' && orderType !== 'LIMIT') {
    throw new SimOrderRefused('Invalid `order_type`.');
  }
  const refusal = orderType === 'MARKET' ? protectionRefusal(form) : undefined;
  if (refusal) throw new SimOrderRefused(refusal);
  if (price !== undefined && (!Number.isFinite(price) || price <= 0)) throw new SimOrderRefused('Invalid `price`.');
  await modifySimOrder(c.var.db, c.var.market, c.var.simAccount.id, orderId, {
    quantity,
    orderType,
    limitPrice: price === undefined ? undefined : roundToPaisa(price),
  });
};

/** POST /orders/regular: the order's id, or Kite's InputException for a request it cannot take. */
async function placeRegular(c: Context<ApiEnv>) {
  const order = readOrder(c, await c.req.parseBody());
  if (typeof order === 'string') return error(c, 400, 'InputException', order);
  const orderId = await placeSimOrder(c.var.db, c.var.market, c.var.simAccount.id, c.var.simApp.apiKey, order);
  return success(c, { order_id: orderId });
}

/**
 * The broker's API as Kite Connect v3's (docs/brokers.md): form bodies in, Kite's JSON out, the paths
 * and exceptions Kite uses. `orderRate` counts the app's order requests (Kite's ten a second).
 */
export function simApiRoutes({ orderRate = createOrderRateLimit() }: { orderRate?: OrderRateLimit } = {}) {
  const r = new Hono<ApiEnv>();
  for (const path of ['/session/*', '/user/*', '/portfolio/*', '/orders', '/orders/*']) r.use(path, requireKiteVersion);
  r.use('/orders/*', limitOrderRate(orderRate));
  r.route('/', simSessionRoutes());
  for (const path of ['/user/*', '/portfolio/*', '/orders', '/orders/*', '/quote/*']) r.use(path, requireToken);

  // Kite's LTP quote: `i=NSE:INFY&i=NSE:TCS`, answered for the instruments it knows, keyed as asked.
  r.get('/quote/ltp', async (c) => {
    const data: Record<string, { instrument_token: number; last_price: number }> = {};
    for (const i of c.req.queries('i') ?? []) {
      const [exchange, symbol] = i.split(':');
      const known = exchange === 'NSE' && symbol ? c.var.market.instrument(symbol) : undefined;
      const ltp = known && (await c.var.market.quote(known.symbol))?.ltp;
      if (known && ltp) data[i] = { instrument_token: instrumentToken(known.symbol), last_price: ltp };
    }
    return success(c, data);
  });

  r.get('/user/margins', (c) => success(c, kiteMargins(c.var.simAccount.cash, c.var.simAccount.blocked)));

  r.get('/portfolio/holdings', async (c) => {
    const rows = await holdingsOf(c.var.db, c.var.simAccount.id);
    const answer = [];
    for (const h of rows) {
      const ltp = (await c.var.market.quote(h.symbol))?.ltp ?? h.average_price;
      answer.push(kiteHolding(h, ltp, c.var.market.instrument(h.symbol)?.isin ?? ''));
    }
    return success(c, answer);
  });

  r.post('/orders/regular', placeRegular);
  r.put('/orders/regular/:orderId', change(modifyRegular));
  r.delete(
    '/orders/regular/:orderId',
    change((c, orderId) => cancelSimOrder(c.var.db, c.var.market, c.var.simAccount.id, orderId)),
  );

  amoApiRoutes(r);

  r.get('/orders', async (c) => {
    const code = c.var.simAccount.client_code;
    return success(
      c,
      (await ordersOf(c.var.db, c.var.simAccount.id)).map((o) => kiteOrder(o, code)),
    );
  });
  r.get('/orders/:orderId', async (c) => {
    const [o] = await ordersOf(c.var.db, c.var.simAccount.id, 'order_id = $2', [c.req.param('orderId')]);
    if (!o) return error(c, 404, 'DataException', NO_ORDER);
    const code = c.var.simAccount.client_code;
    return success(
      c,
      (await historyOf(c.var.db, o.id)).map((s) => kiteOrder(o, code, s)),
    );
  });
  return r;
}
