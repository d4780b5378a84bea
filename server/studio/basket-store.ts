import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { istDateOf } from '#contract/locale/ist';
import type { basketCreateRequest, basketFields } from '#contract/studio/requests';
import type { Database, Queryable } from '../db/database';
import { latestVersion } from './studio-basket';
import type { MarketData } from '../market/market-data';

type Fields = z.output<typeof basketFields>;
type Create = z.output<typeof basketCreateRequest>;
type Stock = { symbol: string; weight: number; rationale: string };

/** The market clock's day in India (YYYY-MM-DD): a version's effective date and a launch date. */
export const todayIst = (now = new Date()) => istDateOf(now);

/** A new basket hash like the seed's ('quality-compounders'): the name's slug and six random letters. */
export function newBasketHash(name: string) {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const suffix = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  return `${slug || 'basket'}-${suffix}`;
}

/** The stocks with their symbols as the market data spells them ('tcs' is TCS). */
export const canonicalStocks = <S extends { symbol: string }>(market: MarketData, stocks: readonly S[]) =>
  stocks.map((s) => ({ ...s, symbol: market.instrument(s.symbol)?.symbol ?? s.symbol.toUpperCase() }));

/** Postgres' unique_violation: here, the adviser already has an open basket with this name. */
export const isNameTaken = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export async function replaceTags(db: Queryable, basketId: number, slugs: readonly string[]) {
  await db.query('DELETE FROM basket_tags WHERE basket_id = $1', [basketId]);
  await db.query(
    `INSERT INTO basket_tags (basket_id, tag_id) SELECT $1, id FROM basket_tag_names WHERE slug = ANY($2::text[])`,
    [basketId, [...slugs]],
  );
}

export async function replaceConstituents(db: Queryable, versionId: number, stocks: readonly Stock[]) {
  await db.query('DELETE FROM basket_constituents WHERE version_id = $1', [versionId]);
  await db.query(
    `INSERT INTO basket_constituents (version_id, symbol, weight, rationale)
     SELECT $1, s.symbol, s.weight, s.rationale
       FROM unnest($2::text[], $3::numeric[], $4::text[]) AS s (symbol, weight, rationale)`,
    [versionId, stocks.map((s) => s.symbol), stocks.map((s) => s.weight), stocks.map((s) => s.rationale)],
  );
}

const COLUMNS = [
  'name',
  'description',
  'methodology',
  'risk_type',
  'fund_type',
  'benchmark_id',
  'fee_kind',
  'fee_amount',
  'rebalance_frequency',
  'is_premium',
  'is_shareable',
  'fixed_minimum_amount',
] as const satisfies readonly (keyof Fields)[];

/** A new basket with version 1 (its stocks and their rationale), a draft or published today. */
export async function insertBasket(db: Queryable, adviserId: number, p: Create, today: string) {
  const hash = newBasketHash(p.name);
  const status = p.publish ? 'published' : 'draft';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO baskets (basket_hash, adviser_id, status, published_at, launch_date, ${COLUMNS.join(', ')})
     VALUES ($1, $2, $3, CASE WHEN $3 = 'published' THEN now() END, CASE WHEN $3 = 'published' THEN $4::date END,
             ${COLUMNS.map((_, i) => `$${i + 5}`).join(', ')})
     RETURNING id`,
    [hash, adviserId, status, today, ...COLUMNS.map((k) => p[k])],
  );
  const basketId = rows[0]!.id;
  const { rows: v } = await db.query<{ id: number }>(
    `INSERT INTO basket_versions (basket_id, version, effective_date, rationale) VALUES ($1, 1, $2, '') RETURNING id`,
    [basketId, today],
  );
  await replaceConstituents(db, v[0]!.id, p.constituents);
  await replaceTags(db, basketId, p.tag_slugs);
  return hash;
}

/** Changes the given fields of a basket (undefined: kept) and marks it updated. */
export async function updateFields(db: Queryable, basketId: number, p: Partial<Fields>) {
  const given = COLUMNS.filter((k) => p[k] !== undefined);
  const sets = given.map((k, i) => `${k} = $${i + 2}`);
  await db.query(`UPDATE baskets SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
    basketId,
    ...given.map((k) => p[k]),
  ]);
  if (p.tag_slugs) await replaceTags(db, basketId, p.tag_slugs);
}

/** The basket's PDF factsheet, replacing the one it had. */
export async function saveFactsheet(db: Queryable, basketId: number, fileName: string, content: Uint8Array) {
  await db.query(
    `INSERT INTO basket_factsheets (basket_id, file_name, content) VALUES ($1, $2, $3)
     ON CONFLICT (basket_id) DO UPDATE SET file_name = EXCLUDED.file_name, content = EXCLUDED.content,
                                           uploaded_at = now()`,
    [basketId, fileName, content],
  );
}

/** insertBasket in one transaction; answers the new basket's hash. */
export const createBasket = (db: Database, adviserId: number, p: Create, today: string) =>
  db.transaction((tx) => insertBasket(tx, adviserId, p, today));

/** The given fields of a basket and, when sent, its latest version's stocks, together. */
export async function editBasket(db: Database, basketId: number, p: Partial<Fields> & { constituents?: Stock[] }) {
  await db.transaction(async (tx) => {
    await updateFields(tx, basketId, p);
    const latest = await latestVersion(tx, basketId);
    if (p.constituents && latest) await replaceConstituents(tx, latest.id, p.constituents);
  });
}

/** Deletes the basket while it is a draft. */
export async function deleteDraft(db: Queryable, basketId: number) {
  await db.query("DELETE FROM baskets WHERE id = $1 AND status = 'draft'", [basketId]);
}
