import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { istDateOf } from '../market/ist';
import type { SimAccount } from './sim-books';
import { saveOrder, type SimOrderRow } from './sim-order-store';
import { blockFor, fillableQuantity, fillPrice } from './sim-rules';
import { roundToPaisa } from '#contract/money/paise';

/** Changes the account's blocked cash by `delta` (an open buy's block grew or shrank). */
async function moveBlock(tx: Queryable, account: SimAccount, delta: number) {
  if (delta === 0) return;
  account.blocked = roundToPaisa(Math.max(0, account.blocked + delta));
  await tx.query('UPDATE sim_broker_accounts SET blocked = $2 WHERE id = $1', [account.id, account.blocked]);
}

/** Sets an open buy's block to what its unfilled part needs now (0 once it is final). */
export async function reblock(tx: Queryable, account: SimAccount, o: SimOrderRow, price: number) {
  const next =
    o.side === 'BUY' && o.status === 'OPEN' ? blockFor(o.order_type, o.quantity - o.filled_quantity, price) : 0;
  await moveBlock(tx, account, roundToPaisa(next - o.blocked_amount));
  o.blocked_amount = next;
}

/** Ends an open order (the investor's cancel, or the session's close) keeping what filled. */
export async function cancelOrder(tx: Queryable, account: SimAccount, o: SimOrderRow, message: string, now: Date) {
  o.status = 'CANCELLED';
  o.status_message = message;
  await reblock(tx, account, o, 0);
  await saveOrder(tx, o, now);
}

/** Whether the order's session is still trading now: orders live for the session they were placed in. */
export function sessionLive(market: MarketData, o: SimOrderRow, now: Date): boolean {
  const session = market.calendar.sessionAt(now);
  return !!session && now < session.closesAt && istDateOf(o.placed_at) === session.date;
}

/**
 * Matches one open order (the caller holds the account's lock): cancels it once its session has
 * closed, otherwise fills what crosses now and fits the session's cap and the cash. True when it changed.
 */
export async function matchOrder(
  tx: Queryable,
  market: MarketData,
  account: SimAccount,
  o: SimOrderRow,
  now: Date,
): Promise<boolean> {
  if (o.status !== 'OPEN') return false;
  if (!sessionLive(market, o, now)) {
    const message = `Cancelled at the close of the session: ${o.filled_quantity} of ${o.quantity} filled.`;
    await cancelOrder(tx, account, o, message, now);
    return true;
  }
  const quote = await market.quote(o.symbol);
  if (!quote) return false;
  const price = fillPrice(o.side, o.order_type, quote.ltp, o.limit_price);
  if (price === null) return false;
  let qty = fillableQuantity(o.quantity, o.filled_quantity, price);
  if (o.side === 'BUY') {
    // The cash this order may use: what is free plus what it holds itself.
    const usable = account.cash - account.blocked + o.blocked_amount;
    qty = Math.min(qty, Math.floor(usable / price));
  } else {
    const { rows } = await tx.query<{ quantity: number }>(
      'SELECT quantity FROM sim_broker_holdings WHERE account_id = $1 AND symbol = $2',
      [account.id, o.symbol],
    );
    qty = Math.min(qty, rows[0]?.quantity ?? 0);
  }
  if (qty <= 0) return false;
  await fill(tx, account, o, qty, price);
  o.status = o.filled_quantity === o.quantity ? 'COMPLETE' : 'OPEN';
  o.status_message =
    o.status === 'OPEN' ? `Partly filled: ${o.filled_quantity} of ${o.quantity}; the rest waits for liquidity.` : null;
  await reblock(tx, account, o, o.order_type === 'LIMIT' ? o.limit_price! : price);
  await saveOrder(tx, o, now);
  return true;
}

/** Moves cash and shares for `qty` filled at `price`, and the order's filled quantity and average. */
async function fill(tx: Queryable, account: SimAccount, o: SimOrderRow, qty: number, price: number) {
  const value = roundToPaisa(qty * price);
  const before = o.filled_quantity;
  o.average_price = roundToPaisa(((o.average_price ?? 0) * before + value) / (before + qty));
  o.filled_quantity = before + qty;
  account.cash = roundToPaisa(account.cash + (o.side === 'BUY' ? -value : value));
  await tx.query('UPDATE sim_broker_accounts SET cash = $2 WHERE id = $1', [account.id, account.cash]);
  if (o.side === 'BUY') {
    await tx.query(
      `INSERT INTO sim_broker_holdings (account_id, symbol, quantity, average_price) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, symbol) DO UPDATE SET
         average_price = round((sim_broker_holdings.average_price * sim_broker_holdings.quantity + $4 * $3)
                         / (sim_broker_holdings.quantity + $3), 2),
         quantity = sim_broker_holdings.quantity + $3`,
      [account.id, o.symbol, qty, price],
    );
  } else {
    await tx.query('UPDATE sim_broker_holdings SET quantity = quantity - $3 WHERE account_id = $1 AND symbol = $2', [
      account.id,
      o.symbol,
      qty,
    ]);
  }
}
