import type { Trade } from '#contract/trading/types';
import type { BrokerDirectory } from '../broker/broker';
import { applyOrderUpdate } from './apply-order-update';
import { FINAL_TRADE_STATUSES } from './trade-status';
import type { TradeDeps } from './trade-types';

/** A trade whose last change is older than this asks the broker for its open lines again. */
export const REFRESH_AFTER_MS = 2_000;

/**
 * Asks the broker for the trade's open lines and applies what it says (postbacks may be late or
 * lost). Quietly does nothing when the broker session has ended or the broker cannot be reached:
 * the stored trade is still the answer. True when a line changed.
 */
export async function refreshTrade(
  deps: TradeDeps & { brokers: BrokerDirectory; brandId: string },
  trade: Trade & { id: number },
  { force = false }: { force?: boolean } = {},
): Promise<boolean> {
  if (FINAL_TRADE_STATUSES.includes(trade.status)) return false;
  if (!force && Date.now() - Date.parse(trade.updated_at) < REFRESH_AFTER_MS) return false;
  const broker = deps.brokers(deps.brandId, trade.broker_id);
  const { rows } = await deps.db.query<{
    access_token: string | null;
    expires_at: Date | null;
    id: number;
    broker_order_id: string;
  }>(
    `SELECT l.access_token, l.expires_at, o.id, o.broker_order_id
       FROM trades t JOIN broker_links l ON l.id = t.broker_link_id JOIN trade_orders o ON o.trade_id = t.id
      WHERE t.id = $1 AND o.broker_order_id IS NOT NULL AND o.status NOT IN ('COMPLETE', 'REJECTED', 'CANCELLED')`,
    [trade.id],
  );
  const token = rows[0]?.access_token;
  if (!broker || !token || !rows[0]?.expires_at || rows[0].expires_at <= deps.market.now()) return false;
  let changed = false;
  for (const row of rows) {
    try {
      const order = await broker.order(token, row.broker_order_id);
      if (!order) continue;
      const applied = await applyOrderUpdate(deps, order, { lineId: row.id });
      changed ||= applied?.changed ?? false;
    } catch {
      return changed;
    }
  }
  return changed;
}
