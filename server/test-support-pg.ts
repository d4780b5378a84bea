// The Postgres side of createTestServer (TEST_DATABASE=postgres, the server-pg test project): every
// caller gets a database of its own on the run's throwaway cluster (tests/server-pg/global-setup.ts),
// so test files stay isolated and may run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from './db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided by tests/server-pg/global-setup.ts. */
    postgres?: { adminUrl: string; seededTemplate: string };
  }
}

/** 'seeded': migrated and seeded, as the server has it after its first start. */
export type TestDatabaseContent = 'empty' | 'seeded';

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The address of each test database this process opened, for a second connection to it. */
const testDatabaseUrls = new WeakMap<Database, string>();

/**
 * Another pool on the same Postgres test database, as a second server process would open; its
 * close() leaves the database to its first opener.
 */
export async function reopenPostgresTestDatabase(db: Database): Promise<Database> {
  return openDatabase({ url: postgresTestDatabaseUrl(db) });
}

/** The address of a Postgres test database of this process, for a server process of its own. */
export function postgresTestDatabaseUrl(db: Database): string {
  const url = testDatabaseUrls.get(db);
  if (!url) throw new Error('Not a Postgres test database of this process.');
  return url;
}

/** A new database copied from the run's seeded template (or empty); close() also drops it. */
export async function openPostgresTestDatabase(content: TestDatabaseContent): Promise<Database> {
  const cluster = inject('postgres');
  if (!cluster) {
    throw new Error('TEST_DATABASE=postgres needs the cluster of the server-pg project: npm run test:server:pg');
  }
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = content === 'seeded' ? ` TEMPLATE ${cluster.seededTemplate}` : '';
  await asAdmin(cluster.adminUrl, `CREATE DATABASE ${name}${template}`);
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  let closed = false;
  const opened: Database = {
    ...db,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
      await asAdmin(cluster.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  testDatabaseUrls.set(opened, url.toString());
  return opened;
}
