import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { paySimCsrfAccepted, paySimCsrfToken } from './paysim-csrf';
import { merchantByKeyId } from './paysim-hosts';
import { findLink, linkReturnUrl, payLinkAttempt, type PaySimLink } from './paysim-link-pay';
import { checkoutPage, linkClosedPage, notFoundPage, paySimCsp } from './paysim-page';

const EXPIRED = 'This page has expired. Choose again.';
const NO_CHOICE = 'Choose one of the buttons below.';
const FAILED = 'The payment failed. You can pay again.';

function html(c: Context, link: PaySimLink | undefined, body: string, status: 200 | 400 | 403 | 404) {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', paySimCsp(link ? new URL(link.callback_url).origin : null));
  return c.html(body, status);
}

/** The link's page: the payer's choice, or, once paid or expired, what happened and the way back. */
function show(c: Context<AppEnv>, link: PaySimLink, error?: { message: string; status: 200 | 400 | 403 }) {
  const common = { merchant: link.notes.merchant_name ?? '', description: link.description, amountPaise: link.amount };
  if (link.status === 'paid' && link.payment_id) {
    const merchant = merchantByKeyId(c.var.devRoots.paygate, link.key_id)!;
    const returnUrl = linkReturnUrl(link, link.payment_id, merchant.keySecret);
    return html(c, link, linkClosedPage({ ...common, returnUrl }).value, 200);
  }
  if (new Date(link.expire_by).getTime() <= Date.now()) return html(c, link, linkClosedPage(common).value, 200);
  const csrfToken = paySimCsrfToken(c, '/l/');
  const page = checkoutPage({ ...common, action: `/l/${link.id}`, payOrFail: true, csrfToken, error: error?.message });
  return html(c, link, page.value, error?.status ?? 200);
}

/**
 * A Payment Link's hosted page (its `short_url`, decision 0280; Razorpay's are on rzp.io): GET /l/<id>
 * shows the merchant, what is paid for and the amount with Pay and Fail; the choice comes back as a
 * form post (the site's own CSRF token). Paid, the browser goes 303 to the link's callback URL with
 * Razorpay's link parameters and signature, and payment_link.paid is queued; failed, the page says so
 * and the link can be paid again.
 */
export function paySimLinkRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/l/:link', async (c) => {
    const link = await findLink(c.var.db, c.req.param('link'));
    return link ? show(c, link) : html(c, undefined, notFoundPage().value, 404);
  });

  r.post('/l/:link', async (c) => {
    const link = await findLink(c.var.db, c.req.param('link'));
    if (!link) return html(c, undefined, notFoundPage().value, 404);
    const form = await c.req.parseBody();
    if (!paySimCsrfAccepted(c, form.csrf)) return show(c, link, { message: EXPIRED, status: 403 });
    if (form.outcome !== 'success' && form.outcome !== 'failure')
      return show(c, link, { message: NO_CHOICE, status: 400 });
    const attempt = await payLinkAttempt(c.var.db, link.id, form.outcome, new Date());
    const now = (await findLink(c.var.db, link.id))!;
    if (attempt.kind === 'failed') return show(c, now, { message: FAILED, status: 200 });
    if (attempt.kind === 'closed') return show(c, now);
    const merchant = merchantByKeyId(c.var.devRoots.paygate, link.key_id)!;
    c.header('Cache-Control', 'no-store');
    return c.redirect(linkReturnUrl(now, attempt.paymentId, merchant.keySecret), 303);
  });
  return r;
}
