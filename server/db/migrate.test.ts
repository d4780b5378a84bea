import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { seed } from './seed/index';
import { openTestDatabase } from '../test-support';

describe('migrations and seed', () => {
  it('apply once, then are no-ops; seeding twice adds nothing', { timeout: 120_000 }, async () => {
    const db = await openTestDatabase();
    const first = await migrate(db);
    expect(first[0]).toBe('0001_core');
    expect(await migrate(db)).toEqual([]);
    expect(await seed(db)).toContain('core');
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM baskets')).rows[0]!.n;
    const n = await count();
    expect(n).toBeGreaterThan(5);
    expect(await seed(db)).toEqual([]);
    expect(await count()).toBe(n);
    await db.close();
  });
});
