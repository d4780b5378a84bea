import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support';
import { backoffSeconds, claimLeases, renewLease, retryLater, whileHeld, type Lease, type LeasedWork } from './lease';

let db: Database;
const WORK: LeasedWork = {
  table: 'lease_test_rows',
  leaseColumn: 'next_attempt_at',
  claimable: (now) => `done_at IS NULL AND next_attempt_at <= ${now}`,
  orderBy: 'id',
};
const T0 = new Date('2026-11-20T05:30:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  db = await openTestDatabase('empty');
  await db.exec(`CREATE TABLE lease_test_rows (id serial PRIMARY KEY, attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL, done_at timestamptz, note text)`);
});
afterAll(async () => {
  await db?.exec('DROP TABLE IF EXISTS lease_test_rows');
  await db?.close();
});

const row = async (id: number) =>
  (
    await db.query<{ attempts: number; next_attempt_at: Date; done_at: Date | null; note: string | null }>(
      'SELECT attempts, next_attempt_at, done_at, note FROM lease_test_rows WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe('leased work (server/jobs/lease.ts)', () => {
  it('claims each due row once while its lease holds, and again after; the earlier holder then writes nothing', async () => {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO lease_test_rows (next_attempt_at) VALUES ($1), ($1), ($2) RETURNING id',
      [T0, at(3600)],
    );
    const [a, b] = rows.map((r) => r.id) as [number, number];
    const first = await claimLeases<Lease>(db, WORK, { now: T0, leaseMs: 60_000, limit: 10 });
    expect(first.map((r) => [r.id, r.attempts])).toEqual([
      [a, 1],
      [b, 1],
    ]);
    expect(await claimLeases(db, WORK, { now: at(59), leaseMs: 60_000, limit: 10 })).toEqual([]);
    // The first holder renews at 30 s: held until 90 s.
    expect(await renewLease(db, WORK, first[0]!, 60_000, at(30))).toBe(true);
    const later = await claimLeases<Lease>(db, WORK, { now: at(61), leaseMs: 60_000, limit: 10 });
    expect(later.map((r) => [r.id, r.attempts])).toEqual([[b, 2]]);
    // b's first holder lost it: its finish and its retry write nothing; the new holder's finish does.
    expect(await whileHeld(db, WORK, first[1]!, 'done_at = $3', [at(62)])).toBe(false);
    expect(await retryLater(db, WORK, first[1]!, { now: at(62), maxAttempts: 5 })).toEqual({
      held: false,
      givenUp: false,
    });
    expect((await row(b)).done_at).toBeNull();
    expect(await whileHeld(db, WORK, later[0]!, 'done_at = $3', [at(63)])).toBe(true);
    expect((await row(b)).done_at).toEqual(at(63));
    expect(await whileHeld(db, WORK, first[0]!, 'done_at = $3', [at(64)])).toBe(true);
  });

  it('backs off 5 s, 10 s, 20 s … up to 10 minutes, and gives up after the last attempt', async () => {
    await db.exec('DELETE FROM lease_test_rows');
    expect([1, 2, 3, 4, 8, 20].map(backoffSeconds)).toEqual([5, 10, 20, 40, 600, 600]);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO lease_test_rows (next_attempt_at) VALUES ($1) RETURNING id',
      [at(7200)],
    );
    const id = rows[0]!.id;
    let now = at(7200);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [claimed] = await claimLeases<Lease>(db, WORK, { now, leaseMs: 60_000 });
      expect(claimed).toEqual({ id, attempts: attempt });
      const outcome = await retryLater(db, WORK, claimed!, {
        now,
        maxAttempts: 3,
        set: 'note = $6',
        params: [`failed ${attempt}`],
      });
      expect(outcome).toEqual({ held: true, givenUp: attempt === 3 });
      const after = await row(id);
      expect(after.note).toBe(`failed ${attempt}`);
      if (attempt < 3) expect(after.next_attempt_at).toEqual(new Date(now.getTime() + backoffSeconds(attempt) * 1000));
      if (attempt < 3) now = after.next_attempt_at;
    }
    expect(await claimLeases(db, WORK, { now: at(10 ** 8), leaseMs: 60_000 })).toEqual([]);
  });
});
