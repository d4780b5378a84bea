import type { OrderSide } from '#contract/trading/types';
import type { Database, Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { amoWindow } from '../trading/rules/amo-window';
import { lockAccount, type SimAccount } from './sim-books';
import { cancelOrder, matchOrder } from './sim-fill';
import { eachAccountsOrders } from './sim-matcher';
import { insertOrderOnce, saveOrder, type SimOrderRow } from './sim-order-store';
import { ceilTick, floorTick } from './sim-rules';
import {
  lockOrder,
  MESSAGES,
  newOrderId,
  NO_ORDER,
  SimOrderRefused,
  validateOrder,
  type NewSimOrder,
} from './sim-trading';
import { NO_MARKET_PROTECTION } from './sim-protection';

/**
 * After-market orders at the simulated broker, as Kite keeps them (docs/brokers.md, "After-market orders"; decision
 * 0264): accepted in the broker's AMO hours (the product's one rule, server/trading/rules/amo-window.ts), kept as
 * 'AMO REQ RECEIVED' with nothing blocked, and sent to the matcher when the next session opens on the market clock
 * (Kite sends equity AMOs at 9:00 for the pre-open; the simulator has no pre-open, so it sends them at 9:15).
 */
export const AMO_MESSAGES = {
  closed: 'After market orders are not accepted now. AMO hours for equity: 4:00 PM to 8:58 AM, all day on holidays.',
} as const;

/** The protection the simulator applies when asked to choose (market_protection = -1). */
export const AUTO_PROTECTION_PERCENT = 3;

/**
 * The limit a protected market order becomes when it is sent (Kite converts it so): the price now, plus the
 * protection for a buy (rounded up to the tick) or minus it for a sell (rounded down).
 */
export function protectionPrice(side: OrderSide, ltp: number, percent: number): number {
  const p = percent === -1 ? AUTO_PROTECTION_PERCENT : percent;
  return side === 'BUY' ? ceilTick(ltp * (1 + p / 100)) : floorTick(ltp * (1 - p / 100));
}

/** Places an after-market order, once per tag (a used tag answers its order). Throws SimOrderRefused outside AMO hours. */
export async function placeSimAmo(
  db: Database,
  market: MarketData,
  accountId: number,
  apiKey: string,
  input: NewSimOrder & { marketProtection: number | null },
) {
  const now = market.now();
  if (!amoWindow(market.calendar, now).open) throw new SimOrderRefused(AMO_MESSAGES.closed);
  if (input.orderType === 'MARKET' && input.marketProtection === null) {
    throw new SimOrderRefused(NO_MARKET_PROTECTION);
  }
  const { marketProtection, ...order } = input;
  const amo = { marketProtection: order.orderType === 'MARKET' ? marketProtection : null };
  return db.transaction(async (tx) => {
    const o = await insertOrderOnce(tx, { orderId: newOrderId(now), accountId, apiKey, ...order, amo }, now);
    if (typeof o === 'string') return o;
    await saveOrder(tx, o, now);
    return o.order_id;
  });
}

/** Sends one queued order to the exchange now: a protected market order becomes its limit, then it is validated and matched. */
async function sendAmo(tx: Queryable, market: MarketData, account: SimAccount, o: SimOrderRow, now: Date) {
  const ltp = (await market.quote(o.symbol))?.ltp;
  if (o.order_type === 'MARKET' && o.market_protection !== null && ltp) {
    o.order_type = 'LIMIT';
    o.limit_price = protectionPrice(o.side, ltp, o.market_protection);
  }
  // The order lives for the session it is sent to (sim-fill.ts, sessionLive).
  o.placed_at = now;
  await tx.query('UPDATE sim_broker_orders SET placed_at = $2 WHERE id = $1', [o.id, now]);
  o.status = 'VALIDATION PENDING';
  o.status_message = null;
  await saveOrder(tx, o, now);
  await validateOrder(tx, market, account, o, now);
  await matchOrder(tx, market, account, o, now);
}

/**
 * The simulated broker job's first step each round (./sim-job.ts): once a session is open on the market clock, every
 * after-market order queued before its open is sent. One transaction per account, its row taken with FOR UPDATE SKIP
 * LOCKED as the matcher's. `only` limits it to these order ids (the e2e hook, ./sim-amo-test-hooks.ts). Answers how
 * many orders were sent.
 */
export async function releaseAmoOrders(
  db: Database,
  market: MarketData,
  now: Date = market.now(),
  only?: string[],
): Promise<number> {
  const session = market.calendar.sessionAt(now);
  if (!session || now < session.opensAt || now >= session.closesAt) return 0;
  const queued = only
    ? {
        where: `status = 'AMO REQ RECEIVED' AND placed_at < $2 AND order_id = ANY($3)`,
        params: [session.opensAt, only],
      }
    : { where: `status = 'AMO REQ RECEIVED' AND placed_at < $2`, params: [session.opensAt] };
  return eachAccountsOrders(db, queued, async (tx, account, orders) => {
    for (const o of orders) await sendAmo(tx, market, account, o, now);
    return orders.length;
  });
}

/** Cancels an after-market order: a queued one at once, one already sent as any open order. */
export async function cancelSimAmo(db: Database, market: MarketData, accountId: number, orderId: string) {
  const now = market.now();
  await db.transaction(async (tx) => {
    const account = (await lockAccount(tx, accountId))!;
    const o = await lockOrder(tx, accountId, orderId);
    if (!o || o.variety !== 'amo') throw new SimOrderRefused(NO_ORDER);
    if (o.status !== 'AMO REQ RECEIVED' && o.status !== 'OPEN') throw new SimOrderRefused(MESSAGES.notOpen);
    await cancelOrder(tx, account, o, MESSAGES.cancelled, now);
  });
}
