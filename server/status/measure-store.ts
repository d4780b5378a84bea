import type { Queryable } from '../db/database';

/** The figures the status page measures from the server's own records (docs/status-page.md); SQL only here. */

/** Payments settled in the last 24 hours by the database's clock (settled_at is the real time too). */
export async function recentPayments(db: Queryable, brandId: string) {
  const { rows } = await db.query<{ succeeded: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status = 'success')::integer AS succeeded,
            count(*) FILTER (WHERE status = 'failed')::integer AS failed
       FROM payment_transactions WHERE brand_id = $1 AND settled_at > now() - interval '24 hours'`,
    [brandId],
  );
  return rows[0] ?? { succeeded: 0, failed: 0 };
}

/**
 * The order-update delay of the brand's regular market orders: from the broker taking a line to its final
 * word, both times the database's, over the last 24 hours; and the lines still waiting past `waitS`.
 */
export async function orderUpdateDelay(db: Queryable, brandId: string, waitS: number) {
  const { rows } = await db.query<{ lines: number; median_s: number | null; waiting: number }>(
    `WITH lines AS (
       SELECT o.placed_at, o.final_at FROM trade_orders o
         JOIN trades t ON t.id = o.trade_id JOIN broker_links b ON b.id = t.broker_link_id
        WHERE b.brand_id = $1 AND t.variety = 'regular' AND t.order_type = 'MARKET' AND o.placed_at IS NOT NULL
          AND (o.final_at > now() - interval '24 hours' OR (o.final_at IS NULL AND o.placed_at > now() - interval '24 hours'))
     )
     SELECT count(*) FILTER (WHERE final_at IS NOT NULL)::integer AS lines,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM final_at - placed_at))
              FILTER (WHERE final_at IS NOT NULL) AS median_s,
            count(*) FILTER (WHERE final_at IS NULL AND placed_at < now() - make_interval(secs => $2))::integer AS waiting
       FROM lines`,
    [brandId, waitS],
  );
  const row = rows[0]!;
  return { lines: row.lines, medianS: row.median_s === null ? null : Number(row.median_s), waiting: row.waiting };
}
