import type { Trade } from '#contract/trading/types';
import { TRADING } from '#contract/trading/messages';
import type { Queryable } from '../db/database';
import { newHash } from './trade-ids';
import { readTrades } from './trade-store';
import { TradeRefused, type PlaceTradeInput, type TradeDeps } from './trade-types';
import { placeLines, type LinesPlacement } from './place-lines';
import { claimPlacement, holdPlacement } from './placement-lease';

export type { PlaceTradeInput, TradeDeps, TradeLineInput } from './trade-types';
export { TradeRefused } from './trade-types';

export interface PlacedTrade {
  trade: Trade & { id: number };
  /** False when the client key had already placed this trade (a retry or a double click). */
  created: boolean;
}

/**
 * A first buy adds to an active investment only when nothing was bought in it and no trade is working.
 * A new investment starts at `at`, its first trade's time on the market clock (decision 0238).
 */
async function investmentFor(tx: Queryable, input: PlaceTradeInput, at: string): Promise<number> {
  const { rows } = await tx.query<{ id: number; empty: boolean }>(
    `SELECT i.id,
            NOT EXISTS (SELECT 1 FROM investment_holdings h WHERE h.investment_id = i.id AND h.quantity > 0)
              AND NOT EXISTS (SELECT 1 FROM trades t WHERE t.investment_id = i.id AND t.status IN ('placing', 'open'))
              AS empty
       FROM investments i WHERE i.user_id = $1 AND i.basket_id = $2 AND i.broker_link_id = $3 AND i.status = 'active'`,
    [input.userId, input.basketId, input.brokerLink.id],
  );
  if (rows[0]?.empty) return rows[0].id;
  if (rows[0]) throw new TradeRefused(TRADING.duplicateInvestment, 'duplicate-investment');
  const created = await tx.query<{ id: number }>(
    `INSERT INTO investments (investment_hash, user_id, basket_id, broker_link_id, version_id, created_at)
     SELECT $1, $2, $3, $4, v.id, $5::timestamptz FROM basket_versions v WHERE v.basket_id = $3 ORDER BY v.version DESC LIMIT 1
     ON CONFLICT (user_id, basket_id, broker_link_id) WHERE status = 'active' DO NOTHING
     RETURNING id`,
    [newHash(), input.userId, input.basketId, input.brokerLink.id, at],
  );
  if (created.rows[0]) return created.rows[0].id;
  const version = await tx.query('SELECT 1 FROM basket_versions WHERE basket_id = $1', [input.basketId]);
  if (!version.rows.length) throw new TradeRefused('This basket has no stocks to buy yet.', 'no-version');
  // Another first buy of the same basket committed meanwhile.
  throw new TradeRefused(TRADING.duplicateInvestment, 'duplicate-investment');
}

/** Records the trade and its lines once per (user, client key); undefined when the key already has a trade. */
async function recordTrade(deps: TradeDeps, input: PlaceTradeInput): Promise<number | undefined> {
  // The market clock's time (MARKET_NOW in demos and tests): a trade's day decides its repair, and
  // the investment it opens is dated by the same clock as its fills (decision 0238).
  const at = deps.market.now().toISOString();
  return deps.db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO trades (trade_hash, user_id, client_key, investment_id, basket_id, broker_link_id, kind, order_type, amount, margin,
                           created_at, variety, queued_for)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (user_id, client_key) DO NOTHING RETURNING id`,
      [
        newHash(),
        input.userId,
        input.clientKey,
        input.investmentId,
        input.basketId,
        input.brokerLink.id,
        input.kind,
        input.orderType,
        input.amount,
        input.margin ?? 0,
        at,
        input.amo ? 'amo' : 'regular',
        input.amo?.sendsAt.toISOString() ?? null,
      ],
    );
    const tradeId = inserted.rows[0]?.id;
    if (tradeId === undefined) return undefined;
    if (input.investmentId === null) {
      if (input.kind !== 'buy') throw new TradeRefused('This trade needs an investment.', 'no-investment');
      await tx.query('UPDATE trades SET investment_id = $2 WHERE id = $1', [
        tradeId,
        await investmentFor(tx, input, at),
      ]);
    }
    for (const l of input.lines) {
      await tx.query(
        `INSERT INTO trade_orders (trade_id, symbol, side, quantity, indicative_price, limit_price)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [tradeId, l.symbol, l.side, l.quantity, l.indicativePrice, l.limitPrice],
      );
    }
    return tradeId;
  });
}

/** Lines merged by symbol and side (the table keeps one per trade), whole shares only, none empty. */
function normalLines(input: PlaceTradeInput): PlaceTradeInput['lines'] {
  const bySymbol = new Map<string, PlaceTradeInput['lines'][number]>();
  for (const l of input.lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 0)
      throw new TradeRefused('Quantities are whole shares.', 'no-lines');
    if (l.quantity === 0) continue;
    const key = `${l.symbol}\u0000${l.side}`;
    const seen = bySymbol.get(key);
    bySymbol.set(key, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  if (!bySymbol.size) throw new TradeRefused(TRADING.tooSmall, 'no-lines');
  return [...bySymbol.values()];
}

/** A trade recorded for placing, and its placement when this call is the one to run it. */
export interface RecordedTrade extends PlacedTrade {
  /**
   * Places the lines not yet with the broker, holding the placing lease while it works; undefined when
   * another call placed, or is placing, this key's trade. Throws what placeLines throws.
   */
  place?: () => Promise<void>;
}

/** Runs `placeLines` for the trade while renewing its placing lease (server/trading/placement-lease.ts). */
export async function placeHeld(deps: TradeDeps, input: LinesPlacement, trade: Trade & { id: number }) {
  const release = holdPlacement(deps.db, trade.id);
  try {
    await placeLines(deps, input, trade);
  } finally {
    release();
  }
}

/**
 * Records the trade and its lines once per (user, client key) and answers it as recorded (`placing`),
 * with its placement to run — now (placeTrade) or in the background (requestOrder, decision 0286). Any
 * other call with the key, concurrent or later, gets that trade back without a placement, unless the
 * trade was left `placing` past the lease (a crash): then this call takes the placement over.
 */
export async function recordForPlacement(deps: TradeDeps, input: PlaceTradeInput): Promise<RecordedTrade> {
  const lines = normalLines(input);
  const createdId = await recordTrade(deps, { ...input, lines });
  const [trade] = await readTrades(deps.db, deps.market, 'WHERE t.user_id = $1 AND t.client_key = $2', [
    input.userId,
    input.clientKey,
  ]);
  const created = createdId !== undefined;
  if (!created && !(await claimPlacement(deps.db, trade!.id))) return { trade: trade!, created };
  return { trade: trade!, created, place: () => placeHeld(deps, input, trade!) };
}

/**
 * The one way a trade is placed (buys, SIP instalments, rebalances, repairs, exits; docs/trading.md):
 * recordForPlacement, then its placement, awaited; answers the trade after it. Idempotent on (user,
 * client key): the broker is idempotent on each line's tag, so a placement taken over after the lease
 * places no line twice. Throws TradeRefused (4xx), BrokerSessionEnded ('110', the lines not placed
 * rejected); broker refusals of a line reject that line.
 */
export async function placeTrade(deps: TradeDeps, input: PlaceTradeInput): Promise<PlacedTrade> {
  const recorded = await recordForPlacement(deps, input);
  if (!recorded.place) return recorded;
  await recorded.place();
  const [trade] = await readTrades(deps.db, deps.market, 'WHERE t.id = $1', [recorded.trade.id]);
  return { trade: trade!, created: recorded.created };
}
