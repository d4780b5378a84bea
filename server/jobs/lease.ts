import type { Queryable } from '../db/database';

/**
 * Work that several processes share through its rows (the outboxes, the client import): a row is
 * claimed for a time (its lease) with FOR UPDATE SKIP LOCKED, each claim counts an attempt, and
 * whatever the holder writes afterwards is written only while it still holds the row. The claim's
 * attempt number is the holder's proof: a later claim (after the lease ran out) counts another, so an
 * earlier holder's writes then match no row and it learns it lost the work.
 */
export interface LeasedWork {
  table: string;
  /** The column holding the claim's end: a row whose time in it has passed may be claimed (again). */
  leaseColumn: string;
  /** Which rows may be claimed, as SQL given the expression for now (the lease's end is the caller's to test). */
  claimable: (now: string) => string;
  /** The order in which rows are claimed. */
  orderBy: string;
  /** Anything else the claim sets (e.g. a status). */
  set?: string;
}

/** A claimed row: its id and the attempt this claim counted (the proof it is still held). */
export interface Lease {
  id: number | string;
  attempts: number;
}

/** The one back-off rule: after the n-th failed attempt, 5 s, 10 s, 20 s … at most 10 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));

/** The time to compare leases with: the caller's clock when given (tests, MARKET_NOW), else the database's. */
const nowAt = (param: string) => `COALESCE(${param}::timestamptz, now())`;
const leaseEnd = (nowParam: string, msParam: string) =>
  `${nowAt(nowParam)} + ${msParam}::float8 * interval '1 millisecond'`;

export interface Claim {
  /** The caller's clock; the database's when not given. */
  now?: Date;
  /** How long the claim lasts without being renewed or finished. */
  leaseMs: number;
  limit?: number;
  /** The columns to return beside id and attempts. */
  returning?: string;
}

/**
 * Claims up to `limit` rows (1): each is locked with FOR UPDATE SKIP LOCKED (a row another process is
 * claiming is left to it), counts an attempt and is held until now + `leaseMs`.
 */
export async function claimLeases<R extends Lease>(
  db: Queryable,
  work: LeasedWork,
  { now, leaseMs, limit = 1, returning }: Claim,
): Promise<R[]> {
  const { table, leaseColumn } = work;
  const { rows } = await db.query<R>(
    `UPDATE ${table} SET attempts = attempts + 1, ${leaseColumn} = ${leaseEnd('$1', '$3')}${work.set ? `, ${work.set}` : ''}
      WHERE id IN (SELECT id FROM ${table} WHERE ${work.claimable(nowAt('$1'))}
                    ORDER BY ${work.orderBy} LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, attempts${returning ? `, ${returning}` : ''}`,
    [now ?? null, limit, leaseMs],
  );
  return rows;
}

/**
 * Writes `set` (its parameters from $3 on) to the row only while this claim still holds it; answers
 * whether it did. A holder that gets false has lost the row to a later claim and writes nothing more.
 */
export async function whileHeld(db: Queryable, work: LeasedWork, lease: Lease, set: string, params: unknown[] = []) {
  const { rows } = await db.query(`UPDATE ${work.table} SET ${set} WHERE id = $1 AND attempts = $2 RETURNING id`, [
    lease.id,
    lease.attempts,
    ...params,
  ]);
  return rows.length > 0;
}

/** Extends the claim to now + `leaseMs` (a checkpoint of long work); false when it is no longer held. */
export const renewLease = (db: Queryable, work: LeasedWork, lease: Lease, leaseMs: number, now?: Date) =>
  whileHeld(db, work, lease, `${work.leaseColumn} = ${leaseEnd('$3', '$4')}`, [now ?? null, leaseMs]);

/**
 * A failed attempt: the row comes due again after the back-off, or, after `maxAttempts`, never (its
 * lease ends at infinity). Writes `set` too (its parameters from $6 on). Answers whether it was still
 * held, and whether it was given up.
 */
export async function retryLater(
  db: Queryable,
  work: LeasedWork,
  lease: Lease,
  { now, maxAttempts, set, params = [] }: { now?: Date; maxAttempts: number; set?: string; params?: unknown[] },
): Promise<{ held: boolean; givenUp: boolean }> {
  const givenUp = lease.attempts >= maxAttempts;
  const retryAt = `CASE WHEN $4 THEN 'infinity'::timestamptz ELSE ${nowAt('$3')} + make_interval(secs => $5) END`;
  const { rows } = await db.query(
    `UPDATE ${work.table} SET ${work.leaseColumn} = ${retryAt}${set ? `, ${set}` : ''}
      WHERE id = $1 AND attempts = $2 RETURNING id`,
    [lease.id, lease.attempts, now ?? null, givenUp, backoffSeconds(lease.attempts), ...params],
  );
  return { held: rows.length > 0, givenUp };
}
