import type { FieldErrors } from '#contract/http/envelope';
import type { ConstituentsEditRequest } from '#contract/studio/requests';
import { VERSION_MESSAGES } from '#contract/studio/versions-messages';
import type { Database, Queryable } from '../db/database';
import { createPendingRebalances } from '../investments/create-pending-rebalances';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { checkConstituents, keepRationales, sameStocks, type VersionStock } from './versions-rules';

/** A second identical publish this soon after the first is the same click sent twice: answered as the first. */
const REPLAY_WINDOW_SECONDS = 120;

export type PublishOutcome =
  | { kind: 'published'; basketId: number; basketHash: string; versionId: number; version: number; pending: number }
  | { kind: 'replayed'; basketHash: string; versionId: number; version: number; pending: number }
  | { kind: 'notFound' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; errors: FieldErrors };

interface Locked {
  id: number;
  status: string;
  owner_user_id: number | null;
}

async function latestVersion(tx: Queryable, basketId: number) {
  const { rows } = await tx.query<{ id: number; version: number; rationale: string; age: number }>(
    `SELECT id, version, rationale, extract(epoch FROM now() - created_at)::float8 AS age
       FROM basket_versions WHERE basket_id = $1 ORDER BY version DESC LIMIT 1`,
    [basketId],
  );
  const latest = rows[0];
  if (!latest) return undefined;
  const { rows: stocks } = await tx.query<VersionStock>(
    `SELECT symbol, round(weight * 100)::int AS hundredths, rationale FROM basket_constituents WHERE version_id = $1`,
    [latest.id],
  );
  return { ...latest, stocks };
}

async function insertVersion(tx: Queryable, basketId: number, next: number, today: string, rationale: string) {
  // One version per IST day (UNIQUE (basket_id, effective_date)): a second publish on the same day takes
  // effect the next day, as the rebalance it brings is traded on a later market day anyway.
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO basket_versions (basket_id, version, effective_date, rationale)
     SELECT $1, $2, greatest(max(effective_date) + 1, $3::date), $4 FROM basket_versions WHERE basket_id = $1
     RETURNING id`,
    [basketId, next, today, rationale],
  );
  return rows[0]!.id;
}

/**
 * constituents edit (docs/studio.md, "New versions and rebalances"): in one transaction, with the basket
 * row locked so two identical submits make one version, the new version and its stocks, and a pending
 * rebalance for every active investment in the basket. Notifying them is the caller's, after commit.
 */
export async function publishVersion(
  db: Database,
  market: MarketData,
  userId: number,
  request: ConstituentsEditRequest,
): Promise<PublishOutcome> {
  const checked = checkConstituents(market, request.constituents);
  if ('errors' in checked) return { kind: 'invalid', errors: checked.errors };
  const rationale = request.rationale.trim();
  return db.transaction(async (tx): Promise<PublishOutcome> => {
    const { rows } = await tx.query<Locked>(
      `SELECT b.id, b.status, a.user_id AS owner_user_id FROM baskets b JOIN advisers a ON a.id = b.adviser_id
        WHERE b.basket_hash = $1 FOR UPDATE OF b`,
      [request.basket_hash],
    );
    const basket = rows[0];
    if (!basket || basket.owner_user_id !== userId) return { kind: 'notFound' };
    if (basket.status === 'draft') return { kind: 'conflict', message: VERSION_MESSAGES.draft };
    if (basket.status === 'closed') return { kind: 'conflict', message: VERSION_MESSAGES.closed };
    const latest = await latestVersion(tx, basket.id);
    if (latest && sameStocks(latest.stocks, checked.stocks)) {
      if (latest.rationale === rationale && latest.age < REPLAY_WINDOW_SECONDS) {
        const { rows: p } = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM rebalances WHERE to_version_id = $1 AND sheet_id IS NULL`,
          [latest.id],
        );
        const base = { basketHash: request.basket_hash, versionId: latest.id, version: latest.version };
        return { kind: 'replayed', ...base, pending: p[0]!.n };
      }
      return { kind: 'invalid', errors: { constituents: VERSION_MESSAGES.nothingChanged } };
    }
    const stocks = keepRationales(checked.stocks, latest?.stocks ?? []);
    const version = (latest?.version ?? 0) + 1;
    const versionId = await insertVersion(tx, basket.id, version, istDateOf(market.now()), rationale);
    for (const s of stocks)
      await tx.query(
        `INSERT INTO basket_constituents (version_id, symbol, weight, rationale) VALUES ($1, $2, $3::numeric / 100, $4)`,
        [versionId, s.symbol, s.hundredths, s.rationale],
      );
    const pending = await createPendingRebalances(tx, basket.id, versionId);
    return { kind: 'published', basketId: basket.id, basketHash: request.basket_hash, versionId, version, pending };
  });
}
