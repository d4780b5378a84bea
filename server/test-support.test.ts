import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, openTestDatabase, type TestServer } from './test-support';

/** The engine this run tests on (the server-pg project sets TEST_DATABASE=postgres). */
const engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

const nameOf = async (t: TestServer) =>
  (await t.db.query<{ name: string }>('SELECT name FROM advisers ORDER BY id LIMIT 1')).rows[0]!.name;

describe(`test servers on ${engine}`, () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestServer(), createTestServer()]);
  });
  afterAll(() => Promise.all([a.db.close(), b.db.close()]));

  it('run on the engine under test', () => {
    expect([a.db.kind, b.db.kind]).toEqual([engine, engine]);
  });

  it('each have a seeded database of their own', async () => {
    const seeded = await nameOf(b);
    await a.db.query("UPDATE advisers SET name = 'Changed in a' WHERE id = (SELECT min(id) FROM advisers)");
    expect(await nameOf(a)).toBe('Changed in a');
    expect(await nameOf(b)).toBe(seeded);
  });

  it('open an empty database on request', async () => {
    const db = await openTestDatabase();
    const tables = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows[0]!.n).toBe(0);
    await db.close();
  });
});
