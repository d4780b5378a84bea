import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { PAYMENT_LINK_SENT } from '../rules/dealer-rules';
import { DEALER_REPORT_TITLES, isDealerReport } from '#contract/dealer/route-rules';
import {
  dealerClientsQuery,
  dealerReportQuery,
  paymentLinkRequest,
  type DealerClientsBody,
  type DealerPlansBody,
  type DealerReportBody,
  type PaymentLinkSentBody,
} from '#contract/dealer/types';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { listClients } from '../clients';
import { listDealerPlans } from '../dealer-plans';
import { sendPaymentLink } from '../payment-link';
import { exportFileName, reportCsv, reportXlsx } from '../report-export';
import { runReport, type ReportScope } from '../reports';
import { fail, ok } from '../../http/envelope';
import { originOf, paymentRefusal } from '../../payments/payment-answers';
import { validate } from '../../http/validate';

const scopeOf = (c: { var: UserEnv['Variables'] }): ReportScope => ({
  dealerId: c.var.user.id,
  brandId: c.var.brand.id,
  now: new Date(),
});

/**
 * The dealer area's calls (docs/dealer.md): the dealer's own clients, the four reports (JSON, CSV or
 * XLSX), the plans on sale and sending a payment link. A visitor gets 401, a user who is no dealer 404.
 */
export function dealerRoutes() {
  const r = new Hono<UserEnv>();
  r.use('/dealer/*', requireUser, requireRole('dealer'));

  r.get(at(API.dealer.clients), validate('query', dealerClientsQuery), async (c) => {
    cacheScope(c, 'private');
    const { q, page } = c.req.valid('query');
    return ok<DealerClientsBody>(c, await listClients(c.var.db, scopeOf(c), q, page));
  });

  r.get(at(API.dealer.plans), async (c) => {
    cacheScope(c, 'private');
    return ok<DealerPlansBody>(c, { plans: await listDealerPlans(c.var.db) });
  });

  r.get('/dealer/reports/:name/', validate('query', dealerReportQuery), async (c) => {
    const name = c.req.param('name');
    if (!isDealerReport(name)) return fail(c, 404, 'There is no such report.');
    cacheScope(c, 'private');
    const q = c.req.valid('query');
    const scope = scopeOf(c);
    if (q.from && q.to && q.from > q.to)
      return fail(c, 400, 'The start date is after the end date.', { from: 'Before the end date' });
    if (q.format === 'json') return ok<DealerReportBody>(c, await runReport(c.var.db, name, scope, q));
    const report = await runReport(c.var.db, name, scope, q, true);
    const file = exportFileName(name, scope.now, q.format);
    c.header('Content-Disposition', `attachment; filename="${file}"`);
    c.header('Cache-Control', 'private, no-store');
    if (q.format === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(reportCsv(report));
    }
    c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return c.body(reportXlsx(report, DEALER_REPORT_TITLES[name]));
  });

  r.post(at(API.dealer.paymentLink), validate('json', paymentLinkRequest), async (c) => {
    cacheScope(c, 'private');
    const { client, plan, client_key } = c.req.valid('json');
    try {
      const link = await sendPaymentLink(c.var.db, {
        dealerId: c.var.user.id,
        clientId: client,
        planId: plan,
        clientKey: client_key,
        brand: c.var.brand,
        origin: originOf(c),
        now: new Date(),
      });
      return ok<PaymentLinkSentBody>(c, {
        message: PAYMENT_LINK_SENT,
        link: link.id,
        expires_at: new Date(link.expires_at).toISOString(),
      });
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });
  return r;
}
