import { SHEET_LIMITS, type RebalanceSheetBody, type SheetTarget } from '#contract/rebalance-sheets/types';
import type { BrandConfig } from '../../brands/schema';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { followedWeights, heldWeights, stockChanges, type Weights } from '../investments/followed-weights';
import { holdingsAt } from '../investments/investment-view';
import { holdingsOf } from '../investments/investment-store';
import { refusalsPage, sheetSummary, type StoredSheet } from './sheet-store';

interface TargetInvestment {
  id: number;
  investment_hash: string;
  status: 'active' | 'closed';
  version_id: number;
  email: string;
  client: string;
  basket_hash: string;
  basket: string;
  broker_id: string;
}

/** A page of the sheet's investments, in the order of their first row in the file. */
async function investmentsPage(db: Queryable, sheetId: number, page: number): Promise<TargetInvestment[]> {
  const per = SHEET_LIMITS.targetsPerPage;
  const { rows } = await db.query<TargetInvestment>(
    `SELECT i.id, i.investment_hash, i.status, i.version_id, u.email, COALESCE(c.name, u.name) AS client,
            b.basket_hash, b.name AS basket, bl.broker_id
       FROM (SELECT investment_id, min(row_number) AS first_row FROM rebalance_sheet_targets WHERE sheet_id = $1
              GROUP BY investment_id ORDER BY first_row, investment_id LIMIT $2 OFFSET $3) p
       JOIN investments i ON i.id = p.investment_id
       JOIN users u ON u.id = i.user_id
       LEFT JOIN customers c ON c.user_id = u.id
       JOIN baskets b ON b.id = i.basket_id
       JOIN broker_links bl ON bl.id = i.broker_link_id
      ORDER BY p.first_row, p.investment_id`,
    [sheetId, per, (page - 1) * per],
  );
  return rows;
}

/** symbol → weight per key, from rows of (key, symbol, weight). */
function weightsBy<K>(rows: readonly { key: K; symbol: string; weight: number }[]): Map<K, Weights> {
  const out = new Map<K, Weights>();
  for (const r of rows) out.set(r.key, { ...out.get(r.key), [r.symbol]: r.weight });
  return out;
}

/** The targets of one page: each stock's weight now (holdings at last prices), its target, and what changes. */
async function targetsOf(
  db: Queryable,
  market: MarketData,
  brand: BrandConfig,
  sheetId: number,
  page: number,
): Promise<SheetTarget[]> {
  const investments = await investmentsPage(db, sheetId, page);
  if (investments.length === 0) return [];
  const ids = investments.map((i) => i.id);
  const [{ rows: targetRows }, { rows: versionRows }, holdings] = await Promise.all([
    db.query<{ key: number; symbol: string; weight: number; row: number }>(
      `SELECT investment_id AS key, symbol, weight::float8 AS weight, row_number AS row FROM rebalance_sheet_targets
        WHERE sheet_id = $1 AND investment_id = ANY($2::int[])`,
      [sheetId, ids],
    ),
    db.query<{ key: number; symbol: string; weight: number }>(
      `SELECT version_id AS key, symbol, weight::float8 AS weight FROM basket_constituents
        WHERE version_id = ANY($1::int[])`,
      [[...new Set(investments.map((i) => i.version_id))]],
    ),
    holdingsOf(db, ids),
  ]);
  const targets = weightsBy(targetRows);
  const versions = weightsBy(versionRows);
  const symbols = [
    ...new Set([...targetRows.map((r) => r.symbol), ...[...holdings.values()].flat().map((h) => h.symbol)]),
  ];
  const prices = await market.ltp(symbols);
  return investments.map((i) => {
    const current = heldWeights(holdingsAt(market, holdings.get(i.id) ?? [], prices));
    const followed = followedWeights(versions.get(i.version_id) ?? {}, current);
    return {
      investment: i.investment_hash,
      investmentStatus: i.status,
      client: { name: i.client, email: i.email },
      basket: { hash: i.basket_hash, name: i.basket },
      broker: brand.brokers.find((b) => b.id === i.broker_id)?.name ?? i.broker_id,
      rows: [...new Set(targetRows.filter((r) => r.key === i.id).map((r) => r.row))].sort((a, b) => a - b),
      stocks: stockChanges(followed, targets.get(i.id) ?? {}, current).map((s) => ({
        ...s,
        name: market.instrument(s.symbol)?.name ?? s.symbol,
      })),
    };
  });
}

/** The preview (or the applied result) of a stored sheet: a page of targets and a page of refused rows. */
export async function sheetBody(
  db: Queryable,
  market: MarketData,
  brand: BrandConfig,
  sheet: StoredSheet,
  pages: { page: number; refusalsPage: number },
): Promise<RebalanceSheetBody> {
  const pageCount = Math.max(1, Math.ceil(sheet.targets / SHEET_LIMITS.targetsPerPage));
  const page = Math.min(pages.page, pageCount);
  const [targetsPage, refused] = await Promise.all([
    targetsOf(db, market, brand, sheet.id, page),
    refusalsPage(db, sheet.id, pages.refusalsPage),
  ]);
  const applyBy = new Date(new Date(sheet.created_at).getTime() + SHEET_LIMITS.applyWithinHours * 3_600_000);
  return {
    ...sheetSummary(sheet),
    applyBy: applyBy.toISOString(),
    targetsPage,
    page,
    pages: pageCount,
    refusals: refused.refusals,
    refusalsPage: refused.page,
    refusalsPages: refused.pages,
  };
}
