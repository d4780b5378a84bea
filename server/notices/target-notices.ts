import type { Queryable } from '../db/database';
import type { InvestmentView } from '../investments/investment-reader';
import type { InvestmentRow } from '../investments/investment-store';
import { targetReachedNow } from '../investments/investment-view';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
import type { InvestmentNoticeDraft } from './investment-notice-store';

/** The brand's display name, for the notice's words. */
type BrandName = (row: InvestmentRow) => string;

/**
 * The app path a target or stop-loss notice opens: the investment with its exit review ready
 * (decision 0302: there is no trim proposal, so a reached target opens the same review as a
 * breached stop-loss). The page reads `review=exit` and opens the close dialog, which only previews
 * the orders: nothing is placed without the investor's tap.
 */
export const exitReviewUrl = (row: InvestmentRow) =>
  `/account/investments/${encodeURIComponent(row.investment_hash)}/?review=exit`;

/**
 * Records a target crossing once (target_reached_at, kept until the investor changes or removes the
 * target) and answers the row as recorded: an active investment whose value is at or above its target
 * at the market's last prices. Two processes finding it at once record one time (the first).
 */
export async function recordTargetReached(db: Queryable, view: InvestmentView, now: Date): Promise<InvestmentRow> {
  const { row, figures } = view;
  if (
    row.status !== 'active' ||
    row.target_percent === null ||
    row.target_reached_at !== null ||
    !targetReachedNow(figures.invested, figures.current_value, row.target_percent)
  ) {
    return row;
  }
  await db.query('UPDATE investments SET target_reached_at = $2 WHERE id = $1 AND target_reached_at IS NULL', [
    row.id,
    now.toISOString(),
  ]);
  const { rows } = await db.query<{ target_reached_at: Date | string | null }>(
    'SELECT target_reached_at FROM investments WHERE id = $1',
    [row.id],
  );
  const at = rows[0]?.target_reached_at;
  return { ...row, target_reached_at: at ? new Date(at).toISOString() : null };
}

/** The notice of a reached target, keyed by the crossing's time: a new target that is reached again is told again. */
export function targetNotice(row: InvestmentRow, brandName: BrandName): InvestmentNoticeDraft | undefined {
  if (row.target_reached_at === null || row.target_percent === null) return undefined;
  return {
    userId: row.user_id,
    brandId: row.brand_id,
    kind: 'target',
    dedupeKey: `target-${row.investment_hash}-${new Date(row.target_reached_at).getTime()}`,
    title: INVESTMENT_NOTICE.targetTitle,
    body: INVESTMENT_NOTICE.targetBody({ brand: brandName(row), basket: row.basket_name, percent: row.target_percent }),
    url: exitReviewUrl(row),
  };
}
