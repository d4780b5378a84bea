// The backup recipe of docs/deploy.md, run: pg_dump of a live database, pg_restore into a fresh
// Postgres cluster, and the server started on the restored copy serves what the original held.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/database';
import { openPostgresTestDatabase, postgresTestDatabaseUrl } from '../../server/test-support-pg';
import { browser } from '../../scripts/support/http-browser';
import { locatePostgres } from './postgres-binaries';
import { apiOnlyDist, serverProcess, stopProcess, type ServerProcess } from './server-processes';
import { startCluster, type Cluster } from './throwaway-cluster';

const run = promisify(execFile);
let db: Database;
let fresh: Cluster | undefined;
let server: ServerProcess | undefined;
const dist = apiOnlyDist();
const work = mkdtempSync(join(tmpdir(), 'starfolio-backup-'));

beforeAll(async () => {
  db = await openPostgresTestDatabase('seeded');
});
afterAll(async () => {
  if (server) await stopProcess(server);
  fresh?.stop();
  await db?.close();
  dist.remove();
  rmSync(work, { recursive: true, force: true });
});

it('a pg_dump restored into a fresh cluster is served by the app as the original was', async () => {
  const binDir = locatePostgres();
  const dump = join(work, 'starfolio.dump');
  // The recipe: a custom-format dump (consistent while the app runs), restored without owners.
  await run(join(binDir, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${dump}`, postgresTestDatabaseUrl(db)]);
  fresh = await startCluster({ binDir });
  const admin = await openDatabase({ url: fresh.adminUrl });
  await admin.exec('CREATE DATABASE starfolio');
  await admin.close();
  const url = new URL(fresh.adminUrl);
  url.pathname = '/starfolio';
  await run(join(binDir, 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${url}`, dump]);

  // Every table holds what the original held.
  const counts = async (d: Database) => {
    const tables = ['users', 'baskets', 'basket_versions', 'investments', 'trades', 'schema_migrations'];
    const sql = tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ');
    return (await d.query(`SELECT ${sql}`)).rows[0];
  };
  const copy = await openDatabase({ url: url.toString() });
  expect(await counts(copy)).toEqual(await counts(db));
  await copy.close();

  // And the app serves it: the baskets, and the investor's sign-in.
  server = await serverProcess(url.toString(), dist.dir);
  const visitor = browser(server.port);
  const listing = await visitor.call('starfolio.localhost', 'GET', `/starfolio/api/${API.baskets.listing}`);
  expect(listing.status).toBe(200);
  expect((listing.json!.body as { baskets?: unknown[] }).baskets?.length).toBeGreaterThan(0);
  const signIn = await visitor.call('starfolio.localhost', 'POST', `/starfolio/api/${API.auth.login}`, {
    json: { email: 'investor@example.com', password: 'Investor@123' },
  });
  expect(signIn.status, signIn.json?.head.message).toBe(200);
});
