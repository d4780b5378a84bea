import type { OrderLine, Trade, TradeKind } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { roundToPaisa } from '#contract/money/paise';

/** A trades row: the contract's Trade under its column names (trade_hash, investment_hash), without its lines. */
type TradeRow = Omit<Trade, 'trade' | 'investment' | 'lines' | 'variety' | 'queued_for'> & {
  id: number;
  trade_hash: string;
  investment_hash: string | null;
  variety: 'regular' | 'amo';
  queued_for: Date | null;
};

/** A trade_orders row: the order line's stored fields, every placed line's status among them. */
type LineRow = Pick<OrderLine, 'symbol' | 'side' | 'quantity' | 'indicative_price' | 'limit_price'> &
  Required<Pick<OrderLine, 'status' | 'filled_quantity' | 'average_price' | 'status_message'>> & { id: number };

const TRADE_COLUMNS = `t.id, t.trade_hash, t.kind, t.status, t.order_type, b.basket_hash, b.name AS basket_name, l.broker_id,
  i.investment_hash, t.amount::float8 AS amount, t.margin::float8 AS margin,
  to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, t.variety, t.queued_for`;
const TRADE_FROM = `trades t JOIN baskets b ON b.id = t.basket_id JOIN broker_links l ON l.id = t.broker_link_id
  LEFT JOIN investments i ON i.id = t.investment_id`;

/** A trade's lines as a JSON array of LineRow, by line id. */
const TRADE_LINES = `(SELECT coalesce(json_agg(json_build_object('id', o.id, 'symbol', o.symbol, 'side', o.side,
    'quantity', o.quantity, 'filled_quantity', o.filled_quantity, 'average_price', o.average_price::float8,
    'indicative_price', o.indicative_price::float8, 'limit_price', o.limit_price::float8, 'status', o.status,
    'status_message', o.status_message) ORDER BY o.id), '[]') FROM trade_orders o WHERE o.trade_id = t.id) AS lines`;

type Market = Pick<MarketData, 'instrument' | 'now'>;

/** Lines are named after the order line's `order_id`: the row id as text, what updateorder and cancel take. */
function toLine(r: LineRow, market: Pick<MarketData, 'instrument'>): OrderLine {
  return {
    order_id: String(r.id),
    symbol: r.symbol,
    name: market.instrument(r.symbol)?.name ?? r.symbol,
    side: r.side,
    quantity: r.quantity,
    indicative_price: r.indicative_price,
    value: roundToPaisa(r.quantity * r.indicative_price),
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
  market: Market,
  where: string,
  params: unknown[],
): Promise<(Trade & { id: number })[]> {
  // One round trip: the lines come with their trade, in order (the answer of a status poll's hot path).
  const { rows } = await db.query<TradeRow & { lines: LineRow[] }>(
    `SELECT ${TRADE_COLUMNS}, ${TRADE_LINES} FROM ${TRADE_FROM} ${where}`,
    params,
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
    lines: r.lines.map((l) => toLine(l, market)),
    created_at: r.created_at,
    updated_at: r.updated_at,
    ...amoFields(r, market.now()),
  }));
}

/** An after-market trade's variety, and when it is sent while that is still ahead on the market clock. */
function amoFields(r: TradeRow, now: Date): Pick<Trade, 'variety' | 'queued_for'> {
  if (r.variety !== 'amo') return {};
  const queued = r.queued_for && new Date(r.queued_for) > now && r.status === 'open';
  return queued ? { variety: 'amo', queued_for: new Date(r.queued_for!).toISOString() } : { variety: 'amo' };
}

/** One of the user's trades by its hash; undefined when it is not theirs. */
export async function readUserTrade(
  db: Queryable,
  market: Market,
  userId: number,
  tradeHash: string,
): Promise<(Trade & { id: number }) | undefined> {
  return (await readTrades(db, market, 'WHERE t.trade_hash = $1 AND t.user_id = $2', [tradeHash, userId]))[0];
}

/** The trade a client key placed for the user: a retry or a double click gets it back. */
export async function tradeByClientKey(db: Queryable, market: Market, userId: number, clientKey: string) {
  return (await readTrades(db, market, 'WHERE t.user_id = $1 AND t.client_key = $2', [userId, clientKey]))[0];
}

/** The trade of `kind` a client key placed in one of the user's investments (a retried SIP or rebalance). */
export async function investmentTradeByKey(
  db: Queryable,
  market: Market,
  key: { userId: number; clientKey: string; investmentId: number; kind: TradeKind },
) {
  const where = 'WHERE t.user_id = $1 AND t.client_key = $2 AND t.investment_id = $3 AND t.kind = $4';
  return (await readTrades(db, market, where, [key.userId, key.clientKey, key.investmentId, key.kind]))[0];
}

/** The exit a client key placed in the user's investment `investmentHash` (a retry after it closed). */
export async function exitByClientKey(
  db: Queryable,
  market: Market,
  key: { userId: number; clientKey: string; investmentHash: string },
) {
  const where = `WHERE t.user_id = $1 AND t.client_key = $2 AND t.kind = 'exit' AND t.investment_id =
     (SELECT id FROM investments WHERE investment_hash = $3 AND user_id = $1)`;
  return (await readTrades(db, market, where, [key.userId, key.clientKey, key.investmentHash]))[0];
}

/** An investment's trades, newest first. */
export const investmentTrades = (db: Queryable, market: Market, investmentId: number) =>
  readTrades(db, market, 'WHERE t.investment_id = $1 ORDER BY t.created_at DESC, t.id DESC', [investmentId]);

/** An investment's latest trade. */
export async function latestInvestmentTrade(db: Queryable, market: Market, investmentId: number) {
  const where = 'WHERE t.investment_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 1';
  return (await readTrades(db, market, where, [investmentId]))[0];
}

/** `limit` of the user's trades on a brand, newest first, after skipping `offset`. */
export const userTradesPage = (
  db: Queryable,
  market: Market,
  user: { userId: number; brandId: string },
  limit: number,
  offset: number,
) =>
  readTrades(
    db,
    market,
    'WHERE t.user_id = $1 AND l.brand_id = $2 ORDER BY t.created_at DESC, t.id DESC LIMIT $3 OFFSET $4',
    [user.userId, user.brandId, limit, offset],
  );

/** Strips the row id before a trade leaves the server. */
export const publicTrade = ({ id: _id, ...trade }: Trade & { id: number }): Trade => trade;
