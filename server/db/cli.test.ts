import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import { runDbCommand } from './cli';

describe('npm run db:migrate and db:seed (server/db/cli.ts)', () => {
  const opened = openTestDatabase('empty');
  afterAll(async () => (await opened).close());

  it('refuses a command it does not know, touching nothing', async () => {
    const db = await opened;
    await expect(runDbCommand('drop', db)).rejects.toThrow('unknown command "drop": migrate or seed');
    await expect(runDbCommand('', db)).rejects.toThrow('migrate or seed');
  });

  it('migrates an empty database, then finds the schema current', async () => {
    const db = await opened;
    const first = await runDbCommand('migrate', db);
    expect(first).toMatch(/^migrations applied: 0001_/);
    expect(await runDbCommand('migrate', db)).toBe('migrations applied: none, the schema is current');
  });

  it('seeds once: a second seed finds the data there', async () => {
    const db = await opened;
    const first = await runDbCommand('seed', db);
    expect(first).toContain('seeded: ');
    expect(first).toContain('blog');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email = 'investor@example.com'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await runDbCommand('seed', db)).toBe(
      'migrations applied: none, the schema is current\nseeded: nothing, the seed data is there',
    );
  }, 120_000);
});
