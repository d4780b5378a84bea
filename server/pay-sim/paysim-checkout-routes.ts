import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { paySimCsrfAccepted, paySimCsrfToken } from './paysim-csrf';
import { merchantByKeyId } from './paysim-hosts';
import { findOrder, type PaySimOrder } from './paysim-orders';
import { checkoutPage, donePage, notFoundPage, paySimCsp } from './paysim-page';
import { OUTCOMES, recordPayment, signedReturnUrl, type Outcome } from './paysim-payments';

const EXPIRED = { message: 'This page has expired. Choose again.', status: 403 } as const;
const NO_CHOICE = { message: 'Choose one of the buttons below.', status: 400 } as const;

function html(c: Context, order: PaySimOrder | undefined, body: string, status: 200 | 400 | 403 | 404) {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', paySimCsp(order ? new URL(order.callback_url).origin : null));
  return c.html(body, status);
}

function show(c: Context, order: PaySimOrder, error?: { message: string; status: 400 | 403 }) {
  const merchant = merchantByKeyId(c.var.devRoots.paygate, order.key_id)!;
  const common = { merchant: order.merchant_name, description: order.description, amountPaise: order.amount };
  if (order.payment_id && order.payment_status) {
    const returnUrl = signedReturnUrl(order, merchant, order.payment_id, order.payment_status);
    return html(c, order, donePage({ ...common, status: order.payment_status, returnUrl }).value, 200);
  }
  const page = checkoutPage({
    ...common,
    action: `/pay/${order.id}`,
    csrfToken: paySimCsrfToken(c),
    error: error?.message,
  });
  return html(c, order, page.value, error?.status ?? 200);
}

/**
 * The hosted checkout page (docs/payment-provider.md): GET /pay/<order id> shows the merchant, what is
 * paid for and the amount; the payer's choice comes back as a form post (its own CSRF token), is
 * recorded as the order's one payment, and the browser goes 303 to the merchant's callback URL with
 * the signed return.
 */
export function paySimCheckoutRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/pay/:order', async (c) => {
    const order = await findOrder(c.var.db, c.req.param('order'));
    if (!order) return html(c, undefined, notFoundPage().value, 404);
    return show(c, order);
  });

  r.post('/pay/:order', async (c) => {
    const order = await findOrder(c.var.db, c.req.param('order'));
    if (!order) return html(c, undefined, notFoundPage().value, 404);
    const form = await c.req.parseBody();
    if (!paySimCsrfAccepted(c, form.csrf)) return show(c, order, EXPIRED);
    const outcome = OUTCOMES.find((o) => o === form.outcome) as Outcome | undefined;
    if (!outcome) return show(c, order, NO_CHOICE);
    const { paymentId, status } = await recordPayment(c.var.db, order, outcome, new Date());
    c.header('Cache-Control', 'no-store');
    return c.redirect(
      signedReturnUrl(order, merchantByKeyId(c.var.devRoots.paygate, order.key_id)!, paymentId, status),
      303,
    );
  });
  return r;
}
