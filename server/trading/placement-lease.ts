import type { Queryable } from '../db/database';

/**
 * A trade is `placing` under a lease (docs/trading.md, "Idempotency"): whoever places its lines renews
 * `trades.updated_at` while it works; a trade whose last change is older than this has nobody placing it
 * (a crash, an exit) and may be taken over. Both sides of every comparison are the database's `now()`,
 * never the market clock (MARKET_NOW may be ahead of it).
 */
export const PLACING_LEASE_SECONDS = 15;

/** How often a placement in progress renews its lease: well inside it, so a slow broker never loses it. */
const RENEW_EVERY_MS = 5_000;

/** Takes the placement of a trade left 'placing' for longer than the lease; false when another call has it. */
export async function claimPlacement(db: Queryable, tradeId: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE trades SET updated_at = now()
      WHERE id = $1 AND status = 'placing' AND updated_at < now() - make_interval(secs => $2) RETURNING id`,
    [tradeId, PLACING_LEASE_SECONDS],
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` trades left 'placing' past the lease. Each row is locked with FOR UPDATE SKIP
 * LOCKED and its lease taken in the same statement, so of several processes claiming at once exactly
 * one gets each trade. Answers their ids.
 */
export async function claimStalePlacements(db: Queryable, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE trades SET updated_at = now()
      WHERE id IN (SELECT t.id FROM trades t
                    WHERE t.status = 'placing' AND t.updated_at < now() - make_interval(secs => $1)
                    ORDER BY t.updated_at, t.id LIMIT $2 FOR UPDATE OF t SKIP LOCKED)
        AND status = 'placing'
      RETURNING id`,
    [PLACING_LEASE_SECONDS, limit],
  );
  return rows.map((r) => r.id);
}

/** What the resume job needs to place a claimed trade's lines: its broker link, session and variety. */
export interface ClaimedPlacement {
  trade_hash: string;
  broker_link_id: number;
  brand_id: string;
  broker_id: string;
  access_token: string | null;
  /** When the broker session ends, on the market clock (liveBrokerLink's reading). */
  expires_at: Date | null;
  /** When the trade was recorded, on the market clock. */
  created_at: Date;
  queued_for: Date | null;
  variety: 'regular' | 'amo';
}

export async function claimedPlacement(db: Queryable, tradeId: number): Promise<ClaimedPlacement | undefined> {
  const { rows } = await db.query<ClaimedPlacement>(
    `SELECT t.trade_hash, t.broker_link_id, l.brand_id, l.broker_id, l.access_token, l.expires_at, t.created_at,
            t.queued_for, t.variety
       FROM trades t JOIN broker_links l ON l.id = t.broker_link_id WHERE t.id = $1`,
    [tradeId],
  );
  return rows[0];
}

/**
 * Holds the lease of a trade being placed: renews it every few seconds until the returned function is
 * called (placing waits behind the broker's rate limit, which may take longer than the lease).
 */
export function holdPlacement(db: Queryable, tradeId: number): () => void {
  const timer = setInterval(() => {
    db.query(`UPDATE trades SET updated_at = now() WHERE id = $1 AND status = 'placing'`, [tradeId]).catch(
      () => undefined, // A renewal that fails is retried at the next tick; the lease covers two misses.
    );
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
