/** What `npm run cluster` and the cluster bench share: the database and the compiled server processes. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed/index';
import { locatePostgres } from '../../tests/server-pg/postgres-binaries';
import { startCluster } from '../../tests/server-pg/throwaway-cluster';
import { SERVER_BUNDLE } from '../build-server';
import { startServer } from '../support/server';
import type { Worker } from './app-cluster';

/**
 * A throwaway Postgres with a `starfolio` database, migrated and (unless `seedIt` is false) seeded, and
 * how to stop it (it also stops when this process exits).
 */
export async function throwawayDatabase(seedIt: boolean): Promise<{ url: string; stop: () => void }> {
  const pg = await startCluster({ binDir: locatePostgres(), stopOnSignals: [] });
  const admin = await openDatabase({ url: pg.adminUrl });
  await admin.exec('CREATE DATABASE starfolio');
  await admin.close();
  const address = new URL(pg.adminUrl);
  address.pathname = '/starfolio';
  console.log(`Throwaway Postgres on 127.0.0.1:${pg.port} (deleted when the cluster stops)`);
  return { url: await prepared(address.toString(), seedIt), stop: pg.stop };
}

/**
 * DATABASE_URL, else a throwaway Postgres (deleted on exit), migrated and (unless `seedIt` is false)
 * seeded before any process takes traffic.
 */
export async function clusterDatabase(databaseUrl: string | undefined, seedIt: boolean): Promise<string> {
  return databaseUrl ? prepared(databaseUrl, seedIt) : (await throwawayDatabase(seedIt)).url;
}

async function prepared(url: string, seedIt: boolean) {
  const db = await openDatabase({ url });
  const applied = await migrate(db);
  const seeded = seedIt ? await seed(db) : [];
  await db.close();
  console.log(`Database ready: ${applied.length} migrations applied, ${seeded.length} seed steps`);
  return url;
}

/** Starts compiled server processes (dist/node/server.js) on `url`: the cluster's `startWorker`. */
export function compiledWorkers(url: string, env: Record<string, string> = {}) {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const bundle = join(dist, SERVER_BUNDLE);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  return async (port: number, extra: Record<string, string>): Promise<Worker> => ({
    port,
    child: await startServer(
      port,
      { DATABASE_URL: url, DIST_DIR: dist, SEED: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env, ...extra },
      { nodeArgs: ['--enable-source-maps', bundle] },
    ),
  });
}
