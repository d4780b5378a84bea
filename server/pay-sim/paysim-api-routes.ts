import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { checkoutNotes, razorpayOrderRequest } from '../payments/razorpay/razorpay-wire';
import { merchantByKeyId, onMerchantSite, type PaySimMerchant } from './paysim-hosts';
import { simulatedCheckoutOrigin } from '../payments/razorpay/standard-checkout';
import { createPaymentLink, paymentLinkRequest } from './paysim-links';
import { createOrder, findOrder, findPayment, orderJson, paymentJson } from './paysim-orders';
import { refundPayment, refundRequest } from './paysim-refunds';

/** Razorpay's error envelope: `{ error: { code, description, source, step, reason, metadata, field } }`. */
const apiError = (c: Context, status: ContentfulStatusCode, description: string, field?: string) =>
  c.json(
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
    status,
    { 'Cache-Control': 'no-store' },
  );
const NO_KEY = 'Authentication failed';
const NO_SUCH_ID = 'The id provided does not exist';

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

/** `value` read with `schema`, or Razorpay's 400 naming the first bad field. */
function read<S extends z.ZodType>(c: Context, schema: S, value: unknown, prefix = '') {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data as z.output<S> };
  const field = prefix + (parsed.error.issues[0]?.path.join('.') || 'body');
  return { refused: apiError(c, 400, `The ${field} field is invalid.`, field) };
}

/** The JSON body read with `schema`. */
const bodyOf = async <S extends z.ZodType>(c: Context, schema: S) =>
  read(c, schema, await c.req.json().catch(() => null));

const json = (c: Context, body: object) => c.json(body, 200, { 'Cache-Control': 'no-store' });

/**
 * The provider's server API, as Razorpay's for the parts the product uses (docs/payment-provider.md):
 * orders, payments, refunds and Payment Links; JSON in and out, the merchant's key required (401).
 */
export function paySimApiRoutes() {
  const r = new Hono<AppEnv & { Variables: { merchant: PaySimMerchant } }>();
  r.use('/v1/*', async (c, next) => {
    const merchant = merchantOf(c);
    if (!merchant) return apiError(c, 401, NO_KEY);
    c.set('merchant', merchant);
    await next();
  });

  r.post('/v1/orders', async (c) => {
    const body = await bodyOf(c, razorpayOrderRequest);
    if (body.refused) return body.refused;
    const checkout = read(c, checkoutNotes, body.data.notes, 'notes.');
    if (checkout.refused) return checkout.refused;
    const merchant = c.var.merchant;
    const { callback_url, webhook_url } = checkout.data;
    if (!onMerchantSite(merchant, callback_url) || !onMerchantSite(merchant, webhook_url)) {
      return apiError(c, 400, "The callback and webhook URLs must be on the merchant's site.", 'notes');
    }
    return json(c, orderJson(await createOrder(c.var.db, merchant.keyId, body.data, checkout.data)));
  });

  r.get('/v1/orders/:id', async (c) => {
    const order = await findOrder(c.var.db, c.req.param('id'));
    if (!order || order.key_id !== c.var.merchant.keyId) return apiError(c, 400, NO_SUCH_ID);
    return json(c, orderJson(order));
  });

  // Razorpay's "fetch a payment": how the merchant learns what a return's payment moved.
  r.get('/v1/payments/:id', async (c) => {
    const payment = await findPayment(c.var.db, c.req.param('id'));
    if (!payment || payment.key_id !== c.var.merchant.keyId) return apiError(c, 400, NO_SUCH_ID);
    return json(c, paymentJson(payment));
  });

  r.post('/v1/payments/:id/refund', async (c) => {
    const body = await bodyOf(c, refundRequest);
    if (body.refused) return body.refused;
    const answer = await refundPayment(c.var.db, c.var.merchant.keyId, c.req.param('id'), body.data, new Date());
    if (!answer) return apiError(c, 400, NO_SUCH_ID);
    return 'error' in answer ? apiError(c, 400, answer.error, 'amount') : json(c, answer.refund);
  });

  r.post('/v1/payment_links', async (c) => {
    const body = await bodyOf(c, paymentLinkRequest);
    if (body.refused) return body.refused;
    const merchant = c.var.merchant;
    if (!onMerchantSite(merchant, body.data.callback_url)) {
      return apiError(c, 400, "The callback URL must be on the merchant's site.", 'callback_url');
    }
    const webhookUrl = body.data.notes.webhook_url;
    if (webhookUrl !== undefined && !onMerchantSite(merchant, webhookUrl)) {
      return apiError(c, 400, "The webhook URL must be on the merchant's site.", 'notes');
    }
    // The hosted page as the payer's browser reaches it: the `.localhost` twin for a loopback merchant page.
    const origin = simulatedCheckoutOrigin(merchant.brand, body.data.callback_url);
    const link = await createPaymentLink(c.var.db, merchant.keyId, body.data, origin, new Date());
    return link ? json(c, link) : apiError(c, 400, 'The reference_id provided is already used.', 'reference_id');
  });
  return r;
}
