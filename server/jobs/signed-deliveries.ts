import type { Database } from '../db/database';
import type { FetchLike } from '../http/fetch-like';
import { log } from '../log';

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … up to 10 minutes; given up after 10 attempts. */
const MAX_ATTEMPTS = 10;
const backoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));
/** A claimed delivery is one process's for this long: one that dies mid-delivery leaves it to the next. */
const LEASE_SECONDS = 60;

/** An outbox table: id, attempts, next_attempt_at, delivered_at and last_error, plus what `columns` names. */
export interface Outbox {
  table: string;
  /** The columns a delivery needs, as RETURNING lists them (id and attempts are always there). */
  columns: string;
  /** What the log says when a delivery is given up. */
  givenUp: string;
}

/** A row as every outbox claims it. */
export interface DueDelivery {
  id: number;
  attempts: number;
}

/** One delivery round: its time (now), how many rows at most (50), the provider's secrets root (read from the database when not given). */
export interface DeliveryRound {
  now?: Date;
  limit?: number;
  root?: string;
}

/**
 * Delivers an outbox's due rows: each is claimed in one statement (FOR UPDATE SKIP LOCKED, so processes
 * share them; a claim counts an attempt and holds the row for the lease), then `send` runs outside any
 * transaction; its null marks the row delivered, a reason schedules the next attempt with back-off
 * (or, after the last, never). Answers how many were delivered.
 */
export async function deliverDue<R extends DueDelivery>(
  db: Database,
  outbox: Outbox,
  { now = new Date(), limit = 50 }: DeliveryRound,
  send: (row: R) => Promise<string | null>,
): Promise<number> {
  const { table } = outbox;
  const { rows } = await db.query<R>(
    `UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
      WHERE id IN (SELECT id FROM ${table} WHERE delivered_at IS NULL AND next_attempt_at <= $1
                    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, attempts, ${outbox.columns}`,
    [now, limit, LEASE_SECONDS],
  );
  let delivered = 0;
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const error = await send(row);
    if (error === null) {
      delivered += 1;
      await db.query(`UPDATE ${table} SET delivered_at = $2, last_error = NULL WHERE id = $1`, [row.id, now]);
      continue;
    }
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await db.query(
      `UPDATE ${table} SET last_error = $2,
              next_attempt_at = CASE WHEN $4 THEN 'infinity'::timestamptz ELSE $3::timestamptz + make_interval(secs => $5) END
        WHERE id = $1`,
      [row.id, error.slice(0, 500), now, giveUp, backoffSeconds(row.attempts)],
    );
    if (giveUp) log.warn(outbox.givenUp, { id: row.id, error });
  }
  return delivered;
}

/** POSTs a signed JSON body to `url` (its host in the Host header): null when it was taken (2xx), else why not. */
export async function postSigned(
  fetch: FetchLike,
  url: string,
  body: string,
  signature: Record<string, string>,
): Promise<string | null> {
  try {
    const res = await fetch(
      new Request(url, {
        method: 'POST',
        headers: { host: new URL(url).host, 'content-type': 'application/json', ...signature },
        body,
      }),
    );
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
