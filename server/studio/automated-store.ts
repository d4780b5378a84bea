import { randomBytes } from 'node:crypto';
import type { AutomatedRules } from '#contract/studio/automated-rules';
import type { Proposal, ProposalLine } from '#contract/studio/types';
import type { z } from 'zod';
import type { automatedCreateRequest } from '#contract/studio/requests';
import type { Database, Queryable } from '../db/database';

type CreateFields = Omit<z.output<typeof automatedCreateRequest>, 'rules'>;

export interface AutomatedBasketRow {
  id: number;
  basket_hash: string;
  status: string;
  rebalance_frequency: 'monthly' | 'quarterly';
  rules: AutomatedRules;
}

/** A draft automated basket with its rules; tags that exist are attached. Answers its id and hash. */
export async function insertAutomatedBasket(tx: Queryable, adviserId: number, f: CreateFields, rules: AutomatedRules) {
  const hash = randomBytes(9).toString('base64url');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO baskets (basket_hash, adviser_id, name, description, methodology, fixed_minimum_amount, risk_type,
                          fund_type, benchmark_id, is_premium, is_shareable, status, fee_kind, fee_amount,
                          rebalance_frequency, is_automated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, $14, true) RETURNING id`,
    [
      hash,
      adviserId,
      f.name,
      f.description,
      f.methodology,
      f.fixed_minimum_amount,
      f.risk_type,
      f.fund_type,
      f.benchmark_id,
      f.is_premium,
      f.is_shareable,
      f.fee_kind,
      f.fee_amount,
      f.rebalance_frequency,
    ],
  );
  const id = rows[0]!.id;
  await tx.query('INSERT INTO basket_rules (basket_id, rules) VALUES ($1, $2::jsonb)', [id, JSON.stringify(rules)]);
  if (f.tag_slugs.length > 0)
    await tx.query(
      `INSERT INTO basket_tags (basket_id, tag_id) SELECT $1, id FROM basket_tag_names WHERE slug = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [id, f.tag_slugs],
    );
  return { id, hash };
}

const BASKET_COLUMNS = `b.id, b.basket_hash, b.status, b.rebalance_frequency, r.rules`;

/** The adviser's automated basket by hash, or undefined (another's, a hand-made one, none). */
export async function ownAutomatedBasket(db: Queryable, adviserId: number, hash: string) {
  const { rows } = await db.query<AutomatedBasketRow>(
    `SELECT ${BASKET_COLUMNS} FROM baskets b JOIN basket_rules r ON r.basket_id = b.id
      WHERE b.basket_hash = $1 AND b.adviser_id = $2 AND b.is_automated`,
    [hash, adviserId],
  );
  return rows[0];
}

/** Automated baskets the rebalance job looks at: published, with rules. */
export async function liveAutomatedBaskets(db: Queryable) {
  const { rows } = await db.query<AutomatedBasketRow>(
    `SELECT ${BASKET_COLUMNS} FROM baskets b JOIN basket_rules r ON r.basket_id = b.id
      WHERE b.is_automated AND b.status = 'published' ORDER BY b.id`,
  );
  return rows;
}

export async function saveRules(db: Queryable, basketId: number, rules: AutomatedRules) {
  await db.query('UPDATE basket_rules SET rules = $2::jsonb, updated_at = now() WHERE basket_id = $1', [
    basketId,
    JSON.stringify(rules),
  ]);
  await db.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basketId]);
}

/** The latest version's weights by symbol (empty before the first publish). */
export async function latestWeights(db: Queryable, basketId: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ symbol: string; weight: string }>(
    `SELECT c.symbol, c.weight::text AS weight FROM basket_constituents c
      WHERE c.version_id = (SELECT id FROM basket_versions WHERE basket_id = $1 ORDER BY version DESC LIMIT 1)`,
    [basketId],
  );
  return new Map(rows.map((r) => [r.symbol, Number(r.weight)]));
}

interface ProposalRow {
  id: number;
  as_of: string;
  lines: ProposalLine[];
  dropped: string[];
  status: 'open' | 'published' | 'superseded';
  version_id: number | null;
  created_at: Date | string;
}
const PROPOSAL_COLUMNS = `id, to_char(as_of, 'YYYY-MM-DD') AS as_of, lines, dropped, status, version_id, created_at`;

export const toProposal = (r: ProposalRow): Proposal => ({
  id: r.id,
  as_of: r.as_of,
  lines: r.lines,
  dropped: r.dropped,
  created_at: new Date(r.created_at).toISOString(),
});

/** The proposal, locked for the rest of the transaction. */
export async function lockProposal(tx: Queryable, basketId: number, id: number) {
  const { rows } = await tx.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM basket_proposals WHERE basket_id = $1 AND id = $2 FOR UPDATE`,
    [basketId, id],
  );
  return rows[0];
}

/**
 * Stores what the rules chose for `asOf`, the open proposal it replaces superseded (an open one of the
 * same date is replaced outright). Undefined when that date's proposal is already published, or when
 * `onlyIfNew` and the date has one (the job: another process got there first).
 */
export async function storeProposal(
  tx: Queryable,
  basketId: number,
  asOf: string,
  proposed: { lines: ProposalLine[]; dropped: string[] },
  { onlyIfNew = false }: { onlyIfNew?: boolean } = {},
) {
  if (!onlyIfNew)
    await tx.query("DELETE FROM basket_proposals WHERE basket_id = $1 AND as_of = $2 AND status = 'open'", [
      basketId,
      asOf,
    ]);
  const { rows: taken } = await tx.query('SELECT 1 FROM basket_proposals WHERE basket_id = $1 AND as_of = $2', [
    basketId,
    asOf,
  ]);
  if (taken.length > 0) return undefined;
  await tx.query("UPDATE basket_proposals SET status = 'superseded' WHERE basket_id = $1 AND status = 'open'", [
    basketId,
  ]);
  const { rows } = await tx.query<ProposalRow>(
    `INSERT INTO basket_proposals (basket_id, as_of, lines, dropped) VALUES ($1, $2, $3::jsonb, $4::jsonb)
     ON CONFLICT DO NOTHING RETURNING ${PROPOSAL_COLUMNS}`,
    [basketId, asOf, JSON.stringify(proposed.lines), JSON.stringify(proposed.dropped)],
  );
  return rows[0];
}

/** A new automated basket and its first proposal, together; answers its hash and the proposal. */
export function createAutomatedBasket(
  db: Database,
  basket: { adviserId: number; fields: CreateFields; rules: AutomatedRules },
  asOf: string,
  proposed: { lines: ProposalLine[]; dropped: string[] },
) {
  return db.transaction(async (tx) => {
    const created = await insertAutomatedBasket(tx, basket.adviserId, basket.fields, basket.rules);
    const row = await storeProposal(tx, created.id, asOf, proposed);
    return { basket_hash: created.hash, proposal: toProposal(row!) };
  });
}
