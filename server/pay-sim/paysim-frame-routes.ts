import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { CHECKOUT_SCRIPT_PATH } from '../payments/razorpay/standard-checkout';
import { CHECKOUT_JS, FRAME_JS } from './paysim-checkout-js';
import { frameCss, frameCsp, framePage } from './paysim-frame-page';
import { merchantByKeyId } from './paysim-hosts';
import { findOrder, type PaymentStatus } from './paysim-orders';
import { notFoundPage, paySimCsp } from './paysim-page';
import { OUTCOMES, checkoutResponse, recordPayment } from './paysim-payments';

const frameQuery = z.object({
  key_id: z.string().max(100),
  order_id: z.string().max(40),
  name: z.string().max(120).optional(),
  email: z.string().max(200).optional(),
  contact: z.string().max(20).optional(),
  color: z.string().max(20).optional(),
});
const choice = z.object({ order_id: z.string().max(40), outcome: z.enum(OUTCOMES) });

const DONE: Record<PaymentStatus, string> = {
  captured: 'This order is paid.',
  failed: 'This payment failed. Start again from the merchant to retry.',
  pending: 'The bank has not answered yet; the merchant will be told.',
};

const script = (c: Context, body: string) =>
  c.body(body, 200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });

const refusal = (c: Context, status: 400 | 403 | 404, description: string) =>
  c.json({ error: { code: 'BAD_REQUEST_ERROR', description } }, status, { 'Cache-Control': 'no-store' });

/**
 * Standard Checkout on the simulated checkout's host (docs/payment-provider.md, "Standard Checkout"):
 * Checkout.js, the frame it opens over the merchant's page and the frame's script, and the frame's
 * payment call. Mounted before the /v1/ API's key check: the browser holds no key, only the order.
 */
export function paySimFrameRoutes() {
  const r = new Hono<AppEnv>();
  r.get(CHECKOUT_SCRIPT_PATH, (c) => script(c, CHECKOUT_JS));
  r.get('/v1/checkout/frame.js', (c) => script(c, FRAME_JS));

  r.get('/v1/checkout/public', async (c) => {
    const q = frameQuery.safeParse(c.req.query());
    const order = q.success ? await findOrder(c.var.db, q.data.order_id) : undefined;
    c.header('Cache-Control', 'no-store');
    // Razorpay opens an order only with the key of the merchant that made it.
    if (!q.success || !order || order.key_id !== q.data.key_id) {
      c.header('Content-Security-Policy', paySimCsp(null));
      return c.html(notFoundPage().value, 404);
    }
    const css = frameCss(q.data.color);
    c.header('Content-Security-Policy', frameCsp(css, new URL(order.callback_url).origin));
    const done = order.payment_status ? DONE[order.payment_status] : undefined;
    return c.html(framePage({ order, css, prefill: q.data, done }).value);
  });

  // The frame's own call: a custom header and JSON, which no other site's page can send here without a
  // CORS preflight this host never grants (the checkout's CSRF guard for its frame; no cookie needed).
  r.post('/v1/checkout/public', async (c) => {
    const site = c.req.header('sec-fetch-site');
    if (c.req.header('x-paygate-frame') !== '1' || (site !== undefined && site !== 'same-origin')) {
      return refusal(c, 403, 'This call is only for the checkout window.');
    }
    const body = choice.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return refusal(c, 400, 'Choose one of the buttons.');
    const order = await findOrder(c.var.db, body.data.order_id);
    if (!order) return refusal(c, 404, 'The id provided does not exist');
    const { paymentId, status } = await recordPayment(c.var.db, order, body.data.outcome, new Date());
    const merchant = merchantByKeyId(c.var.devRoots.paygate, order.key_id)!;
    const answer = checkoutResponse(order, merchant, paymentId, status);
    if (status !== 'failed') return c.json(answer, 200, { 'Cache-Control': 'no-store' });
    // Checkout.js's payment.failed: `{ error: { code, description, source, step, reason, metadata } }`.
    const error = Object.fromEntries(
      Object.entries(answer).map(([k, v]) => [
        k.slice('error['.length, -1),
        k === 'error[metadata]' ? JSON.parse(v) : v,
      ]),
    );
    return c.json({ error }, 200, { 'Cache-Control': 'no-store' });
  });
  return r;
}
