import type { ConstituentsEditBody } from '#contract/studio/types';
import type { Database } from '../db/database';
import { createPendingRebalances } from '../investments/create-pending-rebalances';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import type { PushSender } from '../push/push-sender';
import { notifyRebalancesAvailable } from '../push/trading-notifications';
import { lockProposal } from './automated-store';

export type PublishOutcome =
  { published: ConstituentsEditBody; basketId: number; launched: boolean } | { missing: true } | { superseded: true };

/**
 * Publishes an automated basket's proposal (docs/studio.md, "Automated baskets"): a new version with
 * its lines and the adviser's rationale; the first one launches the draft (version 1, published),
 * later ones give every investor a pending rebalance and a notification. Idempotent: the proposal row
 * is locked, and a proposal already published answers the version it made.
 */
export async function publishProposal(
  db: Database,
  market: MarketData,
  push: PushSender | undefined,
  basket: { id: number; basket_hash: string },
  proposalId: number,
  rationale: string,
): Promise<PublishOutcome> {
  const today = istDateOf(market.now());
  type Done =
    | { missing: true }
    | { superseded: true }
    | { versionId: number | null; version: number; pending: number; launched: boolean };
  const done = await db.transaction(async (tx): Promise<Done> => {
    const p = await lockProposal(tx, basket.id, proposalId);
    if (!p) return { missing: true };
    if (p.status === 'superseded') return { superseded: true };
    if (p.status === 'published') {
      const { rows } = await tx.query<{ version: number; pending: number }>(
        `SELECT v.version, (SELECT count(*)::int FROM rebalances r WHERE r.to_version_id = v.id AND r.sheet_id IS NULL) AS pending
           FROM basket_versions v WHERE v.id = $1`,
        [p.version_id],
      );
      return { versionId: null, version: rows[0]!.version, pending: rows[0]!.pending, launched: false };
    }
    const { rows } = await tx.query<{ id: number; version: number }>(
      `INSERT INTO basket_versions (basket_id, version, effective_date, rationale)
       SELECT $1, coalesce(max(version), 0) + 1, greatest(max(effective_date) + 1, $2::date), $3
         FROM basket_versions WHERE basket_id = $1
       RETURNING id, version`,
      [basket.id, today, rationale],
    );
    const version = rows[0]!;
    for (const line of p.lines)
      await tx.query(
        'INSERT INTO basket_constituents (version_id, symbol, weight, rationale) VALUES ($1, $2, $3, $4)',
        [version.id, line.symbol, line.weight.toFixed(2), line.reason],
      );
    await tx.query("UPDATE basket_proposals SET status = 'published', version_id = $2 WHERE id = $1", [
      p.id,
      version.id,
    ]);
    const launched = version.version === 1;
    if (launched)
      await tx.query(
        `UPDATE baskets SET status = 'published', published_at = now(), launch_date = $2::date, updated_at = now()
          WHERE id = $1 AND status = 'draft'`,
        [basket.id, today],
      );
    else await tx.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basket.id]);
    const pending = launched ? 0 : await createPendingRebalances(tx, basket.id, version.id);
    return { versionId: version.id, version: version.version, pending, launched };
  });
  if (!('version' in done)) return done;
  const pushed = done.versionId && done.pending > 0 ? await notifyRebalancesAvailable(push, db, done.versionId) : 0;
  return {
    basketId: basket.id,
    launched: done.launched,
    published: { basket_hash: basket.basket_hash, version: done.version, pending_rebalances: done.pending, pushed },
  };
}
