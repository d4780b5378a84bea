import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { invoiceOf, invoicePdf } from '../../subscriptions/invoice-pdf';
import { fail } from '../../http/envelope';

/** The GST tax invoice of a paid transaction (docs/payments.md, "Invoices"): the owner's only, else 404. */
export function paymentInvoiceRoutes() {
  const r = new Hono<UserEnv>();
  r.get(at(API.payments.invoice(':transaction')), requireUser, async (c) => {
    const id = c.req.param('transaction') ?? '';
    const invoice = /^txn_[a-z0-9]{1,60}$/.test(id) ? await invoiceOf(c.var.db, c.var.user.id, id) : undefined;
    if (!invoice) return fail(c, 404, 'There is no invoice for this transaction.');
    cacheScope(c, 'private');
    c.header('Content-Disposition', `inline; filename="invoice-${invoice.id}.pdf"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(invoicePdf(invoice)), 200, { 'Content-Type': 'application/pdf' });
  });
  return r as unknown as Hono<AppEnv>;
}
