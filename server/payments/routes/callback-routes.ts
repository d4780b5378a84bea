import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AppEnv } from '../../app-env';

const TRANSACTION = /^[A-Za-z0-9_-]{1,64}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The checkout's fields, from the query string (GET) or the form Razorpay posts (POST). */
async function fieldsOf(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody().catch(() => ({}));
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') fields[k] = v;
  }
  return fields;
}

/**
 * Where the checkout sends the payer back (docs/payments.md, "The return"): Standard Checkout's
 * `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature` become the status page's return
 * (`transaction`, `payment_id`, `status`, `signature`), which the page posts to complete-payment, where
 * the signature is checked against our own order id and the payment asked of the provider. A failed
 * payment comes back unsigned (`error[…]`): the page then shows the transaction, which the provider's
 * webhook settles. Nothing is settled here, and nothing read here is trusted: this only redirects, so
 * it takes Razorpay's cross-site POST without a CSRF token. Mounted before the CSRF check.
 */
export function paymentCallbackRoutes() {
  const r = new Hono<AppEnv>();
  const back = async (c: Context<AppEnv>) => {
    const f = await fieldsOf(c);
    const status = new URL('/payment/status/', c.req.url);
    if (TRANSACTION.test(f.transaction ?? '')) status.searchParams.set('transaction', f.transaction!);
    const paymentId = f.razorpay_payment_id ?? '';
    const signature = f.razorpay_signature ?? '';
    // A Payment Link's return is signed over the link, not an order: the page shows the transaction, which
    // payment_link.paid settles (decision 0280).
    const link = f.razorpay_payment_link_id !== undefined;
    if (status.search && !link && PAYMENT_ID.test(paymentId) && SIGNATURE.test(signature)) {
      status.searchParams.set('payment_id', paymentId);
      status.searchParams.set('status', 'success');
      status.searchParams.set('signature', signature);
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${status.pathname}${status.search}`, 303);
  };
  r.get(at(API.payments.callback), back);
  r.post(at(API.payments.callback), back);
  return r;
}
