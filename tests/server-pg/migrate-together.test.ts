// Two processes migrating one empty database at once (a deploy starting several servers): the
// advisory lock in server/db/migrate.ts lets one apply every migration and the other find none left.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openPostgresTestDatabase, postgresTestDatabaseUrl } from '../../server/test-support-pg';

const run = promisify(execFile);
let db: Database;

beforeAll(async () => {
  db = await openPostgresTestDatabase('empty');
});
afterAll(async () => {
  await db?.close();
});

/** `npm run db:migrate` in a process of its own: the versions it applied. */
async function migrateInAProcess(url: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'migrate'], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
  });
  const listed = /^migrations applied: (.*)$/m.exec(stdout)![1]!;
  return listed.startsWith('none') ? [] : listed.split(', ');
}

it('two processes starting together on an empty database apply each migration once', async () => {
  const url = postgresTestDatabaseUrl(db);
  const [a, b] = await Promise.all([migrateInAProcess(url), migrateInAProcess(url)]);
  const files = readdirSync('server/db/migrations')
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.replace(/\.sql$/, ''))
    .sort();
  // One process did the whole run under the lock; the other waited and found nothing to do.
  expect([a, b].map((applied) => applied.length).sort((x, y) => x - y)).toEqual([0, files.length]);
  expect([...a, ...b]).toEqual(files);
  const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  expect(recorded.rows.map((r) => r.version)).toEqual(files);
});
