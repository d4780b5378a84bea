import { Hono, type Context } from 'hono';
import { routePath as at } from '#contract/http/api-paths';
import { TAX_API } from '#contract/tax/tax-paths';
import { saleEstimateRequest, statementQuery, type SaleEstimateBody, type TaxStatementBody } from '#contract/tax/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { privateByDefault } from '../../blog/blog-access';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';
import { istDateOf } from '../../market/ist';
import { capitalGainsStatement } from '../capital-gains-statement';
import { saleEstimate } from '../sale-estimate';
import { statementPdf, statementXlsx } from '../statement-documents';

const API = TAX_API.tax;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const jsonBody = { badBody: jsonBodyNeeded('{"investment": "…", "sells": [{"symbol": "TCS", "quantity": 2}]}') };

const statementOf = (c: Context<UserEnv>, fy: string) =>
  capitalGainsStatement(c.var.db, { id: c.var.user.id, brandId: c.var.brand.id }, fy, istDateOf(c.var.market.now()));

/** A download: private, named by the year, never sniffed. */
function download(c: Context, s: TaxStatementBody, ext: 'xlsx' | 'pdf', body: Uint8Array, type: string) {
  cacheScope(c, 'private');
  c.header('Content-Disposition', `attachment; filename="capital-gains-${s.financial_year}.${ext}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(body), 200, { 'Content-Type': type });
}

/**
 * The signed-in investor's tax figures (docs/tax.md): the capital gains statement of a financial year as JSON,
 * XLSX and PDF, and the estimate of what a rebalance or an exit would sell. A year that is not one, is before the
 * rates table or has not begun answers 400; someone else's investment 404.
 */
export function taxRoutes() {
  const r = new Hono<AppEnv>();
  for (const path of Object.values(API)) r.use(at(path), privateByDefault);

  r.get(at(API.statement), requireUser, validate('query', statementQuery), async (c) => {
    const s = await statementOf(c, c.req.valid('query').fy);
    cacheScope(c, 'private');
    return ok<TaxStatementBody>(c, s);
  });

  r.get(at(API.statementXlsx), requireUser, validate('query', statementQuery), async (c) => {
    const s = await statementOf(c, c.req.valid('query').fy);
    return download(c, s, 'xlsx', await statementXlsx(s), XLSX_TYPE);
  });

  r.get(at(API.statementPdf), requireUser, validate('query', statementQuery), async (c) => {
    const s = await statementOf(c, c.req.valid('query').fy);
    const who = `${c.var.user.name || c.var.user.email} · ${c.var.user.email}`;
    return download(c, s, 'pdf', await statementPdf(s, who), 'application/pdf');
  });

  r.post(at(API.saleEstimate), requireUser, validate('json', saleEstimateRequest, jsonBody), async (c) => {
    cacheScope(c, 'private');
    return ok<SaleEstimateBody>(c, await saleEstimate(c, c.req.valid('json')));
  });

  return r;
}
