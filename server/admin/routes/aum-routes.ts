import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { aumLedgerQuery, type AumLedgerBody } from '#contract/admin/types';
import { AUM_PAGE_SIZE } from '#contract/admin/rules';
import type { AppEnv } from '../../app-env';
import { adminOnly } from '../admin-guard';
import { allAdvisers, aumCsv, aumRows, aumTotals } from '../aum-store';
import { addDays } from '../../market/ist';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { pageCount } from '../../db/paging';

/** The AUM ledger (docs/admin.md, "AUM ledger"): by default the last 30 days to the latest close. */
export function adminAumRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.admin.aumLedger), ...adminOnly, validate('query', aumLedgerQuery), async (c) => {
    const q = c.req.valid('query');
    const latest = c.var.market.historyBounds().to;
    const to = q.to ?? (q.from && q.from > latest ? q.from : latest);
    const from = q.from ?? addDays(to, -30);
    const filter = { from, to, adviser: q.adviser };
    if (q.format === 'csv') {
      const { rows } = await aumRows(c.var.db, filter, null);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="aum-ledger-${from}-to-${to}.csv"`);
      return c.body(aumCsv(rows));
    }
    const [{ rows, total }, totals, advisers] = await Promise.all([
      aumRows(c.var.db, filter, q.page),
      aumTotals(c.var.db, filter),
      allAdvisers(c.var.db),
    ]);
    return ok<AumLedgerBody>(c, {
      rows,
      page: q.page,
      pages: pageCount(total, AUM_PAGE_SIZE),
      total,
      from,
      to,
      totals,
      advisers,
    });
  });

  return r;
}
