import type { OrderSide, OrderStatus, TradeKind, TradeStatus } from '#contract/trading/types';
import type { BrokerOrder } from '../broker/broker';
import type { Queryable } from '../db/database';
import { log } from '../log';
import { istDateOf } from '../market/ist';
import { sessionPriceBand } from '../market/price-band';
import { parseLineTag } from './trade-ids';
import { notifyTradeFinal } from '../push/trading-notifications';
import { isFinal, nextOrderStatus, tradeStatus, FINAL_TRADE_STATUSES } from './trade-status';
import type { TradeDeps } from './trade-types';
import { recordFill } from './record-fill';
import { fillPriceProblem, updateProblem } from './rules/order-update-check';
import { roundToPaisa } from '#contract/money/paise';

/** The NOTIFY channel of trade changes; the payload is the trade's hash (docs/trading.md, "Live updates"). */
export const TRADE_UPDATES = 'trade_updates';

interface LockedLine {
  id: number;
  trade_id: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  filled_quantity: number;
  average_price: number | null;
  status: OrderStatus;
  broker_order_id: string | null;
  trade_hash: string;
  kind: TradeKind;
  investment_id: number | null;
  /** When the trade was placed, by the market clock: its session decides the price band. */
  placed_at: Date;
}

/** Which line an update is about: the line id itself (placement), else the broker's order id, else our tag. */
export interface UpdateMatch {
  lineId?: number;
  /** Only lines placed through this brand broker id (a postback names its broker). */
  brokerId?: string;
}

async function lockLine(tx: Queryable, update: BrokerOrder, match: UpdateMatch): Promise<LockedLine | undefined> {
  const select = `SELECT o.id, o.trade_id, o.symbol, o.side, o.quantity, o.filled_quantity,
      o.average_price::float8 AS average_price, o.status, o.broker_order_id, t.trade_hash, t.kind, t.investment_id,
      t.created_at AS placed_at
    FROM trade_orders o JOIN trades t ON t.id = o.trade_id JOIN broker_links l ON l.id = t.broker_link_id
    WHERE ($1::text IS NULL OR l.broker_id = $1) AND `;
  const broker = match.brokerId ?? null;
  const tagged = parseLineTag(update.tag);
  const attempts: [string, unknown[]][] = [];
  if (match.lineId !== undefined) attempts.push(['o.id = $2', [broker, match.lineId]]);
  else {
    if (update.orderId) attempts.push(['o.broker_order_id = $2', [broker, update.orderId]]);
    if (tagged) attempts.push(['o.id = $2 AND left(t.trade_hash, 10) = $3', [broker, tagged.lineId, tagged.prefix]]);
  }
  for (const [where, params] of attempts) {
    const { rows } = await tx.query<LockedLine>(`${select}${where} FOR UPDATE OF o`, params);
    const line = rows[0];
    // An update about another symbol or side than the line is not about this line.
    if (line) return line.symbol === update.symbol && line.side === update.side ? line : undefined;
  }
  return undefined;
}

export interface AppliedUpdate {
  tradeHash: string;
  tradeStatus: TradeStatus;
  /** False when the update told nothing new (a repeat, or about a line already final). */
  changed: boolean;
  /** True for the one update that moved the trade into a final status. */
  becameFinal: boolean;
  /** Why the update was refused (it changed nothing); absent when it was not. */
  refused?: string;
}

/**
 * Why this update of an open line cannot be true (docs/trading.md, "Accepting an update"), or null. The
 * price band is that of the session the trade was placed in (its orders live for that session), and
 * is looked up only when the update adds a fill.
 */
async function refusalOf(deps: TradeDeps, line: LockedLine, update: BrokerOrder) {
  // The quantity placed is the line's: an investor's raise is written before the broker is asked.
  const problem = updateProblem(line, update, line.quantity);
  if (problem || update.filledQuantity <= line.filled_quantity) return problem;
  // A trade is never placed after the market clock's now; a row written by another clock is read as today's.
  const placedAt = new Date(Math.min(new Date(line.placed_at).getTime(), deps.market.now().getTime()));
  const band = await sessionPriceBand(deps.market, line.symbol, istDateOf(placedAt));
  return fillPriceProblem(line, update, band);
}

/**
 * Applies a broker's order update (a postback, a status refresh, or the placement's answer) to its
 * line, in one transaction. An update that cannot be true (above the quantity placed, filled shares
 * taken back, a fill outside the session's price band…) is refused whole and logged: it changes
 * nothing and answers `refused`. Otherwise the status only moves forward and the filled quantity
 * only grows; a new fill moves the investment's holdings and cash flows; the trade's status follows
 * its lines; and a NOTIFY on trade_updates tells every server process (docs/trading.md, "Life cycle",
 * "Accepting an update").
 */
