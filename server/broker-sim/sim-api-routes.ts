import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SimErrorType, SimHolding, SimMargins, SimSessionData } from '../broker/sim-wire';
import { accountOfToken, endAccessToken, exchangeRequestToken, holdingsOf, type SimAccount } from './sim-books';
import { amoApiRoutes } from './sim-amo-routes';
import { simApp, type SimApp } from './sim-hosts';
import type { SimEnv } from './sim-login-routes';
import { orderJson, ordersOf } from './sim-order-store';
import { roundPaise } from './sim-rules';
import {
  cancelSimOrder,
  modifySimOrder,
  NO_ORDER,
  placeSimOrder,
  SimOrderRefused,
  type NewSimOrder,
} from './sim-trading';

export type ApiEnv = SimEnv & { Variables: { simApp: SimApp; simAccount: SimAccount } };

export const success = <T>(c: Context, data: T) => c.json({ status: 'success', data });
export const error = (c: Context, status: ContentfulStatusCode, type: SimErrorType, message: string) =>
  c.json({ status: 'error', error_type: type, message }, status);
const tokenError = (c: Context) => error(c, 403, 'TokenException', 'Incorrect `api_key` or `access_token`.');

export const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : undefined;
const TAG = /^[A-Za-z0-9_-]{1,20}$/;

/** `Authorization: token api_key:access_token`, a live session of this company's app. */
const requireToken = createMiddleware<ApiEnv>(async (c, next) => {
  const m = /^token ([^:\s]{1,80}):([A-Za-z0-9_-]{1,80})$/.exec(c.req.header('authorization') ?? '');
  const app = m ? simApp(c.var.devRoots.broker, c.var.simCompany, m[1]) : undefined;
  if (!m || !app) return tokenError(c);
  const account = await accountOfToken(c.var.db, c.var.simCompany.key, app.apiKey, m[2]!, c.var.market.now());
  if (!account) return tokenError(c);
  c.set('simApp', app);
  c.set('simAccount', account);
  await next();
});

export function readOrder(c: Context<ApiEnv>, form: Record<string, unknown>): NewSimOrder | string {
  const symbol = c.var.market.instrument(field(form, 'tradingsymbol') ?? '')?.symbol;
  const side = field(form, 'transaction_type');
  const orderType = field(form, 'order_type');
  const quantity = Number(field(form, 'quantity'));
  const price = field(form, 'price') === undefined ? null : Number(field(form, 'price'));
  const tag = field(form, 'tag') ?? '';
  if (!symbol) return 'Invalid `tradingsymbol`.';
  if (side !== 'BUY' && side !== 'SELL') return 'Invalid `transaction_type`.';
  if (orderType !== 'MARKET' && orderType !== 'LIMIT') return 'Invalid `order_type`.';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000) return 'Invalid `quantity`.';
  if (orderType === 'LIMIT' && (price === null || !Number.isFinite(price) || price <= 0 || price > 1e7)) {
    return 'Invalid `price`.';
  }
  if (!TAG.test(tag)) return 'Invalid `tag`: 1 to 20 letters, digits, - or _.';
  return { symbol, side, orderType, quantity, limitPrice: orderType === 'LIMIT' ? roundPaise(price!) : null, tag };
}

/** The broker's API, shaped as Kite Connect v3's (docs/brokers.md): form bodies in, JSON out. */
export function simApiRoutes() {
  const r = new Hono<ApiEnv>();

  r.post('/session/token', async (c) => {
    const form = await c.req.parseBody();
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, field(form, 'api_key'));
    const requestToken = field(form, 'request_token') ?? '';
    const checksum = Buffer.from(field(form, 'checksum') ?? '');
    if (!app) return error(c, 403, 'TokenException', 'Invalid `api_key`.');
    const expected = Buffer.from(
      createHash('sha256').update(`${app.apiKey}${requestToken}${app.apiSecret}`).digest('hex'),
    );
    if (checksum.length !== expected.length || !timingSafeEqual(checksum, expected)) {
      return error(c, 403, 'TokenException', 'Invalid `checksum`.');
    }
    const s = await exchangeRequestToken(c.var.db, app.apiKey, requestToken, c.var.market.now());
    if (!s) return error(c, 403, 'TokenException', 'Token is invalid or has expired.');
    return success<SimSessionData>(c, {
      user_id: s.clientCode,
      access_token: s.accessToken,
      expires_at: s.expiresAt.toISOString(),
    });
  });

  r.delete('/session/token', async (c) => {
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, c.req.query('api_key'));
    const token = c.req.query('access_token');
    if (app && token) await endAccessToken(c.var.db, app.apiKey, token, c.var.market.now());
    return success(c, true);
  });

  r.use('/user/*', requireToken);
  r.use('/portfolio/*', requireToken);
  r.use('/orders', requireToken);
  r.use('/orders/*', requireToken);

  r.get('/user/margins', (c) => {
    const { cash, blocked } = c.var.simAccount;
    const net = roundPaise(cash - blocked);
    return success<SimMargins>(c, { equity: { net, available: { cash: net }, utilised: { blocked } } });
  });

  r.get('/portfolio/holdings', async (c) => {
    const rows = await holdingsOf(c.var.db, c.var.simAccount.id);
    return success<SimHolding[]>(
      c,
      rows.map((h) => ({ tradingsymbol: h.symbol, quantity: h.quantity, average_price: h.average_price })),
    );
  });

  r.post('/orders/regular', async (c) => {
    const order = readOrder(c, await c.req.parseBody());
    if (typeof order === 'string') return error(c, 400, 'InputException', order);
    const orderId = await placeSimOrder(c.var.db, c.var.market, c.var.simAccount.id, c.var.simApp.apiKey, order);
    return success(c, { order_id: orderId });
  });

  type Run = (c: Context<ApiEnv>, orderId: string, form: Record<string, unknown>) => Promise<void>;
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
  r.put(
    '/orders/regular/:orderId',
    change(async (c, orderId, form) => {
      const quantity = field(form, 'quantity') === undefined ? undefined : Number(field(form, 'quantity'));
      const orderType = field(form, 'order_type');
      const price = field(form, 'price') === undefined ? undefined : Number(field(form, 'price'));
      if (quantity !== undefined && (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000)) {
        throw new SimOrderRefused('Invalid `quantity`.');
      }
      if (orderType !== undefined && orderType !== 'MARKET' && orderType !== 'LIMIT') {
        throw new SimOrderRefused('Invalid `order_type`.');
      }
      if (price !== undefined && (!Number.isFinite(price) || price <= 0)) throw new SimOrderRefused('Invalid `price`.');
      await modifySimOrder(c.var.db, c.var.market, c.var.simAccount.id, orderId, {
        quantity,
        orderType,
        limitPrice: price === undefined ? undefined : roundPaise(price),
      });
    }),
  );
  r.delete(
    '/orders/regular/:orderId',
    change((c, orderId) => cancelSimOrder(c.var.db, c.var.market, c.var.simAccount.id, orderId)),
  );

  amoApiRoutes(r);

  r.get('/orders', async (c) => {
    const code = c.var.simAccount.client_code;
    return success(
      c,
      (await ordersOf(c.var.db, c.var.simAccount.id)).map((o) => orderJson(o, code)),
    );
  });
  r.get('/orders/:orderId', async (c) => {
    const [o] = await ordersOf(c.var.db, c.var.simAccount.id, 'order_id = $2', [c.req.param('orderId')]);
    if (!o) return error(c, 404, 'DataException', NO_ORDER);
    return success(c, orderJson(o, c.var.simAccount.client_code));
  });
  return r;
}
