import { describe, expect, it } from 'vitest';
import { migrate, statementsOf } from './migrate';
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

describe("a migration's statements", () => {
  it('end at a semicolon that ends a line, except inside a function body', () => {
    const sql = [
      'CREATE TABLE a (x int);',
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$',
      'BEGIN',
      '  PERFORM 1;',
      '  RETURN 2;',
      'END $$;',
      "INSERT INTO a VALUES (1); -- a comment after it keeps the statement's line",
      'SELECT 1;',
    ].join('\n');
    expect(statementsOf(sql)).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN 2;\nEND $$',
      "INSERT INTO a VALUES (1); -- a comment after it keeps the statement's line\nSELECT 1",
    ]);
  });
});
