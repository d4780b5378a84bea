import type { Queryable } from '../db/database';

/** A broker's last answer or failure to answer, per brand, from the server's own calls (docs/status-page.md). */
export interface BrokerHealthRow {
  broker_id: string;
  /** Seconds since the last answer, by the database's clock; null when none was ever recorded. */
  ok_age_s: number | null;
  failure_age_s: number | null;
  last_error: string | null;
}

/**
 * Records how a call to the broker of this broker link went: `ok` when the broker answered (an
 * accepted order, a refusal, an ended session), a failure when it could not be reached or answered nonsense.
 */
export async function recordBrokerCall(
  db: Queryable,
  brokerLinkId: number,
  outcome: { ok: true } | { ok: false; error: string },
) {
  await db.query(
    `INSERT INTO broker_call_health (brand_id, broker_id, last_ok_at, last_failure_at, last_error)
     SELECT brand_id, broker_id, CASE WHEN $2 THEN now() END, CASE WHEN $2 THEN NULL ELSE now() END, $3
       FROM broker_links WHERE id = $1
     ON CONFLICT (brand_id, broker_id) DO UPDATE SET
       last_ok_at = COALESCE(EXCLUDED.last_ok_at, broker_call_health.last_ok_at),
       last_failure_at = COALESCE(EXCLUDED.last_failure_at, broker_call_health.last_failure_at),
       last_error = COALESCE(EXCLUDED.last_error, broker_call_health.last_error)`,
    [brokerLinkId, outcome.ok, outcome.ok ? null : outcome.error.slice(0, 300)],
  );
}

/** The brand's recorded brokers, each judged against the database's now() (one clock on both sides). */
export async function brokerHealth(db: Queryable, brandId: string): Promise<BrokerHealthRow[]> {
  const { rows } = await db.query<BrokerHealthRow>(
    `SELECT broker_id,
            floor(extract(epoch FROM now() - last_ok_at))::integer AS ok_age_s,
            floor(extract(epoch FROM now() - last_failure_at))::integer AS failure_age_s,
            last_error
       FROM broker_call_health WHERE brand_id = $1`,
    [brandId],
  );
  return rows;
}
