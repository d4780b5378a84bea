import type { TradeStatus } from '#contract/trading';
import type { Queryable } from '../db/database';
import { log } from '../log';
import type { PushSender } from './push-sender';

/**
 * The order issue's use of the push channel (docs/push.md, "Orders and rebalances"): a trade that
 * has just become final, and rebalances a newly published version makes available. Each goes to the
 * user's browsers on the brand the broker link belongs to, when their preference for the kind is on.
 * A push that fails is logged; the screens read the same state anyway.
 */

const TRADE_TEXT: Partial<Record<TradeStatus, { title: string; body: (basket: string) => string }>> = {
  complete: { title: 'Order complete', body: (b) => `Every order for ${b} is complete.` },
  partial: { title: 'Order partly done', body: (b) => `Some orders for ${b} did not fill in full. Open it to fix.` },
  rejected: { title: 'Order rejected', body: (b) => `Your broker rejected the orders for ${b}.` },
  cancelled: { title: 'Order cancelled', body: (b) => `The orders for ${b} were cancelled.` },
};

/** The copy of a trade's final status, or undefined for a status that is not final. */
export const tradeNotice = (status: TradeStatus, basket: string) => {
  const text = TRADE_TEXT[status];
  return text && { title: text.title, body: text.body(basket) };
};

export async function notifyTradeFinal(
  push: PushSender | undefined,
  db: Queryable,
  trade: { hash: string; status: TradeStatus },
): Promise<void> {
  const notice = tradeNotice(trade.status, '');
  if (!push || !notice) return;
  try {
    const { rows } = await db.query<{ user_id: number; brand_id: string; basket: string }>(
      `SELECT t.user_id, l.brand_id, b.name AS basket
         FROM trades t JOIN broker_links l ON l.id = t.broker_link_id JOIN baskets b ON b.id = t.basket_id
        WHERE t.trade_hash = $1`,
      [trade.hash],
    );
    const row = rows[0];
    if (!row) return;
    await push.notify(
      { userId: row.user_id, brandId: row.brand_id },
      {
        kind: 'orders',
        ...tradeNotice(trade.status, row.basket)!,
        url: `/account/orders/?trade=${encodeURIComponent(trade.hash)}`,
        tag: `trade-${trade.hash}`,
      },
    );
  } catch (e) {
    log.warn('order push failed', { trade: trade.hash, error: e instanceof Error ? e.message : String(e) });
  }
}

/** Per investment with a pending rebalance to a version: whether a push reached one of its user's browsers. */
export interface RebalancePushReport {
  sent: number;
  /** investment_hash → true when at least one browser took the push. */
  reached: Map<string, boolean>;
}

/** One notification per investment with a pending rebalance to `toVersionId`; the number of pushes sent. */
export async function notifyRebalancesAvailable(
  push: PushSender | undefined,
  db: Queryable,
  toVersionId: number,
): Promise<number> {
  return (await pushRebalancesAvailable(push, db, toVersionId)).sent;
}

/**
 * notifyRebalancesAvailable, telling which investments' users it reached (the studio tells the rest in
 * the app, server/studio/versions-notices.ts). An investment missing from `reached` was not tried (no
 * push sender, or the query failed): treat it as not reached.
 */
export async function pushRebalancesAvailable(
  push: PushSender | undefined,
  db: Queryable,
  toVersionId: number,
): Promise<RebalancePushReport> {
  const report: RebalancePushReport = { sent: 0, reached: new Map() };
  if (!push) return report;
  try {
    const { rows } = await db.query<{ user_id: number; brand_id: string; basket: string; investment_hash: string }>(
      `SELECT i.user_id, l.brand_id, b.name AS basket, i.investment_hash
         FROM rebalances r
         JOIN investments i ON i.id = r.investment_id
         JOIN broker_links l ON l.id = i.broker_link_id
         JOIN baskets b ON b.id = i.basket_id
        WHERE r.to_version_id = $1 AND r.sheet_id IS NULL AND r.status = 'pending' AND i.status = 'active'`,
      [toVersionId],
    );
    for (const row of rows) {
      const result = await push.notify(
        { userId: row.user_id, brandId: row.brand_id },
        {
          kind: 'rebalances',
          title: 'Rebalance available',
          body: `${row.basket} has new weights. Review the changes to your investment.`,
          url: `/account/investments/${encodeURIComponent(row.investment_hash)}/`,
          tag: `rebalance-${row.investment_hash}`,
        },
      );
      report.sent += result.sent;
      report.reached.set(row.investment_hash, result.sent > 0);
    }
  } catch (e) {
    log.warn('rebalance push failed', { version: toVersionId, error: e instanceof Error ? e.message : String(e) });
  }
  return report;
}
