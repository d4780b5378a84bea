import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../test-support';

export interface FixtureFill {
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  price: number;
}

/**
 * A completed trade of the investor's, written as placement and fills write one: its order lines filled at
 * `price`, and a cash flow per line dated `date` 10:30 IST by the market clock (server/trading/record-fill.ts).
 */
export async function filledTrade(
  t: TestServer,
  o: { userId: number; linkId: number; investmentId: number; date: string; kind?: string; fills: FixtureFill[] },
): Promise<string> {
  const at = `${o.date}T10:30:00+05:30`;
  const hash = `tax${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO trades (trade_hash, user_id, client_key, investment_id, basket_id, broker_link_id, kind, order_type,
                         amount, status, created_at, updated_at)
     SELECT $1, $2, $1, i.id, i.basket_id, $3, $5, 'MARKET', 0, 'complete', $6, $6 FROM investments i WHERE i.id = $4
     RETURNING id`,
    [hash, o.userId, o.linkId, o.investmentId, o.kind ?? (o.fills[0]!.side === 'SELL' ? 'exit' : 'buy'), at],
  );
  const tradeId = rows[0]!.id;
  for (const f of o.fills) {
    await t.db.query(
      `INSERT INTO trade_orders (trade_id, symbol, side, quantity, filled_quantity, average_price, indicative_price,
                                 status, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, $5, 'COMPLETE', now())`,
      [tradeId, f.symbol, f.side, f.quantity, f.price],
    );
    const value = f.quantity * f.price;
    await t.db.query(
      'INSERT INTO investment_cash_flows (investment_id, trade_id, kind, amount, at) VALUES ($1, $2, $3, $4, $5)',
      [o.investmentId, tradeId, f.side === 'SELL' ? 'sell' : 'buy', f.side === 'SELL' ? value : -value, at],
    );
  }
  return hash;
}
