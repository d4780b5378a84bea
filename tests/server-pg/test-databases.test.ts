import pg from 'pg';
import { inject, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../server/test-support';

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: inject('postgres')!.adminUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('test databases on the Postgres cluster', () => {
  it('are copies of the seeded template, dropped on close', async () => {
    const db = await openTestDatabase('seeded');
    const name = (await db.query<{ d: string }>('SELECT current_database() AS d')).rows[0]!.d;
    expect(name).toMatch(/^test_\d+_[0-9a-f]{12}$/);
    const baskets = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM baskets');
    expect(baskets.rows[0]!.n).toBeGreaterThan(5);
    expect(await databaseExists(name)).toBe(true);

    await db.close();
    expect(await databaseExists(name)).toBe(false);
    await expect(db.close()).resolves.toBeUndefined();
  });

  it('leave the template untouched and closed to connections', async () => {
    const { seededTemplate } = inject('postgres')!;
    const client = new pg.Client({ connectionString: inject('postgres')!.adminUrl });
    await client.connect();
    const row = (
      await client.query('SELECT datistemplate, datallowconn FROM pg_database WHERE datname = $1', [seededTemplate])
    ).rows[0];
    await client.end();
    expect(row).toEqual({ datistemplate: true, datallowconn: false });
  });
});

describe('the server database on Postgres', () => {
  it('outlives the server closing its idle connections, and opens new ones for the next query', async () => {
    const db = await openTestDatabase('seeded');
    try {
      const name = (await db.query<{ d: string }>('SELECT current_database() AS d')).rows[0]!.d;
      const admin = new pg.Client({ connectionString: inject('postgres')!.adminUrl });
      await admin.connect();
      try {
        const ended = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The pool hears of the closed connection as an 'error' event; unheard, it ends the process.
      await new Promise((r) => setTimeout(r, 200));
      const again = await db.query<{ n: number }>('SELECT 1 AS n');
      expect(again.rows[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});