export async function applyOrderUpdate(
  deps: TradeDeps,
  update: BrokerOrder,
  match: UpdateMatch = {},
): Promise<AppliedUpdate | undefined> {
  const applied = await deps.db.transaction(async (tx) => {
    const line = await lockLine(tx, update, match);
    if (!line) return undefined;
    // The trade's row lock, taken before anything else is written, orders concurrent updates of its
    // lines: the line placed second waits here and then reads the first one's committed fill. NO KEY
    // UPDATE, not UPDATE: the fill's cash flow row (a foreign key to the trade) takes a KEY SHARE lock
    // on it, and two lines each holding that share while asking for UPDATE deadlock on Postgres.
    const before = await tx.query<{ status: TradeStatus }>(
      'SELECT status FROM trades WHERE id = $1 FOR NO KEY UPDATE',
      [line.trade_id],
    );
    const wasFinal = FINAL_TRADE_STATUSES.includes(before.rows[0]!.status);
    const unchanged = {
      tradeHash: line.trade_hash,
      tradeStatus: before.rows[0]!.status,
      changed: false,
      becameFinal: false,
    };
    // A final line changes no more (only a missing broker order id is filled in): nothing to refuse.
    const final = isFinal(line.status);
    const refused = final ? null : await refusalOf(deps, line, update);
    if (refused) {
      log.warn('order update refused', {
        trade: line.trade_hash,
        line: line.id,
        symbol: line.symbol,
        update: {
          status: update.status,
          quantity: update.quantity,
          filled_quantity: update.filledQuantity,
          average_price: update.averagePrice,
        },
        reason: refused,
      });
      return { ...unchanged, refused };
    }
    const status = nextOrderStatus(line.status, update.status);
    const quantity = final ? line.quantity : update.quantity || line.quantity;
    const filled = final ? line.filled_quantity : update.filledQuantity;
    const average = filled > line.filled_quantity ? update.averagePrice : line.average_price;
    const orderId = line.broker_order_id ?? (update.orderId || null);
    const changed =
      status !== line.status ||
      filled !== line.filled_quantity ||
      quantity !== line.quantity ||
      orderId !== line.broker_order_id;
    if (!changed) return unchanged;
    await tx.query(
      `UPDATE trade_orders SET status = $2, quantity = $3, filled_quantity = $4, average_price = $5, broker_order_id = $6,
              status_message = CASE WHEN $2 = status THEN status_message ELSE $7 END, updated_at = now(),
              -- The order-update delay's two ends, by the database's clock (docs/status-page.md).
              placed_at = COALESCE(placed_at, CASE WHEN $6::text IS NOT NULL THEN now() END),
              final_at = COALESCE(final_at, CASE WHEN $2 IN ('COMPLETE', 'REJECTED', 'CANCELLED') THEN now() END)
        WHERE id = $1`,
      [line.id, status, quantity, filled, average, orderId, update.statusMessage],
    );
    const delta = filled - line.filled_quantity;
    if (delta > 0 && line.investment_id !== null) {
      const value = roundToPaisa(filled * (average ?? 0) - line.filled_quantity * (line.average_price ?? 0));
      const at = Number.isNaN(Date.parse(update.updatedAt)) ? deps.market.now() : new Date(update.updatedAt);
      await recordFill(tx, { investmentId: line.investment_id, tradeId: line.trade_id, kind: line.kind }, line, {
        quantity: delta,
        value,
        at,
      });
    }
    const { status: next, becameFinal } = await settleTrade(tx, line, wasFinal);
    await tx.query('SELECT pg_notify($1, $2)', [TRADE_UPDATES, line.trade_hash]);
    return { tradeHash: line.trade_hash, tradeStatus: next, changed: true, becameFinal };
  });
  // After the commit, once per trade: only the update that made it final sees becameFinal.
  if (applied?.becameFinal)
    await notifyTradeFinal(deps.push, deps.db, { hash: applied.tradeHash, status: applied.tradeStatus });
  return applied;
}

/** The trade's status from its lines now; an exit that has sold everything closes its investment. */
async function settleTrade(
  tx: Queryable,
  line: LockedLine,
  wasFinal: boolean,
): Promise<{ status: TradeStatus; becameFinal: boolean }> {
  const { rows } = await tx.query<{ status: OrderStatus; quantity: number; filled_quantity: number; placed: boolean }>(
    `SELECT status, quantity, filled_quantity, broker_order_id IS NOT NULL AS placed FROM trade_orders WHERE trade_id = $1`,
    [line.trade_id],
  );
  const status = tradeStatus(rows.map((r) => ({ ...r, filled: r.filled_quantity })));
  await tx.query('UPDATE trades SET status = $2, updated_at = now() WHERE id = $1', [line.trade_id, status]);
  if (line.kind === 'exit' && line.investment_id !== null && FINAL_TRADE_STATUSES.includes(status)) {
    await tx.query(
      // Closed when its last sale filled, by the clock its fills are dated by (decision 0238).
      `UPDATE investments SET status = 'closed',
              closed_at = COALESCE((SELECT max(at) FROM investment_cash_flows WHERE investment_id = $1), now())
        WHERE id = $1 AND status = 'active'
          AND NOT EXISTS (SELECT 1 FROM investment_holdings h WHERE h.investment_id = $1 AND h.quantity > 0)`,
      [line.investment_id],
    );
  }
  return { status, becameFinal: !wasFinal && FINAL_TRADE_STATUSES.includes(status) };
}
