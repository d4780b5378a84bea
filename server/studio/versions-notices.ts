import { VERSION_MESSAGES } from '#contract/studio-versions-messages';
import type { Queryable } from '../db/database';
import { addInAppNotice } from '../notices/in-app-notice';
import type { PushSender } from '../push/push-sender';
import { pushRebalancesAvailable } from '../push/trading-notifications';

interface PendingRow {
  user_id: number;
  investment_hash: string;
  basket: string;
  version: number;
}

/** Each investment's rebalance to this version, told once: 'rebalance-<investment_hash>-<version>'. */
export const rebalanceDedupeKey = (investmentHash: string, version: number) => `rebalance-${investmentHash}-${version}`;

async function pendingTo(db: Queryable, versionId: number) {
  const { rows } = await db.query<PendingRow>(
    `SELECT i.user_id, i.investment_hash, b.name AS basket, v.version
       FROM rebalances r
       JOIN investments i ON i.id = r.investment_id
       JOIN baskets b ON b.id = i.basket_id
       JOIN basket_versions v ON v.id = r.to_version_id
      WHERE r.to_version_id = $1 AND r.sheet_id IS NULL AND r.status = 'pending' AND i.status = 'active'`,
    [versionId],
  );
  return rows;
}

/**
 * After a new version is committed (docs/studio.md, "New versions and rebalances"): a push to every
 * investor with a pending rebalance to it, and an in-app notice to each investment's user the push did
 * not reach (no subscription on that brand, the kind turned off, or the push service failing). Both
 * are idempotent per investment and version. Returns how many investments the push reached.
 */
export async function tellInvestors(push: PushSender | undefined, db: Queryable, versionId: number): Promise<number> {
  const report = await pushRebalancesAvailable(push, db, versionId);
  let pushed = 0;
  for (const row of await pendingTo(db, versionId)) {
    if (report.reached.get(row.investment_hash)) {
      pushed += 1;
      continue;
    }
    await addInAppNotice(db, {
      userId: row.user_id,
      kind: 'rebalance',
      title: VERSION_MESSAGES.noticeTitle,
      body: VERSION_MESSAGES.noticeBody(row.basket),
      url: `/account/investments/${encodeURIComponent(row.investment_hash)}/`,
      dedupeKey: rebalanceDedupeKey(row.investment_hash, row.version),
    });
  }
  return pushed;
}

/** For a replayed publish: the investments with a pending rebalance to it that got no in-app notice. */
export async function pushedBefore(db: Queryable, versionId: number): Promise<number> {
  const rows = await pendingTo(db, versionId);
  if (rows.length === 0) return 0;
  const { rows: told } = await db.query<{ dedupe_key: string }>(
    'SELECT dedupe_key FROM in_app_notices WHERE dedupe_key = ANY($1::text[])',
    [rows.map((r) => rebalanceDedupeKey(r.investment_hash, r.version))],
  );
  return rows.length - told.length;
}
