import type { TradeStatus } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import { log } from '../log';
import { tellRebalances, versionRebalances } from '../notices/rebalance-notices';
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

/**
 * Tells each investor with a pending rebalance to `toVersionId`, as a constituents edit does
 * (server/notices/rebalance-notices.ts): a push, and an in-app notice where the push does not reach.
 * Answers the number of pushes that reached; a failing query is logged, as a failing push is, and
 * answers 0 (the version is published whatever the telling does).
 */
export async function notifyRebalancesAvailable(
  push: PushSender | undefined,
  db: Queryable,
  toVersionId: number,
): Promise<number> {
  try {
    return await tellRebalances(push, db, versionRebalances(toVersionId));
  } catch (e) {
    log.warn('rebalance notices failed', { version: toVersionId, error: e instanceof Error ? e.message : String(e) });
    return 0;
  }
}
