import { SHEET_NOTICE } from '#contract/rebalance-sheet';
import type { Queryable } from '../db/database';
import { log } from '../log';
import { addInAppNotice } from '../notices/in-app-notice';
import type { PushSender } from '../push/push-sender';

/** Each investment's rebalance from this sheet, told once: 'rebalance-sheet-<sheet>-<investment_hash>'. */
export const sheetDedupeKey = (sheetHash: string, investmentHash: string) =>
  `rebalance-sheet-${sheetHash}-${investmentHash}`;

/**
 * After a sheet is applied (docs/rebalance-from-sheet.md), as after a new version
 * (server/studio/versions-notices.ts): a push to each investor whose rebalance from this sheet is
 * pending, on the brand of the investment's broker link, when their 'rebalances' preference is on;
 * an in-app notice to each the push did not reach (no subscription, the kind off, the push failing).
 * The notice is idempotent per sheet and investment. Answers how many investments the push reached.
 */
export async function tellSheetInvestors(
  push: PushSender | undefined,
  db: Queryable,
  sheet: { id: number; hash: string },
): Promise<number> {
  const { rows } = await db.query<{ user_id: number; brand_id: string; investment_hash: string; basket: string }>(
    `SELECT i.user_id, bl.brand_id, i.investment_hash, b.name AS basket
       FROM rebalances r
       JOIN investments i ON i.id = r.investment_id
       JOIN broker_links bl ON bl.id = i.broker_link_id
       JOIN baskets b ON b.id = i.basket_id
      WHERE r.sheet_id = $1 AND r.status = 'pending' AND i.status = 'active'
      ORDER BY i.id`,
    [sheet.id],
  );
  let pushed = 0;
  for (const row of rows) {
    const url = `/account/investments/${encodeURIComponent(row.investment_hash)}/`;
    let reached = false;
    if (push) {
      try {
        const result = await push.notify(
          { userId: row.user_id, brandId: row.brand_id },
          {
            kind: 'rebalances',
            title: SHEET_NOTICE.title,
            body: SHEET_NOTICE.body(row.basket),
            url,
            tag: `rebalance-${row.investment_hash}`,
          },
        );
        reached = result.sent > 0;
      } catch (e) {
        log.warn('rebalance sheet push failed', {
          sheet: sheet.hash,
          error: e instanceof Error ? e.message : String(e),
        });
      }
    }
    if (reached) {
      pushed += 1;
      continue;
    }
    await addInAppNotice(db, {
      userId: row.user_id,
      kind: 'rebalance',
      title: SHEET_NOTICE.title,
      body: SHEET_NOTICE.body(row.basket),
      url,
      dedupeKey: sheetDedupeKey(sheet.hash, row.investment_hash),
    });
  }
  return pushed;
}
