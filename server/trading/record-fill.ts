import type { OrderSide, TradeKind } from '#contract/trading/types';
import { toPaise, wholeShares } from '#contract/money/paise';
import type { Queryable } from '../db/database';

/**
 * The cash flow kind of a fill (docs/trading.md, "Cash flows"): a rebalance's sells and buys are
 * both 'rebalance', so its proceeds re-invested in the same trade net out and are never new money;
 * an exit's sells are 'exit'; any other sell is 'sell'; buys take their trade's kind.
 */
export function cashFlowKind(kind: TradeKind, side: OrderSide): string {
  if (kind === 'rebalance' || kind === 'exit') return kind;
  return side === 'SELL' ? 'sell' : kind;
}

/**
 * A new fill of `quantity` shares worth `value`: the investment's holding moves (a buy re-averages
 * its price, a sell lowers the quantity and drops a holding sold out), and its cash flow is
 * recorded: money in negative (buys), money out positive (sells), as XIRR takes it.
 *
 * The update was checked before (apply-order-update.ts, docs/trading.md "Accepting an update"); a
 * fill outside the validated ranges still throws a RangeError here, and its transaction writes nothing.
 */
export async function recordFill(
  tx: Queryable,
  trade: { investmentId: number; tradeId: number; kind: TradeKind },
  line: { symbol: string; side: OrderSide },
  fill: { quantity: number; value: number; at: Date },
): Promise<void> {
  if (wholeShares(fill.quantity, 'A fill') === 0) throw new RangeError('A fill must be of one share or more, not 0');
  toPaise(fill.value, 'A fill’s value');
  if (line.side === 'BUY') {
    await tx.query(
      `INSERT INTO investment_holdings AS h (investment_id, symbol, quantity, average_price)
       VALUES ($1, $2, $3::int, round($4::numeric / $3::int, 2))
       ON CONFLICT (investment_id, symbol) DO UPDATE
         SET quantity = h.quantity + EXCLUDED.quantity,
             average_price = round((h.quantity * h.average_price + $4::numeric) / (h.quantity + EXCLUDED.quantity), 2)`,
      [trade.investmentId, line.symbol, fill.quantity, fill.value],
    );
  } else {
    await tx.query(
      'UPDATE investment_holdings SET quantity = greatest(quantity - $3::int, 0) WHERE investment_id = $1 AND symbol = $2',
      [trade.investmentId, line.symbol, fill.quantity],
    );
    await tx.query('DELETE FROM investment_holdings WHERE investment_id = $1 AND symbol = $2 AND quantity = 0', [
      trade.investmentId,
      line.symbol,
    ]);
  }
  await tx.query(
    'INSERT INTO investment_cash_flows (investment_id, trade_id, kind, amount, at) VALUES ($1, $2, $3, $4, $5)',
    [
      trade.investmentId,
      trade.tradeId,
      cashFlowKind(trade.kind, line.side),
      line.side === 'BUY' ? -fill.value : fill.value,
      fill.at.toISOString(),
    ],
  );
}
