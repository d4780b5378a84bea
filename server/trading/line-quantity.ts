import type { Queryable } from '../db/database';

/**
 * Moves an open line's quantity from `from` to `to`; nothing when it no longer reads `from` or is
 * final. A broker update may never raise a line above its quantity (docs/trading.md, "Accepting an
 * update"), so the investor's raise (updateorder/) is written before the broker is asked: its answer,
 * and any postback or refresh after it, find the line already there. Put back when the broker refuses.
 */
export async function moveLineQuantity(db: Queryable, lineId: number, from: number, to: number): Promise<void> {
  await db.query(
    `UPDATE trade_orders SET quantity = $3, updated_at = now()
      WHERE id = $1 AND quantity = $2 AND status NOT IN ('COMPLETE', 'REJECTED', 'CANCELLED')`,
    [lineId, from, to],
  );
}

/**
 * Writes an open line's limit price (null: a market order) once the broker has taken the investor's change
 * (updateorder/). Applying the broker's updates moves only status, fills and quantity, so without this the line would
 * keep the price it was placed with.
 */
export async function setLineLimitPrice(db: Queryable, lineId: number, limitPrice: number | null): Promise<void> {
  await db.query(
    `UPDATE trade_orders SET limit_price = $2, updated_at = now()
      WHERE id = $1 AND status NOT IN ('COMPLETE', 'REJECTED', 'CANCELLED')`,
    [lineId, limitPrice],
  );
}
