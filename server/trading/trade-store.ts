import type { OrderLine, Trade } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';

/** A trades row: the contract's Trade under its column names (trade_hash, investment_hash), without its lines. */
type TradeRow = Omit<Trade, 'trade' | 'investment' | 'lines'> & {
  id: number;
  trade_hash: string;
  investment_hash: string | null;
};

/** A trade_orders row: the order line's stored fields, every placed line's status among them. */
type LineRow = Pick<OrderLine, 'symbol' | 'side' | 'quantity' | 'indicative_price' | 'limit_price'> &
  Required<Pick<OrderLine, 'status' | 'filled_quantity' | 'average_price' | 'status_message'>> & {
    id: number;
    trade_id: number;
    broker_order_id: string | null;
  };

const TRADE_COLUMNS = `t.id, t.trade_hash, t.kind, t.status, t.order_type, b.basket_hash, b.name AS basket_name, l.broker_id,
  i.investment_hash, t.amount::float8 AS amount, t.margin::float8 AS margin,
  to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;
const TRADE_FROM = `trades t JOIN baskets b ON b.id = t.basket_id JOIN broker_links l ON l.id = t.broker_link_id
  LEFT JOIN investments i ON i.id = t.investment_id`;

/** Lines are named after the order line's `order_id`: the row id as text, what updateorder and cancel take. */
function toLine(r: LineRow, market: Pick<MarketData, 'instrument'>): OrderLine {
  return {
    order_id: String(r.id),
    symbol: r.symbol,
    name: market.instrument(r.symbol)?.name ?? r.symbol,
    side: r.side,
    quantity: r.quantity,
    indicative_price: r.indicative_price,
    value: Math.round(r.quantity * r.indicative_price * 100) / 100,
    limit_price: r.limit_price,
    status: r.status,
    filled_quantity: r.filled_quantity,
    average_price: r.average_price,
    status_message: r.status_message,
  };
}

/** Trades as the API answers them, in the order of `where`'s ORDER BY, each with its lines. */
export async function readTrades(
  db: Queryable,
  market: Pick<MarketData, 'instrument'>,
  where: string,
  params: unknown[],
): Promise<(Trade & { id: number })[]> {
  const { rows } = await db.query<TradeRow>(`SELECT ${TRADE_COLUMNS} FROM ${TRADE_FROM} ${where}`, params);
  if (!rows.length) return [];
  const lines = await db.query<LineRow>(
    `SELECT id, trade_id, symbol, side, quantity, filled_quantity, average_price::float8 AS average_price,
            indicative_price::float8 AS indicative_price, limit_price::float8 AS limit_price, status, status_message,
            broker_order_id
       FROM trade_orders WHERE trade_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    trade: r.trade_hash,
    kind: r.kind,
    status: r.status,
    order_type: r.order_type,
    basket_hash: r.basket_hash,
    basket_name: r.basket_name,
    broker_id: r.broker_id,
    investment: r.investment_hash,
    amount: r.amount,
    margin: r.margin,
    lines: lines.rows.filter((l) => l.trade_id === r.id).map((l) => toLine(l, market)),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/** One of the user's trades by its hash; undefined when it is not theirs. */
export async function readUserTrade(
  db: Queryable,
  market: Pick<MarketData, 'instrument'>,
  userId: number,
  tradeHash: string,
): Promise<(Trade & { id: number }) | undefined> {
  return (await readTrades(db, market, 'WHERE t.trade_hash = $1 AND t.user_id = $2', [tradeHash, userId]))[0];
}

/** Strips the row id before a trade leaves the server. */
export const publicTrade = ({ id: _id, ...trade }: Trade & { id: number }): Trade => trade;
