import type { Database } from '../db/database';
import type { FetchLike } from '../http/fetch-like';
import { log } from '../log';
import { claimLeases, retryLater, whileHeld, type LeasedWork } from './lease';

/** Given up after 10 attempts (the back-off between them: server/jobs/lease.ts). */
const MAX_ATTEMPTS = 10;
/** A claimed delivery is one process's for this long: one that dies mid-delivery leaves it to the next. */
const LEASE_MS = 60_000;

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

/** An outbox as leased work: due while not delivered and its next attempt's time has come (the lease). */
const leasedOutbox = (table: string): LeasedWork => ({
  table,
  leaseColumn: 'next_attempt_at',
  claimable: (now) => `delivered_at IS NULL AND next_attempt_at <= ${now}`,
  orderBy: 'id',
});

/**
 * Delivers an outbox's due rows: each is claimed (server/jobs/lease.ts: FOR UPDATE SKIP LOCKED, so
 * processes share them; a claim counts an attempt and holds the row for the lease), then `send` runs
 * outside any transaction; its null marks the row delivered, a reason schedules the next attempt with
 * back-off (or, after the last, never). Either is written only while the claim still holds the row: a
 * process whose lease ran out mid-send leaves the row to the one that claimed it since. Answers how
 * many were delivered.
 */
export async function deliverDue<R extends DueDelivery>(
  db: Database,
  outbox: Outbox,
  { now = new Date(), limit = 50 }: DeliveryRound,
  send: (row: R) => Promise<string | null>,
): Promise<number> {
  const work = leasedOutbox(outbox.table);
  const rows = await claimLeases<R>(db, work, { now, limit, leaseMs: LEASE_MS, returning: outbox.columns });
  let delivered = 0;
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const error = await send(row);
    if (error === null) {
      delivered += 1;
      const held = await whileHeld(db, work, row, 'delivered_at = $3, last_error = NULL', [now]);
      if (!held) log.warn(`${outbox.table}: delivered after its lease was taken over`, { id: row.id });
      continue;
    }
    const { held, givenUp } = await retryLater(db, work, row, {
      now,
      maxAttempts: MAX_ATTEMPTS,
      set: 'last_error = $6',
      params: [error.slice(0, 500)],
    });
    if (held && givenUp) log.warn(outbox.givenUp, { id: row.id, error });
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
