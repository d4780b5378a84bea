import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { payGateOrderRequest } from '../payments/paygate-wire';
import { merchantByKeyId, onMerchantSite, type PaySimMerchant } from './paysim-hosts';
import { createOrder, findOrder, findPayment, orderJson, paymentJson } from './paysim-orders';

const apiError = (c: Context, status: ContentfulStatusCode, code: string, description: string) =>
  c.json({ error: { code, description } }, status, { 'Cache-Control': 'no-store' });

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** HTTP Basic `key_id:key_secret`, as Razorpay's API takes them. */
function merchantOf(c: Context): PaySimMerchant | undefined {
  const m = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(c.req.header('authorization') ?? '');
  if (!m) return undefined;
  const [keyId = '', ...rest] = Buffer.from(m[1]!, 'base64').toString('utf8').split(':');
  const merchant = merchantByKeyId(c.var.devRoots.paygate, keyId);
  return merchant && sameText(rest.join(':'), merchant.keySecret) ? merchant : undefined;
}

/** The provider's server API (Razorpay's Orders and Payments API shapes): JSON in and out, the merchant's key required. */
export function paySimApiRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/v1/orders', async (c) => {
    const merchant = merchantOf(c);
    if (!merchant) return apiError(c, 401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = payGateOrderRequest.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return apiError(c, 400, 'BAD_REQUEST_ERROR', `The ${field} field is invalid.`);
    }
    const o = parsed.data;
    if (!onMerchantSite(merchant, o.callback_url) || !onMerchantSite(merchant, o.webhook_url)) {
      return apiError(c, 400, 'BAD_REQUEST_ERROR', "The callback and webhook URLs must be on the merchant's site.");
    }
    const order = await createOrder(c.var.db, merchant.keyId, o);
    return c.json(orderJson(order), 200, { 'Cache-Control': 'no-store' });
  });

  r.get('/v1/orders/:id', async (c) => {
    const merchant = merchantOf(c);
    if (!merchant) return apiError(c, 401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
    const order = await findOrder(c.var.db, c.req.param('id'));
    if (!order || order.key_id !== merchant.keyId) {
      return apiError(c, 404, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    return c.json(orderJson(order), 200, { 'Cache-Control': 'no-store' });
  });

  // Razorpay's "fetch a payment": how the merchant learns what a return's payment moved.
  r.get('/v1/payments/:id', async (c) => {
    const merchant = merchantOf(c);
    if (!merchant) return apiError(c, 401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
    const payment = await findPayment(c.var.db, c.req.param('id'));
    if (!payment || payment.key_id !== merchant.keyId) {
      return apiError(c, 404, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    return c.json(paymentJson(payment), 200, { 'Cache-Control': 'no-store' });
  });
  return r;
}
