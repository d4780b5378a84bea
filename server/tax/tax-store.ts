import type { OrderSide, TradeKind } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import { istDateOf } from '../market/ist';

/** One filled order line of the investor's trades: every fill of a line is of one session, so one date. */
export interface FilledLine {
  trade: string;
  kind: TradeKind;
  basketName: string;
  /** The broker link: one demat account. */
  account: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  pricePaise: number;
  /** The IST date of the trade's fills by the market clock (its first cash flow; else its placement). */
  date: string;
}

interface Row {
  trade_hash: string;
  kind: TradeKind;
  basket_name: string;
  account: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  price_paise: number;
  at: Date | string;
}

/**
 * Every filled order line of the user's trades through this brand's broker links, oldest first: a line's
 * filled quantity at its average price (the broker's, to the paisa, so its value is whole paise, as the fill's
 * cash flows are). Trades are dated by their fills' cash flows, which the market clock writes (decision 0238);
 * within one trade, sales come before purchases, as a rebalance places them.
 */
export async function filledLines(db: Queryable, userId: number, brandId: string): Promise<FilledLine[]> {
  const { rows } = await db.query<Row>(
    `SELECT t.trade_hash, t.kind, b.name AS basket_name, t.broker_link_id AS account, o.symbol, o.side,
            o.filled_quantity AS quantity, round(o.average_price * 100)::float8 AS price_paise,
            COALESCE((SELECT min(f.at) FROM investment_cash_flows f WHERE f.trade_id = t.id), t.created_at) AS at
       FROM trade_orders o JOIN trades t ON t.id = o.trade_id JOIN broker_links l ON l.id = t.broker_link_id
       JOIN baskets b ON b.id = t.basket_id
      WHERE t.user_id = $1 AND l.brand_id = $2 AND o.filled_quantity > 0 AND o.average_price IS NOT NULL
      ORDER BY at, t.id, o.side DESC, o.symbol`,
    [userId, brandId],
  );
  return rows.map((r) => ({
    trade: r.trade_hash,
    kind: r.kind,
    basketName: r.basket_name,
    account: r.account,
    symbol: r.symbol,
    side: r.side,
    quantity: r.quantity,
    pricePaise: r.price_paise,
    date: istDateOf(r.at),
  }));
}
